import type { Catalogue } from '../catalogue/catalogue.schema';
import { addOnUnitPrice, findExtraPrice } from '../catalogue/extra-prices';
import type { BookingClock } from './booking-clock';
import { EngineInputError } from './engine-input-error';
import { listAddonTreatmentSlots, type AddOnSlot } from './find-addon-treatment-slots';
import { listMudRoomSlots } from './find-mud-room-slots';
import { listSpaGardenSlots } from './find-spa-garden-slots';
import { buildResortDay, type ResortDay } from './resort-day';
import type { ItineraryChoices } from './itinerary-choices';
import type { Taken } from './taken';

export interface ExtraSlotsQuery {
  date: string;
  /** Activity codes: the mud room's activity, or add-on treatments. */
  appointmentExtras: readonly string[];
  /** PremierIds (or garden codes) of spa garden group extras. */
  groupExtras: readonly string[];
  /** Mud room / garden group; the first is the guest of an add-on treatment. */
  guestIndexes: readonly number[];
  choices?: ItineraryChoices;
  clock?: BookingClock;
}

/** A garden session a group extra can have: its unit price and the places left. */
export interface GroupExtraSlot {
  start: number;
  end: number;
  price: number;
  spaces: number;
}

/** Each appointment extra's times (key = its code) and each group extra's sessions (key = as asked). */
export interface ExtraSlots {
  day: ResortDay;
  appointments: { key: string; slots: AddOnSlot[] }[];
  groups: { key: string; slots: GroupExtraSlot[] }[];
}

/**
 * Answers the extras call: for each appointment extra its bookable times
 * (AddonAppointments, Key = the code), for each group extra its garden sessions
 * with places for the whole group that obey §5's add-on rules for every guest of it
 * (Groups, Key = as asked).
 *
 * @example listExtraSlots(catalogue, taken, { date, appointmentExtras: ['MUD'], groupExtras: [], guestIndexes: [0, 1] })
 */
export function listExtraSlots(catalogue: Catalogue, taken: Taken, query: ExtraSlotsQuery): ExtraSlots {
  const mudCode = catalogue.MudRoom?.ActivityCode;
  const appointments = query.appointmentExtras.map((code) => ({
    key: code,
    slots: (code === mudCode
      ? listMudRoomSlots(catalogue, taken, {
          date: query.date,
          guestIndexes: query.guestIndexes,
          choices: query.choices,
          clock: query.clock,
        })
      : listAddonTreatmentSlots(catalogue, taken, {
          date: query.date,
          activityCode: code,
          guestIndex: query.guestIndexes[0] ?? 0,
          choices: query.choices,
          clock: query.clock,
        })
    ).slots,
  }));
  const partySize = Math.max(1, query.guestIndexes.length);
  const groups = query.groupExtras.map((key, i) => {
    const price = findExtraPrice(catalogue, { code: key, partySize, modalType: 'SPAGARDEN' });
    const gardenCode = catalogue.SpaGardens.some((g) => g.Code === key) ? key : price?.code.Code;
    if (!gardenCode) throw new EngineInputError(`groupExtras[${i}]`, `unknown group extra "${key}"`);
    const unitPrice = addOnUnitPrice(catalogue, { code: key, partySize, modalType: 'SPAGARDEN' }) ?? 0;
    const garden = listSpaGardenSlots(catalogue, taken, {
      date: query.date,
      spaGardenCode: gardenCode,
      partySize,
      choices: query.choices,
      guestIndexes: query.guestIndexes,
      addOn: true,
      clock: query.clock,
    });
    return {
      key,
      slots: garden.slots
        .filter((s) => !s.blocked)
        .map((s) => ({ start: s.start, end: s.end, price: unitPrice, spaces: Math.max(0, s.spaces) })),
    };
  });
  return { day: buildResortDay(query.date, catalogue.Resort.TimeZone), appointments, groups };
}
