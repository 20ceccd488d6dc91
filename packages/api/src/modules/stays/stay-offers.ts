import type { AddOn, Catalogue, StayPackageOffer } from '@spa/domain';

/**
 * What a package offer shows (account-area §3 'Add-on availability'): a spa add-on's
 * treatments, mud room products or garden sessions come from the resort's catalogue,
 * the spa's own list, so the stay offers exactly what the spa can book.
 */
export function packageOffer(catalogue: Catalogue, addOn: AddOn): StayPackageOffer {
  const activity = (code: string) => catalogue.Activities.find((a) => a.Code === code);
  const restaurant = addOn.RestaurantId
    ? catalogue.Restaurants.find((r) => r.RestaurantId === addOn.RestaurantId)
    : undefined;
  const mudRows = catalogue.Extras.filter((e) => e.ModalType === 'MUDROOM').flatMap((e) => e.Codes);
  return {
    Code: addOn.PMSCode,
    Amount: addOn.Price,
    PriceCalculationMode: addOn.PriceCalculationMode,
    content: {
      DisplayName: addOn.DisplayName,
      LongDescription: addOn.LongDescription,
      PerText: addOn.PerText,
      ...(restaurant
        ? { Restaurant: { RestaurantId: restaurant.RestaurantId, DisplayName: restaurant.DisplayName } }
        : {}),
      IsSpaTreatments: addOn.Spa === 'treatments',
      IsMudTreatment: addOn.Spa === 'mud',
      IsSpaGarden: addOn.Spa === 'garden',
      SpaTreatments:
        addOn.Spa === 'treatments'
          ? catalogue.SpaTreatments.Treatments.flatMap((id) => {
              const treatment = catalogue.Treatments.find((t) => t.Id === id);
              if (!treatment) return [];
              return [
                {
                  DisplayName: treatment.DisplayName,
                  Description: treatment.Description,
                  Durations: treatment.Durations.flatMap((d) => {
                    const a = activity(d.Code);
                    return a
                      ? [
                          {
                            Code: a.Code,
                            AppointmentTypeID: a.ID,
                            Duration: a.Length - a.Interval,
                            Price: a.StandardPrice,
                          },
                        ]
                      : [];
                  }),
                },
              ];
            })
          : [],
      MudTreatments:
        addOn.Spa === 'mud' && catalogue.MudRoom
          ? mudRows.map((row) => ({ Occupancy: row.Guests ?? 0, Code: row.Code, Price: row.DisplayPrice }))
          : [],
      SpaGardens:
        addOn.Spa === 'garden'
          ? catalogue.SpaGardens.map((g) => ({ Code: g.Code, DisplayName: g.DisplayName, Price: g.Price }))
          : [],
    },
  };
}
