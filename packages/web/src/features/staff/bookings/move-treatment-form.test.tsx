import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffBookingItem } from '@spa/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MoveTreatmentForm } from './move-treatment-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The parts of a booked treatment the move form reads: 10:00 on a summer-time day. */
const item = {
  ClaimId: 7,
  DisplayName: 'Hot stones',
  Start: '2026-07-01T10:00:00+01:00',
  StaffId: 'T1',
  RoomId: 'R1',
} as unknown as StaffBookingItem;

/** The form, on a server that fails every call (no choices, no diary): what the form sends is read. */
function renderForm() {
  const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MoveTreatmentForm bookingId="b1" date="2026-07-01" item={item} onDone={vi.fn()} />
    </QueryClientProvider>,
  );
  const moves = () =>
    (fetch.mock.calls as unknown as [string, RequestInit?][])
      .filter(([url]) => url.endsWith('/move'))
      .map(([, init]) => JSON.parse(init?.body as string) as unknown);
  return { moves };
}

describe('MoveTreatmentForm, the time chosen by hand', () => {
  it('refuses a missing time before sending, the summary taking focus', async () => {
    const { moves } = renderForm();
    await userEvent.clear(screen.getByLabelText(/New time/));
    await userEvent.click(screen.getByRole('button', { name: 'Move treatment' }));
    const summary = (await screen.findByText('There is a problem')).closest('[role="alert"]');
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getAllByText('Enter a time as HH:mm')[0]).toBeVisible();
    expect(moves()).toEqual([]);
  });

  it("sends the new time on the treatment's day with its offset, any therapist and room", async () => {
    const { moves } = renderForm();
    expect(screen.getByLabelText(/New time/)).toHaveValue('10:00');
    await userEvent.clear(screen.getByLabelText(/New time/));
    await userEvent.type(screen.getByLabelText(/New time/), '14:30');
    await userEvent.click(screen.getByRole('button', { name: 'Move treatment' }));
    await vi.waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]).toEqual({ ClaimId: 7, StartTime: '2026-07-01T14:30:00+01:00' });
  });
});
