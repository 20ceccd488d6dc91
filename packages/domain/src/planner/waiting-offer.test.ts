import { describe, expect, it } from 'vitest';
import { loadDemoCatalogue } from '../catalogue/testing/demo-catalogue';
import { checkItinerary } from '../holds/check-itinerary';
import { buildResortDay, localTimeToMinute } from '../engine/resort-day';
import { NOTHING_TAKEN } from '../engine/taken';
import { emptyItinerary } from '../itinerary/itinerary';
import { planDay } from './plan-day';
import { takePlan } from './day-plan';
import { itineraryTimeline } from './plan-wire';
import { takeArrivalInWindow, withAddOnInWindow } from './waiting-offer';

const catalogue = loadDemoCatalogue();
const DATE = '2026-07-03'; // a Friday: a nail therapist works into the Twilight's evening
const day = buildResortDay(DATE, catalogue.Resort.TimeZone);
const at = (hhmm: string) => localTimeToMinute(day, hhmm);
const CLOCK = { now: '2026-06-01T08:00:00Z' };
const escape = { date: DATE, partySize: 2, spaDay: { PremierId: 'ELM-ESCAPE', BandNumber: 1 } };

describe('takeArrivalInWindow', () => {
  it('holds the whole party at the earliest band time inside the window', () => {
    const taking = takeArrivalInWindow(
      catalogue,
      NOTHING_TAKEN,
      escape,
      { from: '10:15', to: '12:00' },
      CLOCK,
    );
    expect(taking?.itinerary.arrivals).toEqual([
      { guestIndex: 0, start: at('10:30') },
      { guestIndex: 1, start: at('10:30') },
    ]);
    expect(taking?.outcomes).toHaveLength(1);
  });

  it('is null when no band time of the Spa Day falls in the window', () => {
    expect(
      takeArrivalInWindow(catalogue, NOTHING_TAKEN, escape, { from: '15:00', to: '18:00' }, CLOCK),
    ).toBeNull();
  });
});

describe('withAddOnInWindow', () => {
  it('adds the add-on at its first free time in the window to a planned day, which still checks', () => {
    const held = {
      ...emptyItinerary({ date: DATE, partySize: 1, spaDay: { PremierId: 'ELM-TWILIGHT', BandNumber: 2 } }),
      arrivals: [{ guestIndex: 0, start: at('16:00') }],
    };
    const [composed] = planDay(catalogue, NOTHING_TAKEN, held, {
      guests: [{ GuestIndex: 0, Activities: ['SWED-60'] }],
      startTogether: false,
      lunchOrder: 'any',
      clock: CLOCK,
    });
    const taking = takePlan(catalogue, NOTHING_TAKEN, held, composed!.plan, CLOCK);
    if (!taking.ok) throw new Error('the plan should hold');
    const window = { from: '17:00', to: '21:00' };
    const withAddOn = withAddOnInWindow(
      catalogue,
      NOTHING_TAKEN,
      taking,
      { guestIndex: 0, code: 'MANI-45' },
      window,
      CLOCK,
    );
    const [addOn] = withAddOn?.itinerary.addOnTreatments ?? [];
    expect(addOn).toMatchObject({ guestIndex: 0, code: 'MANI-45' });
    expect(addOn!.start).toBeGreaterThanOrEqual(at('17:00'));
    expect(checkItinerary(catalogue, NOTHING_TAKEN, withAddOn!.itinerary, { clock: CLOCK })).toEqual([]);
    expect(itineraryTimeline(catalogue, withAddOn!.itinerary)[0]!.Items.map((i) => i.Kind)).toContain(
      'treatment',
    );
  });
});
