/**
 * The card page's rules, checked again by the server (the page's own checks are a
 * convenience; these are the authority). Messages follow the public-service pattern:
 * they say what to do.
 */

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
  nameOnCard: string;
}

interface CardFieldError {
  field: keyof CardInput;
  message: string;
}

interface CheckedCard {
  digits: string;
  masked: string;
}

/** Digits only: the number as typed, with its spaces and dashes dropped. */
const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/**
 * Does the number pass the Luhn checksum?
 *
 * @example passesLuhn('4242424242424242') // true
 * @example passesLuhn('4242424242424241') // false
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** '**** 4242': all the booking side ever sees of a card. */
const maskCard = (digits: string) => `**** ${digits.slice(-4)}`;

/**
 * Checks a card as submitted; `today` is the caller's clock ({year, month} 1-12),
 * so that an expiry in the current month is still valid.
 */
export function checkCard(
  card: CardInput,
  today: { year: number; month: number },
): { ok: true; card: CheckedCard } | { ok: false; errors: CardFieldError[] } {
  const errors: CardFieldError[] = [];
  const digits = cardDigits(card.cardNumber);
  if (digits === '') errors.push({ field: 'cardNumber', message: 'Enter your card number' });
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    errors.push({ field: 'cardNumber', message: 'Enter a valid card number' });

  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  if (card.expiry.trim() === '') errors.push({ field: 'expiry', message: 'Enter the expiry date' });
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12)
    errors.push({ field: 'expiry', message: 'Enter the expiry date as MM/YY, for example 04/29' });
  else {
    const year = 2000 + Number(expiry[2]);
    const month = Number(expiry[1]);
    if (year < today.year || (year === today.year && month < today.month))
      errors.push({ field: 'expiry', message: 'The expiry date must be in the future' });
  }

  if (card.cvc.trim() === '') errors.push({ field: 'cvc', message: 'Enter the security code' });
  else if (!/^\d{3,4}$/.test(card.cvc.trim()))
    errors.push({ field: 'cvc', message: 'Enter the 3 or 4 digit security code' });

  if (card.nameOnCard.trim() === '')
    errors.push({ field: 'nameOnCard', message: 'Enter the name on the card' });
  else if (card.nameOnCard.trim().length > 100)
    errors.push({ field: 'nameOnCard', message: 'The name on the card must be 100 characters or fewer' });

  return errors.length > 0 ? { ok: false, errors } : { ok: true, card: { digits, masked: maskCard(digits) } };
}

/** The sandbox's test cards (README): everything else that passes the checks is approved. */
export const TEST_CARDS = {
  /** Asks for a 3-D Secure challenge (the hosted page only), then approved or declined there. */
  challenge: '4000002760003184',
  approved: '4242424242424242',
  declined: '4000000000000002',
  processingError: '4000000000000119',
  /** Approved when the guest pays; once kept, every off-session charge on it is declined. */
  keptCardDeclines: '4000000000000341',
} as const;

type SandboxOutcome =
  { status: 'approved' } | { status: 'declined'; reason: string } | { status: 'error'; reason: string };

/** What the sandbox "bank" answers for a card that passed the checks. */
export function sandboxOutcome(digits: string): SandboxOutcome {
  if (digits === TEST_CARDS.declined)
    return { status: 'declined', reason: 'Your card was declined by your bank. Please try another card.' };
  if (digits === TEST_CARDS.processingError)
    return {
      status: 'error',
      reason: 'We could not process your payment. No money was taken. Please try again.',
    };
  return { status: 'approved' };
}
