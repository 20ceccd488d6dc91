import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Bill, billTenders } from './bill';

afterEach(cleanup);

describe('billTenders', () => {
  it('is nothing without a promotion or a voucher', () => {
    expect(billTenders({ Voucher: null, Promotion: null }, 9_500, 'To pay by card')).toEqual([]);
  });

  it('takes the promotion off first, then the voucher, then the card', () => {
    const tenders = billTenders(
      {
        Promotion: { Code: 'SPRING20', DiscountPence: 1_700 },
        Voucher: { CodeEnding: 'W3NF', PaidPence: 5_000 },
      },
      1_800,
      'To pay by card',
    );
    expect(tenders.map((t) => t.label)).toEqual([
      'Promotion SPRING20',
      'Gift voucher ending W3NF',
      'To pay by card',
    ]);
  });
});

describe('Bill', () => {
  it('shows a promotion as an amount taken off, and the card paying the rest', () => {
    render(
      <Bill
        caption="Your Bill"
        lines={[
          { Code: 'SWED-60', Description: 'Swedish Massage', Quantity: 1, UnitPrice: 8_500, Amount: 8_500 },
        ]}
        total={8_500}
        tenders={billTenders(
          { Promotion: { Code: 'SPRING20', DiscountPence: 1_700 } },
          6_800,
          'To pay by card',
        )}
      />,
    );
    const table = screen.getByRole('table', { name: 'Your Bill' });
    expect(table).toHaveTextContent('Promotion SPRING20−£17');
    expect(screen.getByRole('row', { name: 'To pay by card £68' })).toBeInTheDocument();
  });
});
