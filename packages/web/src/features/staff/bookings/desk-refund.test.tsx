import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { StaffBookingDetail } from '@spa/domain';
import { DeskRefund } from './desk-refund';

vi.mock('../../../lib/staff-auth', () => ({ useStaff: () => ({ Role: 'spa_manager' }) }));

afterEach(cleanup);

const entry = (Kind: string, AmountPence: number, extra: object = {}) => ({
  Kind,
  AmountPence,
  Category: null,
  Tender: null,
  Description: '',
  Reference: null,
  At: '2026-12-01T10:00:00Z',
  ...extra,
});

/** A cancelled £85 booking charged to stay ST1's room: the policy keeps £42.50, and `entries` after. */
const cancelled = (...entries: ReturnType<typeof entry>[]) =>
  ({
    Id: 'b1',
    Desk: { DeskRefundable: [] },
    Money: {
      Entries: [
        entry('charge', 8_500, { Category: 'booking' }),
        entry('payment', 8_500, { Tender: 'room-charge', Reference: 'ST1' }),
        entry('credit', 8_500, { Category: 'booking' }),
        entry('charge', 4_250, { Category: 'fee' }),
        ...entries,
      ],
      BalancePence: entries.length > 0 ? 0 : -4_250,
    },
  }) as unknown as StaffBookingDetail;

describe('a room-charged booking’s credit at the desk', () => {
  it('names the stay and who gives it back when its bill had closed', () => {
    render(<DeskRefund booking={cancelled()} onDone={vi.fn()} />);
    expect(screen.getByRole('region', { name: '£42.50 owed back to the guest' })).toHaveTextContent(
      'charged to the room bill of stay ST1, which had closed when the booking was cancelled: the hotel’s reception gives it back',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing once the refund came off the room bill', () => {
    render(
      <DeskRefund
        booking={cancelled(entry('refund', 4_250, { Tender: 'room-charge', Reference: 'ST1' }))}
        onDone={vi.fn()}
      />,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
