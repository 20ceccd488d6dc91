import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StaffBookingDetail } from '@spa/domain';
import { CancelBooking } from './cancel-booking';
import '../../../test/native-dialog';

vi.mock('../../../lib/staff-auth', () => ({ useStaff: () => ({ Role: 'spa_manager' }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The parts of a booking the cancel prompt reads. */
const booking = (Arrival: string) =>
  ({
    Id: 'b1',
    ConfirmationId: 'SPA-1',
    Arrival,
    TotalPence: 8_500,
    Cancellation: { FullCostFrom: '2026-12-01T10:00:00Z', RefundIfCancelledNow: 0 },
  }) as unknown as StaffBookingDetail;

/** The prompt opened, on a server that fails every call: what the cancel sends is read. */
async function openCancel(arrival: string) {
  const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CancelBooking booking={booking(arrival)} onDone={vi.fn()} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const cancels = () =>
    (fetch.mock.calls as unknown as [string, RequestInit?][])
      .filter(([url]) => url.endsWith('/cancel'))
      .map(([, init]) => JSON.parse(init?.body as string) as unknown);
  return { cancels, dialog: screen.getByRole('dialog', { name: 'Cancel SPA-1?' }) };
}

describe('CancelBooking at the desk', () => {
  it('asks no reason before the guests arrive', async () => {
    const { cancels, dialog } = await openCancel('expected');
    expect(within(dialog).queryByLabelText(/Why cancel/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    await vi.waitFor(() => expect(cancels()).toEqual([{}]));
  });

  it("refuses a checked-in booking's cancel without the manager's reason, then sends it", async () => {
    const { cancels, dialog } = await openCancel('checked_in');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel the booking' });
    await userEvent.click(confirm);
    const summary = (await within(dialog).findByText('There is a problem')).closest('[role="alert"]');
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(within(dialog).getAllByText('Enter the reason (5 characters at least)')[0]).toBeVisible();
    expect(cancels()).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Why cancel/), 'Taken ill in the spa');
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(cancels()).toEqual([{ OverrideReason: 'Taken ill in the spa' }]));
  });
});
