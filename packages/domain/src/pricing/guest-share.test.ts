import { describe, expect, it } from 'vitest';
import { buildTestCatalogue } from '../engine/testing/build-test-catalogue';
import { emptyItinerary, withoutGuest, type Itinerary } from '../itinerary/itinerary';
import { guestShare } from './guest-share';
import { PricingError } from './line-items';

const catalogue = buildTestCatalogue();
const at = (guestIndex: number, code: string) => ({
  guestIndex,
  code,
  start: 600,
  StaffId: 'ANNA',
  RoomId: 'ROOM1',
});
const party: Itinerary = {
  ...emptyItinerary({ date: '2026-12-01', partySize: 3, spaDay: { PremierId: 'DAY', BandNumber: 1 } }),
  treatments: [at(0, 'M50'), at(1, 'M80'), at(2, 'F50')],
  addOnTreatments: [at(2, 'ADD30')],
  mudRoom: { start: 700, guestIndexes: [0, 1, 2] },
};

describe('guestShare', () => {
  it("is the guest's package place, upgrade and extras; the rest is priced for the smaller party", () => {
    // Guest 1: a place (9500) and the M80 upgrade (3000); the mud room goes from 3 guests (7000) to 2 (5000).
    const { sharePence, remaining } = guestShare(catalogue, party, 1);
    expect(sharePence).toBe(9500 + 3000 + 2000);
    expect(remaining.LineItems.map((l) => [l.Code, l.Quantity])).toEqual([
      ['DAY', 2],
      ['M50', 1],
      ['F50', 1],
      ['ADD30', 1],
      ['MUD2', 1],
    ]);
    expect(guestShare(catalogue, party, 2).sharePence).toBe(9500 + 4500 + 2000);
  });

  it('renumbers the guests after the one removed', () => {
    const rest = withoutGuest(party, 0);
    expect(rest.partySize).toBe(2);
    expect(rest.treatments.map((t) => [t.guestIndex, t.code])).toEqual([
      [0, 'M80'],
      [1, 'F50'],
    ]);
    expect(rest.addOnTreatments.map((t) => t.guestIndex)).toEqual([1]);
    expect(rest.mudRoom?.guestIndexes).toEqual([0, 1]);
  });

  it('cannot price a group extra left below its smallest group', () => {
    const pair = {
      ...party,
      partySize: 2,
      treatments: party.treatments.slice(0, 2),
      addOnTreatments: [],
      mudRoom: { start: 700, guestIndexes: [0, 1] },
    };
    expect(() => guestShare(catalogue, pair, 1)).toThrow(PricingError);
  });
});
