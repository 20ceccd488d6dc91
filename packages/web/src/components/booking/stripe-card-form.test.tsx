import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import StripeCardForm from './stripe-card-form';

/** What Stripe.js answers to confirmPayment (the browser cannot reach Stripe in tests). */
const confirmPayment = vi.fn();
const loadStripe = vi.fn((_key: string): Promise<unknown> => Promise.resolve({ confirmPayment }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
    <div data-client-secret={options.clientSecret}>{children}</div>
  ),
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));

afterEach(cleanup);
beforeEach(() => confirmPayment.mockReset());

function renderForm() {
  const onAuthorised = vi.fn(() => Promise.resolve());
  const onDeclined = vi.fn();
  const view = render(
    <MemoryRouter>
      <StripeCardForm
        page={{ publishableKey: 'pk_test_abc', clientSecret: 'pi_1_secret_2', amount: 18_550 }}
        backTo="/spa-day/summary"
        busy={false}
        onAuthorised={onAuthorised}
        onDeclined={onDeclined}
      />
    </MemoryRouter>,
  );
  return { ...view, onAuthorised, onDeclined };
}

describe("Stripe's Payment Element on the payment screen", () => {
  it('states the amount on the Pay button, beside Back to the summary, for the intent it was given', () => {
    const { container } = renderForm();
    expect(screen.getByRole('button', { name: 'Pay £185.50' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/spa-day/summary');
    expect(screen.getByTestId('payment-element')).toBeInTheDocument();
    expect(container.querySelector('[data-client-secret]')).toHaveAttribute(
      'data-client-secret',
      'pi_1_secret_2',
    );
    expect(loadStripe).toHaveBeenCalledWith('pk_test_abc');
  });

  it('confirms with Stripe without leaving the page, then asks our server to settle the authorisation', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { status: 'requires_capture' } });
    const { onAuthorised, onDeclined } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Pay £185.50' }));
    await waitFor(() => expect(onAuthorised).toHaveBeenCalledOnce());
    expect(confirmPayment).toHaveBeenCalledWith(expect.objectContaining({ redirect: 'if_required' }));
    expect(onDeclined).not.toHaveBeenCalled();
  });

  it("says why a card was refused (after a failed 3-D Secure too), and leaves a field's own error to the element", async () => {
    confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', message: 'We are unable to authenticate your payment method.' },
    });
    const { onAuthorised, onDeclined } = renderForm();
    const pay = screen.getByRole('button', { name: 'Pay £185.50' });
    await userEvent.click(pay);
    await waitFor(() =>
      expect(onDeclined).toHaveBeenCalledWith('We are unable to authenticate your payment method.'),
    );
    confirmPayment.mockResolvedValueOnce({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    await userEvent.click(pay);
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledTimes(2));
    expect(onDeclined).toHaveBeenCalledOnce();
    expect(onAuthorised).not.toHaveBeenCalled();
  });

  it('says so, with Try again and Back, when Stripe.js cannot be loaded (never a Pay button that cannot pay)', async () => {
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    render(
      <MemoryRouter>
        <StripeCardForm
          page={{ publishableKey: 'pk_test_offline', clientSecret: 'pi_3_secret_4', amount: 5_000 }}
          backTo="/spa-day/summary"
          busy={false}
          onAuthorised={() => Promise.resolve()}
          onDeclined={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /could not show the card payment form.*not been charged/,
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay £50' })).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_offline');
  });
});
