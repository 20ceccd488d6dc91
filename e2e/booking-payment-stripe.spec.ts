import { expect, type Page, test } from './support/fixtures';

/**
 * The payment screen as it is with Stripe (decision 0310). Stripe's hosts cannot be reached
 * here, so Stripe.js is stood in for by a script that mounts a card form in a frame and
 * answers confirmPayment as it is told; and the journey's server runs on the sandbox, so the
 * initialise answer is reshaped into Stripe's (the sandbox session behind it holds the money:
 * the guest's card is authorised there, as Stripe would, before Pay settles it). What is
 * ours is real: the lazy chunk, the amount on Pay, the refusal, the settlement, the booking.
 * The browser ignores the CSP here: the server names the sandbox, not Stripe, in it.
 */
test.use({ viewport: { width: 1280, height: 900 }, bypassCSP: true });

/** Stripe.js in miniature: what @stripe/stripe-js and react-stripe-js call, and a card form in a frame. */
const STRIPE_JS_STAND_IN = `
(function () {
  var form = '<style>body{font:16px system-ui;margin:0;padding:4px}label{display:block;margin:0 0 12px}' +
    'input{display:block;width:100%;box-sizing:border-box;min-height:44px;margin-top:4px;padding:8px;border:1px solid #8a8a8a;border-radius:6px;font:inherit}' +
    '.row{display:flex;gap:12px}.row label{flex:1}</style>' +
    '<label>Card number<input autocomplete="cc-number" placeholder="1234 1234 1234 1234"></label>' +
    '<div class="row"><label>Expiry date<input placeholder="MM / YY"></label><label>Security code<input placeholder="CVC"></label></div>';
  function Stripe() {
    var listeners = {};
    var element = {
      mount: function (node) {
        var target = typeof node === 'string' ? document.querySelector(node) : node;
        var frame = document.createElement('iframe');
        frame.title = 'Secure payment input frame';
        frame.setAttribute('srcdoc', form);
        frame.style.cssText = 'width:100%;height:170px;border:0';
        target.appendChild(frame);
        setTimeout(function () { (listeners.ready || []).forEach(function (f) { f({ elementType: 'payment' }); }); });
      },
      on: function (name, fn) { (listeners[name] = listeners[name] || []).push(fn); return element; },
      off: function () { return element; },
      update: function () {}, unmount: function () {}, destroy: function () {},
    };
    var elements = {
      create: function () { return element; },
      getElement: function () { return element; },
      update: function () {},
      fetchUpdates: function () { return Promise.resolve({}); },
      submit: function () { return Promise.resolve({}); },
    };
    var notHere = function () { return Promise.reject(new Error('not in this stand-in')); };
    return {
      elements: function () { return elements; },
      createToken: notHere,
      createPaymentMethod: notHere,
      confirmCardPayment: notHere,
      confirmPayment: function () {
        return Promise.resolve(window.__stripeAnswer || { paymentIntent: { status: 'requires_capture' } });
      },
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

/** The sandbox session behind the Stripe-shaped answer: where the journey authorises the card. */
interface StoodIn {
  iPageSessionId?: string;
  providerOrigin?: string;
}

async function withStripeStandIn(page: Page): Promise<StoodIn> {
  const behind: StoodIn = {};
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS_STAND_IN }),
  );
  await page.route(/\/api\/payment\/[^/]+\/initialise(-spa-payment)?\/$/, async (route) => {
    const real = (await (await route.fetch()).json()) as { iPageSessionId: string; cardPageUrl: string };
    behind.iPageSessionId = real.iPageSessionId;
    behind.providerOrigin = new URL(real.cardPageUrl).origin;
    const { amount } = (route.request().postDataJSON() ?? { amount: 0 }) as { amount: number };
    await route.fulfill({
      json: {
        provider: 'stripe',
        iPageSessionId: real.iPageSessionId,
        publishableKey: 'pk_test_journeyStandIn',
        clientSecret: `${real.iPageSessionId}_secret_journey`,
        amount,
      },
    });
  });
  return behind;
}

test("Stripe's card form: the amount on Pay, a refused card said, then paid and booked", async ({
  page,
  bookingFlow,
  screens,
}) => {
  const behind = await withStripeStandIn(page);
  const stripeChunk = page.waitForRequest(/stripe-card-form-[\w-]+\.js$/);
  const total = (await bookingFlow.toSpaDayPayment(16)).replace(/^Total\s*/, '').trim();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await stripeChunk;
  const pay = page.getByRole('button', { name: `Pay ${total}` });
  await expect(pay).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Secure payment input frame"]').getByLabel('Card number'),
  ).toBeVisible();
  await screens.captureScreen('spa-day-payment-stripe');

  // The bank refuses (after a 3-D Secure challenge, say): Stripe's words, above the form.
  await page.evaluate(() => {
    (window as { __stripeAnswer?: unknown }).__stripeAnswer = {
      error: { type: 'card_error', message: 'We are unable to authenticate your payment method.' },
    };
  });
  await pay.click();
  const refused = page.getByRole('alert').filter({ hasText: 'Your payment was not taken' });
  await expect(refused).toContainText('We are unable to authenticate your payment method.');
  await screens.captureScreen('spa-day-payment-stripe-refused');

  // Authorised at the provider (the sandbox stands in for Stripe's side), then Pay: our server
  // reads the payment back from the provider, captures it and the booking is confirmed.
  const authorised = await page.request.post(
    `${behind.providerOrigin}/pay/${behind.iPageSessionId}/authorise`,
    { data: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', nameOnCard: 'Ada Lovelace' } },
  );
  expect(((await authorised.json()) as { status: string }).status).toBe('approved');
  await page.evaluate(() => {
    delete (window as { __stripeAnswer?: unknown }).__stripeAnswer;
  });
  await pay.click();
  await bookingFlow.expectConfirmation();
});

test('when Stripe.js cannot be loaded, the guest is told, charged nothing, and can try again or go back', async ({
  page,
  bookingFlow,
  screens,
}) => {
  const behind = await withStripeStandIn(page);
  let offline = true;
  await page.route('https://js.stripe.com/**', (route) =>
    offline
      ? route.abort('internetdisconnected')
      : route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS_STAND_IN }),
  );
  const total = (await bookingFlow.toSpaDayPayment(17)).replace(/^Total\s*/, '').trim();
  const alert = page.getByRole('alert').filter({ hasText: 'We could not show the card payment form' });
  await expect(alert).toContainText('Your card has not been charged.');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  await screens.captureScreen('spa-day-payment-stripe-unavailable');
  expect(behind.iPageSessionId).toBeTruthy();

  offline = false;
  await page.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeEnabled();
});
