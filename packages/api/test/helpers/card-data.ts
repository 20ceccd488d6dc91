import { passesLuhn } from '../../src/sandbox-provider/card-rules';

/** A card number (a Luhn-valid run of 13–19 digits, spaced as typed or not), or a card form's field. */
export function holdsCardData(body: string): boolean {
  if (/cardNumber|"cvc"|"expiry"|nameOnCard/.test(body)) return true;
  const runs = body.replace(/(\d{4}) (?=\d)/g, '$1').match(/\d{13,19}/g) ?? [];
  return runs.some(passesLuhn);
}
