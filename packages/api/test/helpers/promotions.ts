/** A promotion as the manager's form sends it: 20% off everything, no dates, no caps. */
export const promotionBody = (over: Record<string, unknown> = {}) => ({
  Code: 'SPRING20',
  Description: 'Spring offer',
  Kind: 'percent',
  Percent: 20,
  AmountPence: null,
  PackageIds: [],
  TreatmentIds: [],
  VisitFrom: null,
  VisitTo: null,
  ValidFrom: null,
  ValidUntil: null,
  FirstBookingOnly: false,
  PerGuestCap: null,
  TotalCap: null,
  ...over,
});
