import type { Hotel, RateType } from '@spa/domain';

/** A rate code the hotel file does not know is treated as flexible with no packages (never a 500). */
export function rateOf(hotel: Hotel, code: string): RateType {
  return (
    hotel.RateTypes.find((r) => r.PMSCode === code) ?? {
      PMSCode: code,
      DisplayName: code,
      RequiresDeposit: false,
      AllowedAddOnPackages: [],
      NightlyPrices: {},
    }
  );
}
