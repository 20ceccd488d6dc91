import { describe, expect, it } from 'vitest';
import { loadDemoCatalogue } from '../catalogue/testing/demo-catalogue';
import { checkItinerary } from '../holds/check-itinerary';
import { buildResortDay, localTimeToMinute } from '../engine/resort-day';
import { NOTHING_TAKEN } from '../engine/taken';
import { emptyItinerary, type Itinerary } from '../itinerary/itinerary';
import { planDay, type PlanDayQuery } from './plan-day';
import { spread } from './plan-placements';
import { waitingOf } from './plan-waiting';
import { planToWire } from './plan-wire';

const catalogue = loadDemoCatalogue();
const DATE = '2026-07-01';
const day = buildResortDay(DATE, catalogue.Resort.TimeZone);
const at = (hhmm: string) => localTimeToMinute(day, hhmm);
const CLOCK = { now: '2026-06-01T08:00:00Z' };

/** Three guests of the Retreat who chose their arrival, lunch and garden step by step. */
function heldRetreat(): Itinerary {
  return {
    ...emptyItinerary({ date: DATE, partySize: 3, spaDay: { PremierId: 'ELM-RETREAT', BandNumber: 1 } }),
    arrivals: [0, 1, 2].map((guestIndex) => ({ guestIndex, start: at('09:00') })),
    dining: { RestaurantId: 'orangery', start: at('12:00'), FacilityIds: ['ORA-T1'] },
    gardens: [0, 1, 2].map((guestIndex) => ({ guestIndex, start: at('09:30') })),
  };
}

const query = (parts: Partial<PlanDayQuery> = {}): PlanDayQuery => ({
  guests: [0, 1, 2].map((GuestIndex) => ({ GuestIndex, Activities: ['SWED-60'] })),
  startTogether: false,
  lunchOrder: 'any',
  clock: CLOCK,
  ...parts,
});

describe('planDay', () => {
  it('offers up to three distinct plans for the whole party, each of them bookable', () => {
    const plans = planDay(catalogue, NOTHING_TAKEN, heldRetreat(), query());
    expect(plans.length).toBeGreaterThanOrEqual(2);
    expect(plans.length).toBeLessThanOrEqual(3);
    for (const { plan, itinerary } of plans) {
      expect(plan.changes.map((c) => c.Kind)).toEqual(['arrival', 'dining', 'garden']);
      expect(itinerary.treatments).toHaveLength(3);
      expect(itinerary.gardens).toHaveLength(3);
      expect(checkItinerary(catalogue, NOTHING_TAKEN, itinerary, { clock: CLOCK, complete: true })).toEqual(
        [],
      );
    }
    const keys = plans.map((p) => JSON.stringify(p.plan));
    expect(new Set(keys).size).toBe(plans.length);
  });

  it('ranks the plan with the least waiting first', () => {
    const plans = planDay(catalogue, NOTHING_TAKEN, heldRetreat(), query());
    const waits = plans.map((p) => p.score.waitMinutes);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
  });

  it('starts every guest together when asked', () => {
    const [best] = planDay(catalogue, NOTHING_TAKEN, heldRetreat(), query({ startTogether: true }));
    const firsts = [0, 1, 2].map((g) =>
      Math.min(...best!.itinerary.treatments.filter((t) => t.guestIndex === g).map((t) => t.start)),
    );
    expect(new Set(firsts).size).toBe(1);
  });

  it('puts the treatments on the side of lunch the guests asked for', () => {
    for (const lunchOrder of ['before-lunch', 'after-lunch'] as const) {
      const [best] = planDay(catalogue, NOTHING_TAKEN, heldRetreat(), query({ lunchOrder }));
      const lunch = best!.itinerary.dining!.start;
      for (const t of best!.itinerary.treatments)
        expect(lunchOrder === 'before-lunch' ? t.start < lunch : t.start >= lunch).toBe(true);
    }
  });

  it('offers nothing when no therapist can give the treatments that day', () => {
    const everyoneAway = {
      ...NOTHING_TAKEN,
      absences: catalogue.Therapists.map((t) => ({
        StaffId: t.StaffId,
        start: `${DATE}T00:00:00Z`,
        end: `${DATE}T23:59:00Z`,
      })),
    };
    expect(planDay(catalogue, everyoneAway, heldRetreat(), query())).toEqual([]);
  });
});

describe('planToWire', () => {
  it('gives each guest their day in order, with the names they know and local times', () => {
    const [best] = planDay(catalogue, NOTHING_TAKEN, heldRetreat(), query());
    const wire = planToWire(catalogue, best!);
    expect(wire.Changes).toEqual(best!.plan.changes);
    expect(wire.Treatments).toEqual(best!.plan.treatments.Items);
    expect(wire.Timeline.map((g) => g.GuestIndex)).toEqual([0, 1, 2]);
    const [ada] = wire.Timeline;
    expect(ada!.Items.map((i) => i.Name).sort()).toEqual(
      ['Arrival', 'Spa Garden – three-hour session', 'Swedish Massage', 'The Orangery'].sort(),
    );
    const starts = ada!.Items.map((i) => i.StartTime);
    expect(starts).toEqual([...starts].sort());
    const massage = ada!.Items.find((i) => i.Kind === 'treatment')!;
    // A 60-minute massage the guest sees for 60 minutes (the room's turnover is not theirs).
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    expect(minutes(massage.EndTime) - minutes(massage.StartTime)).toBe(60);
  });
});

describe('waitingOf', () => {
  it('counts the gaps between items, not their overlaps', () => {
    expect(
      waitingOf([
        [540, 540],
        [570, 630],
        [600, 700],
        [720, 780],
      ]),
    ).toBe(30 + 20);
  });
  it('is nothing for back-to-back items', () => {
    expect(
      waitingOf([
        [540, 600],
        [600, 660],
      ]),
    ).toBe(0);
  });
});

describe('spread', () => {
  it('keeps the first and the last and spreads the rest evenly', () => {
    expect(spread([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([1, 4, 7]);
    expect(spread([1, 2], 3)).toEqual([1, 2]);
  });
});
