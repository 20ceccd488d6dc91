import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guessVerdict, GUESS_LIMITS } from './guess-throttle';
import {
  voucherExpiry,
  voucherPays,
  whyVoucherCannotPay,
  whyVoucherNotRefundable,
  type VoucherState,
  type VoucherUse,
} from './voucher-rules';

const money = (balancePence: number, over: Partial<VoucherState> = {}): VoucherState => ({
  kind: 'money',
  status: 'active',
  balancePence,
  expiresOn: '2028-11-26',
  packageId: null,
  guests: null,
  ...over,
});
const use = (owedPence: number, over: Partial<VoucherUse> = {}): VoucherUse => ({
  today: '2026-11-26',
  owedPence,
  packageId: 'ELM-LUNCH',
  guests: 2,
  packagePricePence: 15_900,
  ...over,
});
const day = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('voucherExpiry', () => {
  it('is the same day 24 months on', () => {
    expect(voucherExpiry('2026-11-26', 24)).toBe('2028-11-26');
  });

  it('is the last day of the month when the month has no such day', () => {
    expect(voucherExpiry('2028-02-29', 12)).toBe('2029-02-28');
    expect(voucherExpiry('2026-08-31', 6)).toBe('2027-02-28');
  });

  it('is always later than the day of issue, by at most the months asked for', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 120 }), (issued, months) => {
        const expiry = voucherExpiry(issued, months);
        expect(expiry > issued).toBe(true);
        const days = (Date.parse(expiry) - Date.parse(issued)) / 86_400_000;
        expect(days).toBeLessThanOrEqual(months * 31);
        expect(days).toBeGreaterThanOrEqual(months * 28 - 3);
      }),
    );
  });
});

describe('what a voucher pays', () => {
  it('a money voucher pays its balance, never more than the booking owes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (balance, owed) => {
        const paid = voucherPays(money(balance), use(owed));
        expect(paid).toBe(Math.min(balance, owed));
      }),
    );
  });

  it('pays nothing, and says why, when expired, used, cancelled or the booking is paid', () => {
    expect(whyVoucherCannotPay(money(5_000, { expiresOn: '2026-11-25' }), use(100))).toMatch(
      /expired on Wed 25th November 2026.*extend/,
    );
    expect(whyVoucherCannotPay(money(0), use(100))).toMatch(/used in full/);
    expect(whyVoucherCannotPay(money(5_000, { status: 'void' }), use(100))).toMatch(/cancelled/);
    expect(whyVoucherCannotPay(money(5_000), use(0))).toMatch(/nothing left to pay/);
    expect(voucherPays(money(5_000, { expiresOn: '2026-11-25' }), use(100))).toBe(0);
  });

  it('can still be used on its last day', () => {
    expect(voucherPays(money(5_000, { expiresOn: '2026-11-26' }), use(100))).toBe(100);
  });

  it('an experience voucher pays its package for its guests at the booking price, the rest otherwise', () => {
    const experience = money(31_800, { kind: 'experience', packageId: 'ELM-LUNCH', guests: 2 });
    expect(voucherPays(experience, use(40_000, { guests: 3 }))).toBe(31_800);
    expect(voucherPays(experience, use(30_000))).toBe(30_000);
  });

  it('an experience voucher names its package and party when the booking is another', () => {
    const experience = money(31_800, { kind: 'experience', packageId: 'ELM-LUNCH', guests: 2 });
    const named = { voucherPackageName: 'Spa Day with Lunch' };
    expect(whyVoucherCannotPay(experience, use(1, { packageId: 'ELM-ESCAPE', ...named }))).toBe(
      'This voucher is for Spa Day with Lunch: choose that Spa Day to use it.',
    );
    expect(whyVoucherCannotPay(experience, use(1, { guests: 1, ...named }))).toMatch(/book for 2 guests/);
  });
});

describe('guessVerdict', () => {
  const counts = fc.record({ addressFailures: fc.nat(50), globalFailures: fc.nat(5_000) });

  it('never refuses an address that has not failed, however many fail elsewhere', () => {
    fc.assert(
      fc.property(fc.nat(1e6), (globalFailures) => {
        expect(guessVerdict({ addressFailures: 0, globalFailures }, GUESS_LIMITS)).toBe('look-up');
      }),
    );
  });

  it('refuses an address at its own limit, and a failing address while everyone is guessing', () => {
    fc.assert(
      fc.property(counts, (c) => {
        const refused = guessVerdict(c, GUESS_LIMITS) === 'refuse';
        const expected =
          c.addressFailures >= GUESS_LIMITS.perAddress ||
          (c.addressFailures > 0 && c.globalFailures >= GUESS_LIMITS.global);
        expect(refused).toBe(expected);
      }),
    );
  });
});

describe('whyVoucherNotRefundable', () => {
  const sold = { status: 'active' as const, valuePence: 20_000, balancePence: 20_000 };
  it('lets an unspent voucher bought online be refunded, once', () => {
    expect(whyVoucherNotRefundable(sold, { refundState: null })).toBeNull();
    expect(whyVoucherNotRefundable(sold, { refundState: 'owed' })).toMatch(/already been refunded/);
  });
  it('refuses a voucher given at the desk, a voided one and one spent in part, saying what can be done', () => {
    expect(whyVoucherNotRefundable(sold, null)).toMatch(/not bought online.*void it instead/);
    expect(whyVoucherNotRefundable({ ...sold, status: 'void' }, { refundState: null })).toMatch(/voided/);
    expect(whyVoucherNotRefundable({ ...sold, balancePence: 5_000 }, { refundState: null })).toMatch(
      /spent in part.*void it/,
    );
  });
});
