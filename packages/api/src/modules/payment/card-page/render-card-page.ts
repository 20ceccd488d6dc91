const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The card page's HTML. No inline script or style (the CSP forbids them): the
 * behaviour is card.js and the look card.css; the page session and the parent's
 * origin travel as data attributes.
 */
export function renderCardPage({
  iPageSessionId,
  parentOrigin,
}: {
  iPageSessionId: string;
  parentOrigin: string;
}) {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card payment</title>
<link rel="stylesheet" href="/payment/card.css">
<script type="module" src="/payment/card.js"></script>
</head>
<body data-page-session="${escapeHtml(iPageSessionId)}" data-parent-origin="${escapeHtml(parentOrigin)}">
<main class="card">
  <p class="amount" id="amount" hidden></p>
  <div class="summary" id="error-summary" role="alert" tabindex="-1" hidden>
    <h2>There is a problem</h2>
    <ul id="error-list"></ul>
  </div>
  <div class="notice" id="result" role="status" hidden></div>
  <form id="card-form" novalidate hidden>
    <div class="field" id="cardNumber-field">
      <label for="cardNumber">Card number</label>
      <p class="error" id="cardNumber-error" hidden></p>
      <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false">
    </div>
    <div class="row">
      <div class="field" id="expiry-field">
        <label for="expiry">Expiry date</label>
        <p class="hint" id="expiry-hint">For example, 04/29</p>
        <p class="error" id="expiry-error" hidden></p>
        <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="5" aria-describedby="expiry-hint" placeholder="MM/YY">
      </div>
      <div class="field" id="cvc-field">
        <label for="cvc">Security code</label>
        <p class="hint" id="cvc-hint">The last 3 digits on the back of the card</p>
        <p class="error" id="cvc-error" hidden></p>
        <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" aria-describedby="cvc-hint">
      </div>
    </div>
    <div class="field" id="nameOnCard-field">
      <label for="nameOnCard">Name on card</label>
      <p class="error" id="nameOnCard-error" hidden></p>
      <input id="nameOnCard" name="nameOnCard" autocomplete="cc-name" maxlength="100">
    </div>
    <button type="submit" id="pay-button">Pay now</button>
    <p class="sandbox">Sandbox payment page: no real money is taken.</p>
  </form>
  <p id="loading">Loading the payment page…</p>
</main>
</body>
</html>
`;
}
