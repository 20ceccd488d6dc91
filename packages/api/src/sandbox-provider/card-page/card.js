/* global document, window, HTMLElement */
// The sandbox provider's card page, on the provider's origin: checks as the guest types
// (the provider checks again), posts the card to the provider only, and tells the framing page the outcome
// with postMessage to the one origin it trusts.

const body = document.body;
const pageSession = body.dataset.pageSession || '';
const parentOrigin = body.dataset.parentOrigin || '';
const FIELDS = ['cardNumber', 'expiry', 'cvc', 'nameOnCard'];

const $ = (id) => document.getElementById(id);
const form = $('card-form');
const button = $('pay-button');
/** The button's words: 'Keep my card' for a card guarantee (amount 0). */
let buttonLabel = 'Pay now';
const summary = $('error-summary');
const result = $('result');

function tellParent(message) {
  if (window.parent !== window && parentOrigin)
    window.parent.postMessage(
      { source: 'spa-card-page', iPageSessionId: pageSession, ...message },
      parentOrigin,
    );
}

function formatPounds(pence) {
  return pence % 100 === 0 ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;
}

function passesLuhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function check(values) {
  const errors = [];
  const digits = values.cardNumber.replace(/[\s-]/g, '');
  if (!digits) errors.push(['cardNumber', 'Enter your card number']);
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    errors.push(['cardNumber', 'Enter a valid card number']);
  const m = /^(\d{2})\/(\d{2})$/.exec(values.expiry.trim());
  if (!values.expiry.trim()) errors.push(['expiry', 'Enter the expiry date']);
  else if (!m || Number(m[1]) < 1 || Number(m[1]) > 12)
    errors.push(['expiry', 'Enter the expiry date as MM/YY, for example 04/29']);
  else {
    const now = new Date();
    const year = 2000 + Number(m[2]);
    const month = Number(m[1]);
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
      errors.push(['expiry', 'The expiry date must be in the future']);
  }
  if (!values.cvc.trim()) errors.push(['cvc', 'Enter the security code']);
  else if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.push(['cvc', 'Enter the 3 or 4 digit security code']);
  if (!values.nameOnCard.trim()) errors.push(['nameOnCard', 'Enter the name on the card']);
  return errors;
}

function showErrors(errors) {
  const list = $('error-list');
  list.replaceChildren();
  for (const field of FIELDS) {
    const input = $(field);
    const error = $(`${field}-error`);
    const found = errors.find(([name]) => name === field);
    const hint = $(`${field}-hint`) ? `${field}-hint` : '';
    if (found) {
      error.textContent = found[1];
      error.hidden = false;
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', `${hint} ${field}-error`.trim());
      $(`${field}-field`).classList.add('has-error');
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = `#${field}`;
      link.textContent = found[1];
      link.addEventListener('click', (event) => {
        event.preventDefault();
        input.focus();
      });
      item.append(link);
      list.append(item);
    } else {
      error.hidden = true;
      input.removeAttribute('aria-invalid');
      if (hint) input.setAttribute('aria-describedby', hint);
      else input.removeAttribute('aria-describedby');
      $(`${field}-field`).classList.remove('has-error');
    }
  }
  summary.hidden = errors.length === 0;
  if (errors.length > 0) summary.focus();
}

function showResult(text, kind) {
  result.textContent = text;
  result.className = `notice ${kind}`;
  result.hidden = !text;
}

// Spaced as typed: groups of four digits.
$('cardNumber').addEventListener('input', (event) => {
  const input = event.target;
  const digits = input.value.replace(/\D/g, '').slice(0, 19);
  const spaced = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  if (spaced !== input.value) input.value = spaced;
});
$('expiry').addEventListener('input', (event) => {
  const input = event.target;
  const digits = input.value.replace(/\D/g, '').slice(0, 4);
  const next = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  if (next !== input.value && !(input.value.endsWith('/') && digits.length === 2)) input.value = next;
});

function approved(answer) {
  form.hidden = true;
  showResult(`Payment successful. Card ${answer.cardMasked || ''}`.trim(), 'success');
  tellParent({ status: 'approved' });
}

let busy = false;
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (busy) return; // a double click sends one attempt (and the server locks the row anyway)
  const values = Object.fromEntries(FIELDS.map((f) => [f, $(f).value]));
  const errors = check(values);
  showErrors(errors);
  if (errors.length > 0) return;
  busy = true;
  button.disabled = true;
  button.textContent = 'Processing…';
  showResult('', '');
  try {
    const response = await fetch(`/pay/${encodeURIComponent(pageSession)}/authorise`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
    });
    const answer = await response.json().catch(() => ({}));
    if (response.status === 400 && Array.isArray(answer.errors)) {
      showErrors(answer.errors.map((e) => [e.field, e.message]));
    } else if (!response.ok) {
      showResult(answer.message || 'We could not process your payment. Please try again.', 'failure');
      tellParent({ status: 'error', reason: answer.message });
    } else if (answer.status === 'approved') {
      approved(answer);
      return;
    } else if (answer.status === 'challenge') {
      window.location.assign(`${answer.challengeUrl}?parent=${encodeURIComponent(parentOrigin)}`);
      return;
    } else {
      showResult(answer.reason || 'Your payment was not taken. Please try again.', 'failure');
      $('cvc').value = '';
      tellParent({ status: answer.status, reason: answer.reason });
      result.focus();
    }
  } catch {
    showResult('We could not reach the payment service. Please try again.', 'failure');
  }
  busy = false;
  button.disabled = false;
  button.textContent = buttonLabel;
});

async function load() {
  const loading = $('loading');
  if (!pageSession) {
    loading.textContent = 'This payment page has expired. Please go back and try again.';
    return;
  }
  try {
    const response = await fetch(`/pay/${encodeURIComponent(pageSession)}/status`, {
      headers: { accept: 'application/json' },
    });
    const answer = await response.json();
    if (!response.ok) {
      loading.textContent = answer.message || 'This payment page has expired. Please go back and try again.';
      return;
    }
    loading.hidden = true;
    const amount = $('amount');
    amount.textContent =
      answer.amount > 0
        ? `Amount to pay: ${formatPounds(answer.amount)}`
        : 'Nothing is charged now: your card is kept for the cancellation policy.';
    if (answer.amount === 0) {
      buttonLabel = 'Keep my card';
      button.textContent = buttonLabel;
    }
    amount.hidden = false;
    if (answer.state === 'authorised' || answer.state === 'captured') approved(answer);
    else if (answer.state === 'open') {
      form.hidden = false;
      if (answer.lastError) {
        showResult(answer.lastError, 'failure');
        tellParent({ status: 'declined', reason: answer.lastError });
      } else tellParent({ status: 'ready' });
    } else loading.textContent = 'This payment page has expired. Please go back and try again.';
  } catch {
    loading.textContent = 'We could not reach the payment service. Please try again.';
  }
}

if (result instanceof HTMLElement) result.tabIndex = -1;
load();
