const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The card page's HTML. No inline script or style (the CSP forbids them): the
 * behaviour is card.js and the look card.css; the page session and the parent's
 * origin travel as data attributes.
 */
export function renderCardPage({ sessionId, parentOrigin }: { sessionId: string; parentOrigin: string }) {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card payment</title>
<link rel="stylesheet" href="/pay/card.css">
<script type="module" src="/pay/card.js"></script>
</head>
<body data-page-session="${escapeHtml(sessionId)}" data-parent-origin="${escapeHtml(parentOrigin)}">
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
    <p class="sandbox">Sandbox payment provider: no real money is taken.</p>
  </form>
  <p id="loading">Loading the payment page…</p>
</main>
</body>
</html>
`;
}

/** The 3-D Secure challenge, as the card's bank would show it: Approve or Fail, no script needed. */
export function renderChallengePage({
  sessionId,
  parentOrigin,
  amountPence,
}: {
  sessionId: string;
  parentOrigin: string;
  amountPence: number;
}) {
  const action = `/pay/${encodeURIComponent(sessionId)}/challenge?parent=${encodeURIComponent(parentOrigin)}`;
  const pounds = (amountPence / 100).toFixed(2);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confirm it is you</title>
<link rel="stylesheet" href="/pay/card.css">
</head>
<body>
<main class="card">
  <h1 class="challenge-title">Confirm it is you</h1>
  <p>Your bank asks you to approve a payment of £${pounds} to Elmstead Hall.</p>
  <p class="sandbox">Sandbox 3-D Secure challenge: choose the outcome.</p>
  <form method="post" action="${escapeHtml(action)}" class="challenge">
    <button type="submit" name="decision" value="approve">Approve</button>
    <button type="submit" name="decision" value="fail" class="secondary">Fail</button>
  </form>
</main>
</body>
</html>
`;
}
