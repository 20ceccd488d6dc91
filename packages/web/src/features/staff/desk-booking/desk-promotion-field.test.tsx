import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pendingDeskSession } from '../../../test/desk-session';
import { renderWithAnswer } from '../../../test/render-with-answer';
import { DeskPromotionField } from './desk-promotion-field';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const desk = pendingDeskSession();

const sent = (fetch: ReturnType<typeof vi.fn>) =>
  (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];

describe('DeskPromotionField', () => {
  it('applies the code the guest quotes, as the server reads it', async () => {
    const fetch = renderWithAnswer(<DeskPromotionField desk={desk} />, {
      ...desk,
      Promotion: { Code: 'SPRING20', DiscountPence: 2_580 },
      BalancePence: 10_320,
    });
    await userEvent.type(screen.getByLabelText(/Code the guest quotes/), 'spring-20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sent(fetch).method).toBe('PUT');
    expect(JSON.parse(sent(fetch).body as string)).toEqual({ Code: 'SPRING20' });
  });

  it("says why a refused code takes nothing off, in the promotion's words, and how to go on", async () => {
    renderWithAnswer(
      <DeskPromotionField desk={desk} />,
      { message: 'This code has expired on 1 March 2026.' },
      409,
    );
    await userEvent.type(screen.getByLabelText(/Code the guest quotes/), 'WINTER');
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    const why = await screen.findByRole('alert');
    expect(why).toHaveTextContent('This code has expired on 1 March 2026.');
    expect(why).toHaveTextContent('You can still confirm the booking at the full price');
  });

  it('refuses a code of another shape before asking the server', async () => {
    const fetch = renderWithAnswer(<DeskPromotionField desk={desk} />, desk);
    await userEvent.type(screen.getByLabelText(/Code the guest quotes/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(
      await screen.findByText(/Enter a code of 3 to 12 letters and digits/, { selector: 'a' }),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the code applied and takes it off', async () => {
    const fetch = renderWithAnswer(
      <DeskPromotionField desk={{ ...desk, Promotion: { Code: 'SPRING20', DiscountPence: 2_580 } }} />,
      desk,
    );
    expect(screen.getByText('SPRING20 takes £25.80 off this booking.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Take SPRING20 off' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sent(fetch).method).toBe('DELETE');
  });
});
