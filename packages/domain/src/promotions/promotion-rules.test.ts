import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../engine/testing/property-runs';
import { PromotionFormSchema, promotionFormValues } from '../contract/promotion.schemas';
import {
  discountOf,
  eligiblePence,
  promotionLines,
  promotionOutcome,
  readPromotionCode,
  scopeWords,
  type Promotion,
  type PromotionBooking,
  type PromotionCounts,
  type PromotionLine,
} from './promotion-rules';

const promotion = (over: Partial<Promotion> = {}): Promotion => ({
  code: 'SPRING20',
  kind: 'percent',
  percent: 20,
  amountPence: null,
  packageIds: [],
  treatmentIds: [],
  visitFrom: null,
  visitTo: null,
  validFrom: null,
  validUntil: null,
  firstBookingOnly: false,
  perGuestCap: null,
  totalCap: null,
  status: 'active',
  ...over,
});
const treatmentLine = (amountPence: number, id = 'swedish-massage'): PromotionLine => ({
  kind: 'treatment',
  id,
  amountPence,
});
const booking = (lines: PromotionLine[], over: Partial<PromotionBooking> = {}): PromotionBooking => ({
  today: '2026-11-26',
  visitDate: '2026-12-10',
  lines,
  ...over,
});
const noUses: PromotionCounts = { totalUses: 0, guestUses: 0, earlierBookings: 0 };
const catalogue = {
  SpaDays: [
    { PremierId: 'ELM-LUNCH', DisplayName: 'Spa Day with Lunch' },
    { PremierId: 'ELM-GARDEN', DisplayName: 'Garden Relax Day' },
  ],
  Treatments: [
    { Id: 'swedish-massage', DisplayName: 'Swedish Massage', Durations: [{ Code: 'SWED-60' }] },
    { Id: 'reflexology', DisplayName: 'Reflexology', Durations: [{ Code: 'REFL-45' }] },
  ],
} as unknown as Parameters<typeof promotionLines>[0];

describe('readPromotionCode', () => {
  it('reads any case, spaces and hyphens as the stored capitals', () => {
    expect(readPromotionCode(' spring-20 ')).toBe('SPRING20');
  });

  it('is null for what cannot be a promotion code: too short, too long (a voucher), other signs', () => {
    expect(readPromotionCode('ab')).toBeNull();
    expect(readPromotionCode('7KQ2-M9XH-4TRB-W3NF')).toBeNull();
    expect(readPromotionCode('SPRING£20')).toBeNull();
  });
});

describe('promotionLines', () => {
  it('tells a Spa Day, a treatment (by its Id) and an extra apart', () => {
    const lines = promotionLines(catalogue, [
      { Code: 'ELM-LUNCH', Amount: 31_800 },
      { Code: 'SWED-60', Amount: 3_000 },
      { Code: 'PROSECCO', Amount: 1_500 },
    ]);
    expect(lines).toEqual([
      { kind: 'package', id: 'ELM-LUNCH', amountPence: 31_800 },
      { kind: 'treatment', id: 'swedish-massage', amountPence: 3_000 },
      { kind: 'extra', id: '', amountPence: 1_500 },
    ]);
  });
});

describe('promotionOutcome', () => {
  it('takes 20% off a treatment booking, rounded down to the penny', () => {
    expect(promotionOutcome(promotion(), booking([treatmentLine(9_099)]), noUses)).toEqual({
      ok: true,
      discountPence: 1_819,
      eligiblePence: 9_099,
    });
  });

  it('takes a fixed amount off only the lines it applies to', () => {
    const spaDays = promotion({
      kind: 'fixed',
      percent: null,
      amountPence: 5_000,
      packageIds: ['ELM-LUNCH'],
    });
    const lines: PromotionLine[] = [
      { kind: 'package', id: 'ELM-LUNCH', amountPence: 3_000 },
      treatmentLine(9_000),
    ];
    expect(promotionOutcome(spaDays, booking(lines), noUses)).toEqual({
      ok: true,
      discountPence: 3_000,
      eligiblePence: 3_000,
    });
  });

  it('says a Spa-Day-only code takes nothing off a treatment booking', () => {
    const spaDays = promotion({ packageIds: ['ELM-LUNCH', 'ELM-GARDEN'] });
    const outcome = promotionOutcome(
      spaDays,
      booking([treatmentLine(9_000)]),
      noUses,
      scopeWords(spaDays, catalogue),
    );
    expect(outcome).toEqual({
      ok: false,
      reason: 'This code applies to Spa Days only: it takes nothing off this booking.',
    });
  });

  it('names the visit dates it is for', () => {
    const winter = promotion({ visitFrom: '2026-12-01', visitTo: '2027-01-31' });
    expect(
      promotionOutcome(winter, booking([treatmentLine(9_000)], { visitDate: '2027-02-02' }), noUses),
    ).toEqual({
      ok: false,
      reason:
        'This code is for visits from 1st December 2026 to 31st January 2027: choose a date in those days to use it.',
    });
  });

  it('says when it expired, and from when it can be used', () => {
    const lines = [treatmentLine(9_000)];
    expect(promotionOutcome(promotion({ validUntil: '2026-11-25' }), booking(lines), noUses)).toEqual({
      ok: false,
      reason: 'This code has expired on 25th November 2026.',
    });
    expect(promotionOutcome(promotion({ validFrom: '2026-11-27' }), booking(lines), noUses)).toMatchObject({
      ok: false,
      reason: 'This code can be used from 27th November 2026.',
    });
    expect(promotionOutcome(promotion({ validUntil: '2026-11-26' }), booking(lines), noUses).ok).toBe(true);
  });

  it('refuses a paused or ended code', () => {
    const lines = [treatmentLine(9_000)];
    expect(promotionOutcome(promotion({ status: 'paused' }), booking(lines), noUses)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('paused'),
    });
    expect(promotionOutcome(promotion({ status: 'ended' }), booking(lines), noUses)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('ended'),
    });
  });

  it('keeps its caps and the first booking rule', () => {
    const lines = [treatmentLine(9_000)];
    expect(
      promotionOutcome(promotion({ totalCap: 100 }), booking(lines), { ...noUses, totalUses: 100 }),
    ).toEqual({ ok: false, reason: 'This code has been used as many times as it can be.' });
    expect(
      promotionOutcome(promotion({ perGuestCap: 1 }), booking(lines), { ...noUses, guestUses: 1 }),
    ).toEqual({
      ok: false,
      reason: 'This code can be used once by each guest, and you have used it already.',
    });
    expect(
      promotionOutcome(promotion({ firstBookingOnly: true }), booking(lines), {
        ...noUses,
        earlierBookings: 1,
      }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('first booking') });
    expect(
      promotionOutcome(promotion({ totalCap: 100, perGuestCap: 1 }), booking(lines), {
        ...noUses,
        totalUses: 99,
      }).ok,
    ).toBe(true);
  });
});

// ------------------------------------------------------------------- properties

const day = fc
  .date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const ids = ['a', 'b', 'c'];
const lineArb: fc.Arbitrary<PromotionLine> = fc.record({
  kind: fc.constantFrom('package' as const, 'treatment' as const, 'extra' as const),
  id: fc.constantFrom(...ids),
  amountPence: fc.integer({ min: 0, max: 200_000 }),
});
const promotionArb: fc.Arbitrary<Promotion> = fc
  .record({
    kind: fc.constantFrom('percent' as const, 'fixed' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    amountPence: fc.integer({ min: 100, max: 100_000 }),
    packageIds: fc.subarray(ids),
    treatmentIds: fc.subarray(ids),
    visitFrom: fc.option(day),
    visitTo: fc.option(day),
    validFrom: fc.option(day),
    validUntil: fc.option(day),
    firstBookingOnly: fc.boolean(),
    perGuestCap: fc.option(fc.integer({ min: 1, max: 5 })),
    totalCap: fc.option(fc.integer({ min: 1, max: 5 })),
    status: fc.constantFrom('active' as const, 'active' as const, 'paused' as const, 'ended' as const),
  })
  .map((p) => ({
    ...p,
    code: 'PROP',
    percent: p.kind === 'percent' ? p.percent : null,
    amountPence: p.kind === 'fixed' ? p.amountPence : null,
  }));
const bookingArb = fc.record({ today: day, visitDate: day, lines: fc.array(lineArb, { maxLength: 6 }) });
const countsArb = fc.record({
  totalUses: fc.integer({ min: 0, max: 6 }),
  guestUses: fc.integer({ min: 0, max: 6 }),
  earlierBookings: fc.integer({ min: 0, max: 2 }),
});
const RUNS = { numRuns: propertyRuns() };

/** Eligibility written out again, condition by condition, to hold the function to. */
function eligible(p: Promotion, b: PromotionBooking, c: PromotionCounts): boolean {
  const within = (d: string, from: string | null, to: string | null) =>
    (from === null || d >= from) && (to === null || d <= to);
  return (
    p.status === 'active' &&
    within(b.today, p.validFrom, p.validUntil) &&
    within(b.visitDate, p.visitFrom, p.visitTo) &&
    (p.totalCap === null || c.totalUses < p.totalCap) &&
    (p.perGuestCap === null || c.guestUses < p.perGuestCap) &&
    (!p.firstBookingOnly || c.earlierBookings === 0) &&
    eligiblePence(p, b.lines) > 0
  );
}

describe('promotionOutcome, for any promotion, booking and uses', () => {
  it('gives a discount from 0 up to the eligible lines, within the whole booking', () => {
    fc.assert(
      fc.property(promotionArb, bookingArb, countsArb, (p, b, c) => {
        const outcome = promotionOutcome(p, b, c);
        if (!outcome.ok) return;
        const total = b.lines.reduce((sum, l) => sum + l.amountPence, 0);
        expect(outcome.discountPence).toBeGreaterThanOrEqual(0);
        expect(outcome.discountPence).toBeLessThanOrEqual(outcome.eligiblePence);
        expect(outcome.eligiblePence).toBeLessThanOrEqual(total);
        expect(Number.isInteger(outcome.discountPence)).toBe(true);
      }),
      RUNS,
    );
  });

  it('refuses exactly when the booking is not eligible, always with a reason', () => {
    fc.assert(
      fc.property(promotionArb, bookingArb, countsArb, (p, b, c) => {
        const outcome = promotionOutcome(p, b, c);
        expect(outcome.ok).toBe(eligible(p, b, c));
        if (!outcome.ok) expect(outcome.reason.length).toBeGreaterThan(10);
      }),
      RUNS,
    );
  });

  it('takes no less for a larger percentage, nor from a larger eligible total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (a, b, x, y) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const [small, large] = x <= y ? [x, y] : [y, x];
          const at = (percent: number, pence: number) =>
            discountOf({ kind: 'percent', percent, amountPence: null }, pence);
          expect(at(low, small)).toBeLessThanOrEqual(at(high, small));
          expect(at(low, small)).toBeLessThanOrEqual(at(low, large));
          // Rounded in the resort's favour: never above the exact share.
          expect(at(low, small) * 100).toBeLessThanOrEqual(low * small);
        },
      ),
      RUNS,
    );
  });

  it('never takes more than a fixed amount, nor more than the eligible total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (amount, pence) => {
          const off = discountOf({ kind: 'fixed', percent: null, amountPence: amount }, pence);
          expect(off).toBe(Math.min(amount, pence));
        },
      ),
      RUNS,
    );
  });
});

describe('PromotionFormSchema', () => {
  it('makes the form into the request: capitals, pence, empty fields as none', () => {
    const parsed = PromotionFormSchema.parse({
      ...promotionFormValues(null),
      Code: 'spring 20',
      Kind: 'fixed',
      Amount: '15.50',
      TotalCap: '100',
      VisitFrom: '2026-12-01',
    });
    expect(parsed).toMatchObject({
      Code: 'SPRING20',
      Kind: 'fixed',
      AmountPence: 1_550,
      Percent: null,
      TotalCap: 100,
      PerGuestCap: null,
      VisitFrom: '2026-12-01',
      VisitTo: null,
    });
  });

  it('names the field of each mistake', () => {
    const result = PromotionFormSchema.safeParse({
      ...promotionFormValues(null),
      Code: 'x',
      Percent: '',
      ValidFrom: '2027-01-02',
      ValidUntil: '2027-01-01',
    });
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['Code', 'Percent', 'ValidUntil']));
  });
});
