import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { InHouseStay, StaffBookingDetail } from '@spa/domain';
import { BalanceActions } from './balance-actions';
import '../../../test/native-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROWAN: InHouseStay = {
  ConfirmationNumber: 'ST26000103',
  LeadGuest: 'Rowan',
  Room: 'COTTAGE',
  Departs: '2026-12-02',
};

/** The parts of a booking the balance panel reads. */
const booking = (balancePence: number, inHouse: InHouseStay[] = []) =>
  ({
    Id: 'b1',
    ConfirmationId: 'SPA-1',
    Email: 'ada@example.com',
    Cancelled: false,
    Money: { Entries: [], OwedPence: balancePence, PaidPence: 0, BalancePence: balancePence },
    Desk: { KeptCard: null, InHouseStays: inHouse },
  }) as unknown as StaffBookingDetail;

type Answer = { status: number; body: unknown };

/** The panel on a fetch that answers payments with `payments` in turn, and searches with Rowan's stay. */
function renderPanel(detail: StaffBookingDetail, payments: Answer[]) {
  const bodies: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/in-house-stays'))
      return new Response(JSON.stringify({ Stays: [ROWAN] }), { status: 200 });
    bodies.push(JSON.parse(init?.body as string) as Record<string, unknown>);
    const answer = payments.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetch);
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <BalanceActions booking={detail} onDone={onDone} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { bodies, onDone };
}

const paid = (balancePence: number): Answer => ({
  status: 200,
  body: {
    BookingId: 'b1',
    ConfirmationId: 'SPA-1',
    TotalPence: 8_500,
    BalancePence: balancePence,
    LinkExpiresAt: null,
  },
});

describe('BalanceActions', () => {
  it('refuses more than the balance before sending anything, the summary saying why', async () => {
    const { bodies } = renderPanel(booking(8_500), []);
    const amount = screen.getByLabelText('Amount to take (£)');
    expect(amount).toHaveValue('85.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Paid in cash' }));
    expect(screen.getAllByText('Enter at most £85: what is left to pay')[0]).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('sends a part payment again with the same request id after a failure, and a new one after success', async () => {
    const { bodies, onDone } = renderPanel(booking(8_500), [
      { status: 503, body: { message: 'Try again' } },
      paid(6_500),
      paid(0),
    ]);
    const amount = screen.getByLabelText('Amount to take (£)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    const cash = screen.getByRole('button', { name: 'Paid in cash' });
    await userEvent.click(cash);
    await screen.findByText('Not taken');
    await userEvent.click(cash);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]![0]).toContain('£20 taken in cash. £65 is left to pay');
    expect(bodies[0]).toMatchObject({ Method: 'cash', AmountPence: 2_000 });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(amount).toHaveValue('65.00');
    await userEvent.click(screen.getByRole('button', { name: 'Paid by card on the terminal' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(bodies[2]).toMatchObject({ Method: 'desk-card', AmountPence: 6_500 });
    expect(bodies[2]!.RequestId).not.toBe(bodies[0]!.RequestId);
  });

  it('charges a room found by search when the booker has no stay in house', async () => {
    const { bodies, onDone } = renderPanel(booking(8_500), [paid(0)]);
    await userEvent.click(screen.getByRole('button', { name: 'Charge to a room' }));
    const dialog = screen.getByRole('dialog', { name: 'Charge to a room' });
    expect(within(dialog).getByText(/ada@example.com has no stay in house today/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Charge £85 to the room' }));
    expect(within(dialog).getAllByText('Find and choose the stay to charge')[0]).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Find a stay in house today'), 'Ashdown');
    await userEvent.click(await within(dialog).findByRole('radio', { name: /ST26000103: Rowan, COTTAGE/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Charge £85 to the room' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies).toEqual([
      expect.objectContaining({ Method: 'room-charge', AmountPence: 8_500, StayConfirmation: 'ST26000103' }),
    ]);
  });

  it("offers the booker's own stay in house first", async () => {
    renderPanel(booking(8_500, [ROWAN]), []);
    await userEvent.click(screen.getByRole('button', { name: 'Charge to a room' }));
    expect(screen.getByRole('radio', { name: /ST26000103: Rowan/ })).toBeChecked();
  });
});
