import type { Catalogue } from '../catalogue/catalogue.schema';
import { treatmentOccupancy } from './occupancy';
import { addOnUnitPrice } from '../catalogue/extra-prices';
import type { BookingClock } from './booking-clock';
import { dayResourcesOn, requestedActivityNeeds } from './day-resources';
import type { ItineraryChoices } from './itinerary-choices';
import { makeTreatmentPlanner, planContextOf } from './plan-treatments';
import { ceilToGrid, type ResortDay } from './resort-day';
import type { Taken } from './taken';

export interface AddonTreatmentSlotsQuery {
  date: string;
  /** Activity code of the add-on treatment. */
  activityCode: string;
  guestIndex: number;
  /** The guest's itinerary so far: arrival, band, garden, treatments, dining. */
  choices?: ItineraryChoices;
  clock?: BookingClock;
}

/** A time an add-on can be had (epoch minutes), at its unit price in pence, and who gives it. */
export interface AddOnSlot {
  start: number;
  /** When the guest is done. */
  end: number;
  price: number;
  activityId: number;
  /** The assignment behind an add-on treatment (absent for the mud room). */
  staffId?: string;
  roomId?: string;
}

/** The add-on's times on a day. */
export interface AddOnSlots {
  day: ResortDay;
  slots: AddOnSlot[];
}

/**
 * When can a guest have an add-on treatment, with whom and where? Only the times a
 * therapist with the skill and a suitable room are free, filtered by §5 for add-ons
 * (the arrival buffer applies to main treatments only). Priced from the extra's row.
 *
 * @example listAddonTreatmentSlots(catalogue, taken, { date: '2026-07-01', activityCode: 'ADD30', guestIndex: 0 })
 */
export function listAddonTreatmentSlots(
  catalogue: Catalogue,
  taken: Taken,
  query: AddonTreatmentSlotsQuery,
): AddOnSlots {
  const resources = dayResourcesOn(catalogue, query.date, taken);
  const needs = requestedActivityNeeds(catalogue, resources, query.activityCode, 'appointmentExtras');
  const price =
    addOnUnitPrice(catalogue, { code: query.activityCode, partySize: 1, modalType: 'TREATMENTS' }) ??
    needs.activity.StandardPrice;
  const context = planContextOf(catalogue, resources, {
    kind: 'add-on',
    choices: query.choices,
    clock: query.clock,
  });
  const { day, openRange: range } = resources;
  if (!range) return { day, slots: [] };
  const slots: AddOnSlot[] = [];
  const last =
    day.start + range[1] - treatmentOccupancy(needs.activity, needs.treatment.CleanUp, 0).therapistEnd;
  const plan = makeTreatmentPlanner(context, [{ guestIndex: query.guestIndex, steps: [needs] }]);
  for (
    let start = ceilToGrid(day, day.start + range[0], context.stepMinutes);
    start <= last;
    start += context.stepMinutes
  ) {
    const placement = plan(start)?.[0];
    if (!placement) continue;
    slots.push({
      start: placement.start,
      end: placement.guestEnd,
      price,
      activityId: needs.activity.ID,
      staffId: placement.staffId,
      roomId: placement.roomId,
    });
  }
  return { day, slots };
}
