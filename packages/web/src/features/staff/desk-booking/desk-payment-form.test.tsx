import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskSession } from '@spa/domain';
import { pendingDeskSession } from '../../../test/desk-session';
import { renderWithAnswer } from '../../../test/render-with-answer';
import { DeskPaymentForm } from './desk-payment-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const desk = (stays: DeskSession['InHouseStays'] = []) => pendingDeskSession({ InHouseStays: stays });

function renderForm(session: DeskSession) {
  const answer = {
    BookingId: 'b1',
    ConfirmationId: 'SPA-1',
    TotalPence: 12_900,
    BalancePence: 0,
    LinkExpiresAt: null,
  };
  const onBooked = vi.fn();
  const fetch = renderWithAnswer(<DeskPaymentForm desk={session} onBooked={onBooked} />, answer);
  return { fetch, onBooked };
}

const sent = (fetch: ReturnType<typeof vi.fn>) =>
  JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string) as unknown;

describe('DeskPaymentForm', () => {
  it('offers the room charge only to a guest in house, and says why not', () => {
    renderForm(desk());
    expect(screen.getByRole('radio', { name: /Charge to their room/ })).toBeDisabled();
    expect(screen.getByText(/ada@example.com has no stay in house/)).toBeVisible();
  });

  it('sends the terminal payment with its receipt number', async () => {
    const { fetch, onBooked } = renderForm(desk());
    await userEvent.click(screen.getByRole('radio', { name: 'Card on the terminal now' }));
    await userEvent.type(screen.getByLabelText(/Receipt number/), 'T-42');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the booking' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(sent(fetch)).toMatchObject({ Method: 'desk-card', Reference: 'T-42' });
  });

  it('charges the stay chosen', async () => {
    const stays = [
      { ConfirmationNumber: 'ST26000103', LeadGuest: 'Rowan', Room: 'COTTAGE', Departs: '2026-12-02' },
    ];
    const { fetch, onBooked } = renderForm(desk(stays));
    await userEvent.click(screen.getByRole('radio', { name: /Charge to their room/ }));
    expect(screen.getByRole('radio', { name: /ST26000103: Rowan, COTTAGE/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the booking' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(sent(fetch)).toMatchObject({ Method: 'room-charge', StayConfirmation: 'ST26000103' });
  });
});
