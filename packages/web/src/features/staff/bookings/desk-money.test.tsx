import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffBookingDetail } from '@spa/domain';
import { renderWithAnswer } from '../../../test/render-with-answer';
import { DeskMoney } from './desk-money';
import '../../../test/native-dialog';

vi.mock('../../../lib/staff-auth', () => ({ useStaff: () => ({ Role: 'spa_manager' }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The parts of a booking the fees and refunds panel reads: £50 paid by card, no card kept. */
const booking = {
  Id: 'b1',
  Desk: { KeptCard: null, FeesDue: [], Fees: [], GoodwillRefundablePence: 5_000 },
} as unknown as StaffBookingDetail;

/** The goodwill refund's prompt, opened, on a server answering `answer` to the refund. */
async function openRefund(answer: unknown) {
  const fetch = renderWithAnswer(<DeskMoney booking={booking} onDone={vi.fn()} />, answer);
  await userEvent.click(screen.getByRole('button', { name: 'Goodwill refund' }));
  return { fetch, dialog: screen.getByRole('dialog', { name: 'Goodwill refund' }) };
}

const sent = (fetch: ReturnType<typeof vi.fn>, call: number) =>
  JSON.parse((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].body as string) as Record<
    string,
    unknown
  >;

describe('goodwill refund', () => {
  it('refuses more than the card paid and a missing reason before sending, the summary taking focus', async () => {
    const { fetch, dialog } = await openRefund({});
    await userEvent.type(within(dialog).getByLabelText('Amount (£)'), '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund to the card' }));
    const summary = (await within(dialog).findByText('There is a problem')).closest('[role="alert"]')!;
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary as HTMLElement).getByText('Enter at most £50')).toBeVisible();
    expect(
      within(summary as HTMLElement).getByText('Enter the reason (5 characters at least)'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Amount (£)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the amount in pence and the reason, and the same request id when sent again after a failure', async () => {
    const { fetch, dialog } = await openRefund({});
    await userEvent.type(within(dialog).getByLabelText('Amount (£)'), '£12.50');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), '  Treatment started late  ');
    const confirm = within(dialog).getByRole('button', { name: 'Refund to the card' });
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sent(fetch, 0)).toMatchObject({ AmountPence: 1_250, Reason: 'Treatment started late' });
    // The answer is not a booking: the prompt stays open, and a second press is the same attempt.
    await userEvent.click(confirm);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sent(fetch, 1)).toEqual(sent(fetch, 0));
  });
});
