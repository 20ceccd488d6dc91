import type { ItineraryWire, SpaDayConfiguration } from '@spa/domain';

/** An extra offered on the add-ons screen (booking-flow §2, §6): mud room, spa garden, treatments. */
export type Extra = SpaDayConfiguration['Extras'][number];
export type ModalType = Extra['ModalType'];

/** The fewest guests the mud room and the spa garden add-on take (booking-flow §5, §9). */
export const MIN_GROUP_GUESTS = 2;

/** An add-on the session holds, priced as the spec says (§9), for the card, the Total and the summary. */
export interface ChosenAddOn {
  modalType: ModalType;
  /** The activity or garden code held. */
  code: string;
  guestIndexes: number[];
  startDateTime: string;
  /** Pence for this add-on: the mud room one group price, the garden price × guests, a treatment its price. */
  price: number;
}

/**
 * The mud room's price for a group of `guests`: the code for that party size, or the
 * one for any size (one price for the group).
 *
 * @example mudRoomPrice(extra, 3) // 12000
 */
export function mudRoomPrice(extra: Extra, guests: number): number | null {
  const code =
    extra.Codes.find((c) => c.Guests === guests) ?? extra.Codes.find((c) => c.Guests === undefined);
  return code?.DisplayPrice ?? null;
}

/** The extra's code entry for an activity or garden code (or its PremierId). */
const codeOf = (extra: Extra | undefined, code: string) =>
  extra?.Codes.find((c) => c.Code === code || c.PremierId === code);

/**
 * The add-ons the itinerary holds, with their §9 prices, in the order the screen
 * lists the extras: mud room, spa garden, then each guest's treatment.
 */
export function chosenAddOns(extras: readonly Extra[], itinerary: ItineraryWire | null): ChosenAddOn[] {
  if (!itinerary) return [];
  const ofType = (type: ModalType) => extras.find((e) => e.ModalType === type);
  const chosen: ChosenAddOn[] = [];
  const mudExtra = ofType('MUDROOM');
  if (itinerary.MudRoom && mudExtra)
    chosen.push({
      modalType: 'MUDROOM',
      code: mudExtra.Codes[0]?.Code ?? '',
      guestIndexes: [...itinerary.MudRoom.GuestIndexes],
      startDateTime: itinerary.MudRoom.StartDateTime,
      price: mudRoomPrice(mudExtra, itinerary.MudRoom.GuestIndexes.length) ?? 0,
    });
  const gardenExtra = ofType('SPAGARDEN');
  if (itinerary.GardenExtra && gardenExtra)
    chosen.push({
      modalType: 'SPAGARDEN',
      code: itinerary.GardenExtra.Code,
      guestIndexes: [...itinerary.GardenExtra.GuestIndexes],
      startDateTime: itinerary.GardenExtra.StartDateTime,
      price:
        (codeOf(gardenExtra, itinerary.GardenExtra.Code)?.DisplayPrice ?? gardenExtra.content.DisplayPrice) *
        itinerary.GardenExtra.GuestIndexes.length,
    });
  const treatmentExtra = ofType('TREATMENTS');
  for (const t of [...itinerary.AddOnTreatments].sort((a, b) => a.GuestIndex - b.GuestIndex))
    chosen.push({
      modalType: 'TREATMENTS',
      code: t.Code,
      guestIndexes: [t.GuestIndex],
      startDateTime: t.StartTime,
      price: codeOf(treatmentExtra, t.Code)?.DisplayPrice ?? 0,
    });
  return chosen;
}

/** The add-ons' Total in pence (the actions bar shows it when above 0). */
export const addOnsTotal = (chosen: readonly ChosenAddOn[]) => chosen.reduce((sum, a) => sum + a.price, 0);

/**
 * Why a mud room group cannot be held, in the spec's words, or null.
 *
 * @example mudRoomProblem(1, 1) // 'A minimum of 2 guests must be in the mud room.'
 */
export function mudRoomProblem(partySize: number, ticked: number): string | null {
  if (partySize < MIN_GROUP_GUESTS) return 'A minimum of 2 guests must be in the mud room.';
  if (ticked < MIN_GROUP_GUESTS) return 'Please select a minimum of 2 guests.';
  return null;
}

/** Whether a guest may add a treatment: at most one add-on treatment each (§5). */
export const mayAddTreatment = (itinerary: ItineraryWire | null, guestIndex: number) =>
  !(itinerary?.AddOnTreatments ?? []).some((t) => t.GuestIndex === guestIndex);

/** What an add-on card says it costs this party: an amount, 'from' when it depends on the choice, and per what. */
export interface CardPrice {
  amount: number;
  from: boolean;
  per: string;
}

/**
 * The price an add-on's card shows for a party of `guests`: what would be charged (§9),
 * never a price that is not. The mud room: its price for the whole party together
 * (from the smallest group's price for a party too small to book it). The spa garden:
 * every guest together, its price × guests. Treatments: from the cheapest.
 *
 * @example cardPrice(mudRoom, 3) // { amount: 12000, from: false, per: 'for your group of 3' }
 * @example cardPrice(treatments, 2) // { amount: 4500, from: true, per: 'per treatment' }
 */
export function cardPrice(extra: Extra, guests: number): CardPrice {
  const prices = extra.Codes.map((c) => c.DisplayPrice);
  const cheapest = prices.length > 0 ? Math.min(...prices) : extra.content.DisplayPrice;
  switch (extra.ModalType) {
    case 'MUDROOM': {
      const exact = guests >= MIN_GROUP_GUESTS ? mudRoomPrice(extra, guests) : null;
      return exact === null
        ? { amount: cheapest, from: true, per: 'per group' }
        : { amount: exact, from: false, per: `for your group of ${guests}` };
    }
    case 'SPAGARDEN':
      return guests >= MIN_GROUP_GUESTS && prices.length === 1
        ? { amount: cheapest * guests, from: false, per: `for your ${guests} guests` }
        : { amount: cheapest, from: prices.length > 1, per: 'per guest' };
    case 'TREATMENTS':
      return { amount: cheapest, from: new Set(prices).size > 1, per: 'per treatment' };
  }
}
