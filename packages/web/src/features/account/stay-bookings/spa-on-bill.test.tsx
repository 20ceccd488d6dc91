import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { StayBookingResponse } from '@spa/domain';
import { SpaOnBill } from './spa-on-bill';

afterEach(cleanup);

const line = (Kind: 'charge' | 'credit', AmountPence: number, Description: string) => ({
  Kind,
  AmountPence,
  Description,
  Category: 'spa' as const,
  Tender: null,
  Reference: null,
  At: '2026-12-01T10:00:00Z',
});

const stay = (SpaOnBill: StayBookingResponse['SpaOnBill']) => ({ SpaOnBill }) as StayBookingResponse;

describe('the spa on a stay’s room bill', () => {
  it('lists a cancelled spa booking’s charge and what came off, and what the spa adds now', () => {
    render(
      <SpaOnBill
        booking={stay([
          line('charge', 8_500, 'Spa booking SPA-AAAA1111'),
          line('credit', 4_250, 'Booking cancelled: spa booking SPA-AAAA1111'),
        ])}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Spa on your room bill' })).toBeVisible();
    expect(screen.getByText('£42.50 taken off')).toBeVisible();
    expect(screen.getByText(/The spa adds/)).toHaveTextContent('The spa adds £42.50 to your room bill');
  });

  it('shows nothing for a stay with no spa charged to it', () => {
    render(<SpaOnBill booking={stay([])} />);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
