import type { Catalogue } from '../catalogue/catalogue.schema';
import type { BookingClock } from '../engine/booking-clock';
import { listAddonTreatmentSlots } from '../engine/find-addon-treatment-slots';
import { buildResortDay, formatOffsetDateTime, localTimeToMinute } from '../engine/resort-day';
import type { Taken } from '../engine/taken';
import { holdChoice } from '../holds/hold-choice';
import type { HoldOutcome } from '../holds/hold-part';
import { availabilityInputs } from '../itinerary/itinerary-conversions';
import type { EpochMinute, Itinerary, ItineraryContext } from '../itinerary/itinerary';

/**
 * What a waiting list offer holds when the guest waited for something other than their
 * treatments' times (decision 0370): an arrival on a Spa Day date that had none, or an
 * add-on treatment on a day composed for them. Pure: the api writes the outcomes' claims.
 */

type Accepted = Extract<HoldOutcome, { ok: true }>;

/** An offer's holds: the itinerary once held and each hold's outcome (its claims). */
export interface OfferTaking {
  itinerary: Itinerary;
  outcomes: Accepted[];
}

/** 'HH:mm' to 'HH:mm' at the resort on the itinerary's date: the window a guest waits in. */
export interface LocalWindow {
  from: string;
  to: string;
}

const windowOn = (catalogue: Catalogue, date: string, window: LocalWindow) => {
  const day = buildResortDay(date, catalogue.Resort.TimeZone);
  const from = localTimeToMinute(day, window.from);
  const to = localTimeToMinute(day, window.to);
  return { day, within: (minute: EpochMinute) => minute >= from && minute <= to };
};

/**
 * The whole party's arrival at the earliest band time of the package in the window
 * that holds (every check of an arrival hold), or null.
 *
 * @example takeArrivalInWindow(catalogue, taken, { date: '2026-07-01', partySize: 2, spaDay: { PremierId: 'ELM-LUNCH', BandNumber: 1 } }, { from: '09:00', to: '12:00' }, { now })
 */
export function takeArrivalInWindow(
  catalogue: Catalogue,
  taken: Taken,
  frame: ItineraryContext,
  window: LocalWindow,
  clock: Omit<BookingClock, 'spaDay'>,
): OfferTaking | null {
  const spaDay = catalogue.SpaDays.find((p) => p.PremierId === frame.spaDay?.PremierId);
  if (!spaDay) return null;
  const { day, within } = windowOn(catalogue, frame.date, window);
  const bands = spaDay.BandTimes.map((band) => ({ band, start: localTimeToMinute(day, band.StartTime) }))
    .filter(({ start }) => within(start))
    .sort((a, b) => a.start - b.start);
  for (const { band, start } of bands) {
    const outcome = holdChoice(
      catalogue,
      taken,
      undefined,
      {
        Kind: 'arrival',
        Date: frame.date,
        PartySize: frame.partySize,
        PremierId: spaDay.PremierId,
        BandNumber: band.BandNumber,
        Arrivals: Array.from({ length: frame.partySize }, (_, GuestIndex) => ({
          GuestIndex,
          StartDateTime: formatOffsetDateTime(day, start),
        })),
      },
      { clock, alternatives: false },
    );
    if (outcome.ok) return { itinerary: outcome.itinerary, outcomes: [outcome] };
  }
  return null;
}

/**
 * `taking` with the guest's add-on treatment at its earliest free time in the window
 * (the engine's add-on slots on that day, held with every check), or null. The offer
 * holds this one add-on: `taking` holds none (the join leaves the others out).
 *
 * @example withAddOnInWindow(catalogue, taken, plan, { guestIndex: 0, code: 'ADD-30' }, { from: '13:00', to: '17:00' }, { now })
 */
export function withAddOnInWindow(
  catalogue: Catalogue,
  taken: Taken,
  taking: OfferTaking,
  addOn: { guestIndex: number; code: string },
  window: LocalWindow,
  clock: Omit<BookingClock, 'spaDay'>,
): OfferTaking | null {
  const { itinerary } = taking;
  const { day, within } = windowOn(catalogue, itinerary.date, window);
  const inputs = availabilityInputs(catalogue, {
    taken,
    held: itinerary,
    scope: { kind: 'addon-treatments', guestIndexes: [addOn.guestIndex] },
  });
  const { slots } = listAddonTreatmentSlots(catalogue, inputs.taken, {
    date: itinerary.date,
    activityCode: addOn.code,
    guestIndex: addOn.guestIndex,
    choices: inputs.choices,
    clock: { ...clock, spaDay: !!itinerary.spaDay },
  });
  for (const slot of slots.filter((s) => within(s.start))) {
    const outcome = holdChoice(
      catalogue,
      taken,
      itinerary,
      {
        Kind: 'addon-treatments',
        Date: itinerary.date,
        PartySize: itinerary.partySize,
        ...(itinerary.spaDay ?? {}),
        Items: [
          {
            GuestIndex: addOn.guestIndex,
            AppointmentTypeID: slot.activityId,
            StartTime: formatOffsetDateTime(day, slot.start),
            ...(slot.staffId ? { StaffId: slot.staffId } : {}),
            ...(slot.roomId ? { RoomId: slot.roomId } : {}),
          },
        ],
      },
      { clock, alternatives: false },
    );
    if (outcome.ok) return { itinerary: outcome.itinerary, outcomes: [...taking.outcomes, outcome] };
  }
  return null;
}
