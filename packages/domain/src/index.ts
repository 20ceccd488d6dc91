export * from './catalogue/catalogue.schema';
export * from './catalogue/time-of-day';
export * from './catalogue/parse-catalogue';
export * from './catalogue/treatment-durations';
export * from './catalogue/room-places';
export * from './catalogue/spa-day-treatments';
export * from './format/money';
export * from './format/dates';
export * from './configuration/configuration';
export * from './contract/wire-formats';
export * from './contract/spa.schemas';
export * from './contract/holds.schemas';
export * from './contract/common.schemas';
export * from './contract/session.schemas';
export * from './contract/payment.schemas';
export * from './contract/configuration.schemas';
export * from './contract/describe-wire-issues';
export * from './contract/itinerary.schemas';
export * from './engine/taken';
export * from './engine/rota';
export * from './engine/itinerary-choices';
export * from './engine/choices-from-wire';
export * from './engine/engine-input-error';
export * from './engine/item-types';
export {
  buildResortDay,
  toEpochMinute,
  fromEpochMinute,
  localTimeToMinute,
  formatOffsetDateTime,
  type ResortDay,
} from './engine/resort-day';
export { isSlotBlocked, whyIsSlotBlocked, type BlockReason } from './engine/slot-rules';
export { DEFAULT_MAX_GAP_MINUTES } from './engine/plan-treatments';
export { findTreatmentSlots, type TreatmentSlotsQuery } from './engine/find-treatment-slots';
export { findSpaGardenSlots, type SpaGardenSlotsQuery } from './engine/find-spa-garden-slots';
export {
  findDiningSlots,
  chooseTables,
  diningMinutes,
  type DiningSlotsQuery,
} from './engine/find-dining-slots';
export { findMudRoomSlots, type MudRoomSlotsQuery } from './engine/find-mud-room-slots';
export { dayCapacity, type CapacityRow, type CapacitySlot } from './engine/day-capacity';
export { findAddonTreatmentSlots, type AddonTreatmentSlotsQuery } from './engine/find-addon-treatment-slots';
export { findExtraSlots, type ExtraSlotsQuery } from './engine/find-extra-slots';
export { findSpaDayPackages, type SpaDayPackagesQuery } from './engine/find-spa-day-packages';
export { checkItinerary, type CheckItineraryOptions } from './engine/check-itinerary';
export {
  BOOKING_HORIZON_DAYS,
  earliestBookableDate,
  lastBookableDate,
  SAME_DAY_LEAD_MINUTES,
  TREATMENT_SAME_DAY_CUTOFF,
  type BookingClock,
} from './engine/booking-clock';
export * from './itinerary/itinerary';
export * from './itinerary/itinerary-fields';
export * from './itinerary/itinerary-claims';
export {
  availabilityInputs,
  choicesOfItinerary,
  takenOfItinerary,
  choicesFromSelections,
  crossCheckSelections,
  type AvailabilityQuestion,
  type AvailabilityInputs,
} from './itinerary/availability-inputs';
export { itineraryOfBeginBooking, crossCheckBeginBooking } from './itinerary/begin-booking';
export {
  holdChoice,
  canonicalItinerary,
  ALTERNATIVES_PER_SIDE,
  type HoldOptions,
  type HoldOutcome,
} from './itinerary/hold-choice';
export {
  applyChanges,
  dateLeavesTime,
  findWayOut,
  MAX_WAY_OUT_TRIALS,
  type WayOutQuery,
} from './itinerary/way-out';
export { itineraryToWire } from './itinerary/itinerary-wire';
export { resolveGardenCode } from './itinerary/resolve-codes';
export { toTakenAppointments } from './engine/taken-from-choices';
export * from './pricing/line-items';
export { findExtraPrice, addOnUnitPrice, type ExtraPrice } from './pricing/extra-prices';
export { priceAddOns, type AddOnsOrder } from './pricing/price-add-ons';
export { priceSpaDay, treatmentPriceDifference, type SpaDayOrder } from './pricing/price-spa-day';
export { priceTreatmentBooking, type TreatmentOrder } from './pricing/price-treatment-booking';
export { priceItinerary, type ItineraryToPrice } from './pricing/price-itinerary';
export { guestShare } from './pricing/guest-share';
export * from './contract/person-fields';
export * from './contract/account.schemas';
export * from './contract/booking-forms';

export * from './contract/oauth';
export * from './contract/spa-bookings.schemas';
export * from './contract/staff.schemas';
export * from './contract/rota.schemas';
export * from './contract/staff-audit.schemas';
export * from './contract/health.schemas';
export * from './bookings/booking-badges';
export * from './bookings/cancellation-refund';
export * from './stays/hotel.schema';
export * from './stays/stay-rules';
export * from './stays/stay-import.schema';
export * from './stays/room-inventory';
export * from './contract/stay.schemas';
export * from './contract/stay-extras.schemas';
export * from './contract/stay-new.schemas';
