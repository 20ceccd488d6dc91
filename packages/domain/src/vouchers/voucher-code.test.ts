import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatVoucherCode,
  newVoucherCode,
  readVoucherCode,
  VOUCHER_CODE_LENGTH,
  VOUCHER_CODE_RANDOM_BYTES,
} from './voucher-code';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const random = fc.uint8Array({ minLength: VOUCHER_CODE_RANDOM_BYTES, maxLength: VOUCHER_CODE_RANDOM_BYTES });
const code = random.map(newVoucherCode);

describe('voucher codes', () => {
  it('carry at least 60 random bits', () => {
    expect((VOUCHER_CODE_LENGTH - 1) * Math.log2(ALPHABET.length)).toBeGreaterThanOrEqual(60);
  });

  it('prints in four groups of four', () => {
    fc.assert(
      fc.property(code, (c) => {
        expect(formatVoucherCode(c)).toMatch(/^(\w{4}-){3}\w{4}$/);
      }),
    );
  });

  it('reads back however it is typed: any case, spaces or hyphens, O for 0 and I or L for 1', () => {
    fc.assert(
      fc.property(code, fc.constantFrom(' ', '-', '', ' - '), fc.boolean(), (c, separator, lower) => {
        let typed = (c.match(/.{4}/g) ?? []).join(separator);
        if (lower) typed = typed.toLowerCase();
        typed = typed.replace(/0/g, 'O').replace(/1/g, lower ? 'l' : 'I');
        expect(readVoucherCode(typed)).toEqual({ code: c });
      }),
    );
  });

  it('catches any one character mistyped', () => {
    fc.assert(
      fc.property(code, fc.nat(VOUCHER_CODE_LENGTH - 1), fc.nat(31), (c, at, to) => {
        fc.pre(ALPHABET[to] !== c[at]);
        const typo = c.slice(0, at) + ALPHABET[to] + c.slice(at + 1);
        expect(readVoucherCode(typo)).toBe('mistyped');
      }),
    );
  });

  it('catches two neighbours swapped, unless they are 0 and Z (Luhn mod 32 cannot see that one)', () => {
    fc.assert(
      fc.property(code, fc.nat(VOUCHER_CODE_LENGTH - 2), (c, at) => {
        const [a, b] = [c[at]!, c[at + 1]!];
        fc.pre(a !== b && !(new Set([a, b]).has('0') && new Set([a, b]).has('Z')));
        const swapped = c.slice(0, at) + b + a + c.slice(at + 2);
        expect(readVoucherCode(swapped)).toBe('mistyped');
      }),
    );
  });

  it('says a word that is not shaped like a voucher code is none (it may be a promotion code)', () => {
    expect(readVoucherCode('SPRING20')).toBeNull();
    expect(readVoucherCode('')).toBeNull();
    expect(readVoucherCode('UUUU-UUUU-UUUU-UUUU')).toBeNull();
  });

  it('uses every character of the alphabet evenly from uniform bytes', () => {
    const seen = new Set(
      Array.from({ length: 256 }, (_, i) => newVoucherCode(new Uint8Array(15).fill(i))[0]),
    );
    expect(seen.size).toBe(32);
  });
});
