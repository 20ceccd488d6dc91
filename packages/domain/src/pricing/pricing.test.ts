import { describe, expect, it } from 'vitest';
import { findExtraSlots } from '../contract/availability-answers';
import fc from 'fast-check';
import { buildTestCatalogue } from '../engine/testing/build-test-catalogue';
import { LineItemSchema } from '../contract/spa.schemas';
import { NOTHING_TAKEN } from '../engine/taken';
import { PricingError } from './line-items';
import { priceAddOns } from './price-add-ons';
import { priceSpaDay, treatmentPriceDifference } from './price-spa-day';
import { priceTreatmentBooking } from './price-treatment-booking';

const catalogue = buildTestCatalogue();
const spaDay = catalogue.SpaDays[0]!;

describe('treatmentPriceDifference', () => {
  it('is the chosen duration’s price less the included duration’s price', () => {
    expect(treatmentPriceDifference(catalogue, spaDay, 'M80')).toBe(3000);
    expect(treatmentPriceDifference(catalogue, spaDay, 'M50')).toBe(0);
  });

  it('is null for a treatment the package does not include', () => {
    expect(treatmentPriceDifference(catalogue, spaDay, 'ADD30')).toBeNull();
  });
});

describe('priceSpaDay', () => {
  it('adds guests × package price, upgrades, group add-ons, treatment extras, mud and garden extras', () => {
    const bill = priceSpaDay(catalogue, {
      PremierId: 'DAY',
      partySize: 3,
      treatments: [
        { guestIndex: 0, code: 'M80' },
        { guestIndex: 1, code: 'M50' },
        { guestIndex: 2, code: 'F50' },
      ],
      groupAddOns: [{ code: 'GARDENPASS' }],
      treatmentExtras: [{ guestIndex: 0, code: 'ADD30' }],
      mudExtra: { code: 'MUD', guests: 2 },
      gardenExtra: { code: 'GARDENPASS', guests: 2 },
    });
    // 3 × 9500 + 3000 + 3 × 2500 + 4500 + 5000 + 2 × 2500
    expect(bill.Total).toBe(28500 + 3000 + 7500 + 4500 + 5000 + 5000);
    expect(bill.LineItems.map((l) => [l.Code, l.Quantity, l.UnitPrice, l.Amount])).toEqual([
      ['DAY', 3, 9500, 28500],
      ['M80', 1, 3000, 3000],
      ['M50', 1, 0, 0],
      ['F50', 1, 0, 0],
      ['GARDENPASS', 3, 2500, 7500],
      ['ADD30', 1, 4500, 4500],
      ['MUD2', 1, 5000, 5000],
      ['GARDENPASS', 2, 2500, 5000],
    ]);
    for (const line of bill.LineItems) expect(LineItemSchema.safeParse(line).success).toBe(true);
  });

  it('charges the mud room one group price for the group’s size', () => {
    const price = (guests: number) =>
      priceSpaDay(catalogue, {
        PremierId: 'DAY',
        partySize: 4,
        treatments: [],
        mudExtra: { code: 'MUD', guests },
      }).Total -
      4 * 9500;
    expect([price(2), price(3), price(4)]).toEqual([5000, 7000, 9000]);
  });

  it('refuses an unknown package or a treatment the package does not include', () => {
    expect(() => priceSpaDay(catalogue, { PremierId: 'NOPE', partySize: 1, treatments: [] })).toThrow(
      PricingError,
    );
    expect(() =>
      priceSpaDay(catalogue, {
        PremierId: 'DAY',
        partySize: 1,
        treatments: [{ guestIndex: 0, code: 'ADD30' }],
      }),
    ).toThrow('items[0]');
  });

  it('totals are whole pence and the sum of the lines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.constantFrom('M50', 'M80', 'F50'), { maxLength: 8 }),
        (partySize, codes) => {
          const bill = priceSpaDay(catalogue, {
            PremierId: 'DAY',
            partySize,
            treatments: codes.map((code, i) => ({ guestIndex: i % partySize, code })),
          });
          expect(Number.isInteger(bill.Total)).toBe(true);
          expect(bill.Total).toBe(bill.LineItems.reduce((sum, l) => sum + l.Amount, 0));
          expect(bill.Total).toBeGreaterThanOrEqual(partySize * 9500);
        },
      ),
    );
  });
});

describe('priceTreatmentBooking', () => {
  /** Two guests: a 50- and an 80-minute massage, and an add-on treatment for the second. */
  const order = {
    partySize: 2,
    treatments: [
      { guestIndex: 0, code: 'M50' },
      { guestIndex: 1, code: 'M80' },
    ],
    treatmentExtras: [{ guestIndex: 1, code: 'ADD30' }],
  };

  it('charges each treatment at its standard price, plus add-ons', () => {
    const bill = priceTreatmentBooking(catalogue, order);
    expect(bill.Total).toBe(9000 + 12000 + 4500);
    expect(bill.LineItems[0]?.Description).toBe('MASSAGE (50 mins) for guest 1');
  });

  it('names the guest on each of their lines when the names are known', () => {
    const bill = priceTreatmentBooking(catalogue, {
      ...order,
      guestNames: ['Ada Lovelace', 'Brian Kernighan'],
    });
    expect(bill.LineItems.map((l) => l.Description)).toEqual([
      'MASSAGE (50 mins) for Ada Lovelace',
      'MASSAGE (80 mins) for Brian Kernighan',
      expect.stringMatching(/ for Brian Kernighan$/),
    ]);
    expect(bill.LineItems.some((l) => l.Description.includes('(guest'))).toBe(false);
  });
});

describe('add-on prices', () => {
  const shownAndCharged = (catalogue: ReturnType<typeof buildTestCatalogue>) => {
    const shown = findExtraSlots(catalogue, NOTHING_TAKEN, {
      date: '2026-07-01',
      appointmentExtras: ['MUD', 'ADD30'],
      groupExtras: ['GARDEN'],
      guestIndexes: [0, 1, 2],
    });
    const charged = priceAddOns(catalogue, 3, {
      treatmentExtras: [{ guestIndex: 0, code: 'ADD30' }],
      mudExtra: { code: 'MUD', guests: 3 },
      gardenExtra: { code: 'GARDEN', guests: 3 },
    });
    return {
      shown: [
        shown.AddonAppointments[0]?.Items[0]?.ActualPrice,
        shown.AddonAppointments[1]?.Items[0]?.ActualPrice,
        shown.Groups[0]?.Items[0]?.ActualPrice,
      ],
      charged: [charged[1]?.UnitPrice, charged[0]?.UnitPrice, charged[2]?.UnitPrice],
    };
  };

  it('charges what the extras call shows', () => {
    const { shown, charged } = shownAndCharged(catalogue);
    expect(shown).toEqual([7000, 4500, 2500]);
    expect(charged).toEqual(shown);
  });

  it('falls back to the catalogue’s own prices, shown and charged alike, when no extra prices them', () => {
    const { shown, charged } = shownAndCharged(buildTestCatalogue({ Extras: [] }));
    expect(shown).toEqual([6000, 4000, 2500]);
    expect(charged).toEqual(shown);
  });
});
