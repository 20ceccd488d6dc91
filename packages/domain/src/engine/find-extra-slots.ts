import type { Catalogue } from '../catalogue/catalogue.schema';
import type { ExtrasResponse } from '../contract/spa.schemas';
import { addOnUnitPrice, findExtraPrice } from '../catalogue/extra-prices';
import type { BookingClock } from './booking-clock';
import { EngineInputError } from './engine-input-error';
import { findAddonTreatmentSlots } from './find-addon-treatment-slots';
import { findMudRoomSlots } from './find-mud-room-slots';
import { findSpaGardenSlots } from './find-spa-garden-slots';
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

/**
 * Answers the extras call: for each appointment extra its bookable times
 * (AddonAppointments, Key = the code), for each group extra its garden sessions
 * with places for the whole group that obey §5's add-on rules for every guest of it
 * (Groups, Key = as asked).
 *
 * @example findExtraSlots(catalogue, taken, { date, appointmentExtras: ['MUD'], groupExtras: [], guestIndexes: [0, 1] })
 */
export function findExtraSlots(catalogue: Catalogue, taken: Taken, query: ExtraSlotsQuery): ExtrasResponse {
  const mudCode = catalogue.MudRoom?.ActivityCode;
  const AddonAppointments = query.appointmentExtras.map((code) => ({
    Key: code,
    Items:
      code === mudCode
        ? findMudRoomSlots(catalogue, taken, {
            date: query.date,
            guestIndexes: query.guestIndexes,
            choices: query.choices,
            clock: query.clock,
          })
        : findAddonTreatmentSlots(catalogue, taken, {
            date: query.date,
            activityCode: code,
            guestIndex: query.guestIndexes[0] ?? 0,
            choices: query.choices,
            clock: query.clock,
          }),
  }));
  const partySize = Math.max(1, query.guestIndexes.length);
  const Groups = query.groupExtras.map((key, i) => {
    const price = findExtraPrice(catalogue, { code: key, partySize, modalType: 'SPAGARDEN' });
    const gardenCode = catalogue.SpaGardens.some((g) => g.Code === key) ? key : price?.code.Code;
    if (!gardenCode) throw new EngineInputError(`groupExtras[${i}]`, `unknown group extra "${key}"`);
    const ActualPrice = addOnUnitPrice(catalogue, { code: key, partySize, modalType: 'SPAGARDEN' }) ?? 0;
    const slots = findSpaGardenSlots(catalogue, taken, {
      date: query.date,
      spaGardenCode: gardenCode,
      partySize,
      choices: query.choices,
      guestIndexes: query.guestIndexes,
      addOn: true,
      clock: query.clock,
    });
    return {
      Key: key,
      Items: slots
        .filter((s) => !s.IsBlocked)
        .map((s) => ({
          StartDateTime: s.StartDateTime,
          EndDateTime: s.EndDateTime,
          ActualPrice,
          NumberOfSpacesAvailable: s.NumberOfSpacesAvailable,
        })),
    };
  });
  return { AddonAppointments, Groups };
}
