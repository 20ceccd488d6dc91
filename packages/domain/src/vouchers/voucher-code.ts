/**
 * Gift voucher codes (issue 23, decision 0340): 15 random characters of Crockford's
 * base 32 (75 bits) and a check character, printed in four groups of four
 * ("7KQ2-M9XH-4TRB-W3NF"). Case, spaces and separators are ignored, and the letters
 * people confuse with digits (O, I, L) read as those digits. The check character
 * (Luhn mod 32) catches a mistyped character or two neighbours swapped before any
 * look-up, so a holder's typing slip is never counted as a guess.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford: no I, L, O, U
const RANDOM_CHARACTERS = 15;
/** The code's length without separators: the random characters and the check character. */
export const VOUCHER_CODE_LENGTH = RANDOM_CHARACTERS + 1;
/** Random bytes a new code takes (one per character: 256 is a multiple of 32, so each is uniform). */
export const VOUCHER_CODE_RANDOM_BYTES = RANDOM_CHARACTERS;

const valueOf = (character: string) => ALPHABET.indexOf(character);

/** Luhn mod N over the alphabet: the character that makes the code's weighted sum a multiple of 32. */
function checkCharacter(body: string): string {
  const n = ALPHABET.length;
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    const addend = factor * valueOf(body[i]!);
    sum += Math.floor(addend / n) + (addend % n);
    factor = factor === 2 ? 1 : 2;
  }
  return ALPHABET[(n - (sum % n)) % n]!;
}

/**
 * A new code from `random` (at least 15 bytes from a cryptographic source; the caller
 * gives them, the domain reads no entropy itself), without separators.
 *
 * @example newVoucherCode(new Uint8Array(15)) // '000000000000000' + its check character
 */
export function newVoucherCode(random: Uint8Array): string {
  if (random.length < RANDOM_CHARACTERS)
    throw new Error(`a voucher code needs ${RANDOM_CHARACTERS} random bytes`);
  let body = '';
  for (let i = 0; i < RANDOM_CHARACTERS; i++) body += ALPHABET[random[i]! & 31];
  return body + checkCharacter(body);
}

/** What a guest typed, as the code it may be: upper case, no separators, O/I/L as 0/1/1. */
export function normaliseVoucherCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s\-_./·–—]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/**
 * A typed code as a voucher code, or why it cannot be one. `null`: not shaped like a
 * voucher code at all (it may be a promotion code); 'mistyped': voucher-shaped, but
 * its check character does not match (a slip, never a guess worth counting).
 */
export function readVoucherCode(typed: string): { code: string } | 'mistyped' | null {
  const code = normaliseVoucherCode(typed);
  if (code.length !== VOUCHER_CODE_LENGTH || [...code].some((c) => valueOf(c) < 0)) return null;
  return checkCharacter(code.slice(0, -1)) === code.at(-1) ? { code } : 'mistyped';
}

/**
 * The code as printed: groups of four joined by hyphens.
 *
 * @example formatVoucherCode('7KQ2M9XH4TRBW3NF') // '7KQ2-M9XH-4TRB-W3NF'
 */
export function formatVoucherCode(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join('-');
}

/** The last four characters, for lists and ledger lines that must not reveal a spendable code. */
export const voucherCodeEnding = (code: string) => code.slice(-4);
