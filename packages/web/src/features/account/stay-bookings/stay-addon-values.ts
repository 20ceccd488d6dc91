import { addDays, formatAccountDate, packageAmount, type StayPackageOffer, type StayRoom } from '@spa/domain';

/**
 * Pure helpers of the add-on modals: which days of a room's stay can be chosen,
 * who the room's guests are, and a day's label.
 */

/** A spa party is at most 4: the room's adults and children, first four. */
export function spaGuestsOf(
  room: Pick<StayRoom, 'GuestQuota' | 'GuestNames'>,
): { index: number; name: string }[] {
  const count = Math.min(4, room.GuestQuota.Adults + room.GuestQuota.Children);
  return Array.from({ length: count }, (_, index) => ({
    index,
    name: room.GuestNames[index] || `Guest ${index + 1}`,
  }));
}

/**
 * Days from arrival to departure (a spa visit) or to the last night (dining),
 * none before `from` (the first day the spa can still be booked).
 */
export function daysOfStay(
  room: Pick<StayRoom, 'DateRange'>,
  from: string,
  { nightsOnly = false }: { nightsOnly?: boolean } = {},
): string[] {
  const days: string[] = [];
  const last = nightsOnly ? addDays(room.DateRange.EndDate, -1) : room.DateRange.EndDate;
  for (let day = room.DateRange.StartDate; day <= last; day = addDays(day, 1))
    if (day >= from) days.push(day);
  return days;
}

export const dayOption = (day: string) => ({ value: day, label: formatAccountDate(day) });

/**
 * What adding `quantity` of a package to a room changes on the bill, priced as the
 * server prices it: a package already on the room is replaced, so only the difference
 * is added.
 */
export function packageChange(
  offer: Pick<StayPackageOffer, 'Code' | 'Amount' | 'PriceCalculationMode'>,
  room: Pick<StayRoom, 'GuestQuota' | 'Packages'>,
  quantity: number,
): { totalPence: number; differencePence: number; replacesQuantity: number | null } {
  const guests = { adults: room.GuestQuota.Adults, children: room.GuestQuota.Children };
  const priced = (n: number) =>
    packageAmount({ Price: offer.Amount, PriceCalculationMode: offer.PriceCalculationMode }, guests, n);
  const existing = room.Packages.find((p) => p.Code === offer.Code)?.Quantity ?? null;
  const totalPence = priced(quantity);
  return {
    totalPence,
    differencePence: totalPence - (existing === null ? 0 : priced(existing)),
    replacesQuantity: existing,
  };
}
