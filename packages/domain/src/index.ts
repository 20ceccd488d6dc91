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
export * from './engine/engine-input-error';
export * from './engine/item-types';
export {
  buildResortDay,
  toEpochMinute,
  fromEpochMinute,
  localTimeToMinute,
  formatOffsetDateTime,
  formatLocalTime,
  type ResortDay,
} from './engine/resort-day';
export { isSlotBlocked, whyIsSlotBlocked, type BlockReason } from './engine/slot-rules';
export { DEFAULT_MAX_GAP_MINUTES } from './engine/plan-treatments';
export {
  listTreatmentSlots,
  type PlannedTreatment,
  type TreatmentSlot,
  type TreatmentSlots,
  type TreatmentSlotsQuery,
} from './engine/find-treatment-slots';
export { findTherapistSlot, type TherapistSlot, type TherapistSlotQuery } from './engine/therapist-slot';
export {
  listSpaGardenSlots,
  type SpaGardenSlots,
  type SpaGardenSlotsQuery,
} from './engine/find-spa-garden-slots';
export {
  listDiningTimes,
  chooseTables,
  diningMinutes,
  type DiningTime,
  type DiningTimes,
  type DiningSlotsQuery,
} from './engine/find-dining-slots';
export { listMudRoomSlots, type MudRoomSlotsQuery } from './engine/find-mud-room-slots';
export { dayCapacity, type CapacityRow, type CapacitySlot } from './engine/day-capacity';
export {
  listAddonTreatmentSlots,
  type AddOnSlot,
  type AddOnSlots,
  type AddonTreatmentSlotsQuery,
} from './engine/find-addon-treatment-slots';
export { listExtraSlots, type ExtraSlots, type ExtraSlotsQuery } from './engine/find-extra-slots';
export {
  listSpaDayPackages,
  type BandTimeSlot,
  type SpaDayPackages,
  type SpaDayPackagesQuery,
} from './engine/find-spa-day-packages';
export * from './contract/availability-answers';
export { checkItinerary, type CheckItineraryOptions } from './holds/check-itinerary';
export {
  BOOKING_HORIZON_DAYS,
  DESK_CLOCK,
  earliestBookableDate,
  lastBookableDate,
  SAME_DAY_LEAD_MINUTES,
  TREATMENT_SAME_DAY_CUTOFF,
  type BookingClock,
} from './engine/booking-clock';
export * from './itinerary/itinerary';
export * from './itinerary/itinerary-fields';
export * from './itinerary/booking-search';
export * from './holds/itinerary-claims';
export {
  availabilityInputs,
  choicesOfItinerary,
  takenOfItinerary,
  choicesFromSelections,
  crossCheckSelections,
  itineraryToWire,
  toTakenAppointments,
  type AvailabilityQuestion,
  type AvailabilityInputs,
} from './itinerary/itinerary-conversions';
export { itineraryOfBeginBooking, crossCheckBeginBooking } from './itinerary/begin-booking';
export { holdChoice, type HoldOptions } from './holds/hold-choice';
export type { HoldOutcome } from './holds/hold-part';
export { ALTERNATIVES_PER_SIDE } from './holds/hold-alternatives';
export {
  applyChanges,
  dateLeavesTime,
  findWayOut,
  MAX_WAY_OUT_TRIALS,
  type WayOutQuery,
} from './holds/way-out';
export { resolveGardenCode } from './itinerary/resolve-codes';
export * from './pricing/line-items';
export { findExtraPrice, addOnUnitPrice, type ExtraPrice } from './catalogue/extra-prices';
export { priceAddOns, type AddOnsOrder } from './pricing/price-add-ons';
export { priceSpaDay, treatmentPriceDifference, type SpaDayOrder } from './pricing/price-spa-day';
export { priceTreatmentBooking, type TreatmentOrder } from './pricing/price-treatment-booking';
export { priceItinerary, type ItineraryToPrice } from './pricing/price-itinerary';
export { guestShare } from './pricing/guest-share';
export { extraName, forGuest, treatmentName } from './pricing/item-names';
export * from './contract/person-fields';
export * from './contract/account.schemas';
export * from './contract/booking-forms';
export * from './contract/search-rules';
export * from './contract/closed-dates.schemas';

export * from './contract/oauth';
export * from './contract/spa-bookings.schemas';
export * from './contract/staff.schemas';
export * from './contract/guest-record.schemas';
export * from './contract/rota.schemas';
export * from './contract/staff-audit.schemas';
export * from './contract/reports.schemas';
export * from './contract/health.schemas';
export * from './bookings/booking-badges';
export * from './bookings/cancellation-refund';
export * from './bookings/policy-fees';
export * from './ledger/ledger';
export * from './contract/ledger.schemas';
export * from './contract/fees.schemas';
export * from './contract/desk.schemas';
export * from './stays/hotel.schema';
export * from './stays/stay-rules';
export * from './contract/stay-import.schemas';
export * from './stays/room-inventory';
export * from './contract/stay.schemas';
export * from './contract/stay-extras.schemas';
export * from './contract/stay-new.schemas';
export { planDay, PLANS_OFFERED, type PlanDayQuery, type ComposedPlan } from './planner/plan-day';
export { takePlan, type DayPlan } from './planner/day-plan';
export { scorePlan, type LunchOrder, type PlanScore } from './planner/plan-waiting';
export * from './contract/plan.schemas';
export * from './contract/waiting.schemas';
export { itineraryTimeline, planToWire } from './planner/plan-wire';
export { findMoveChoices, moveRequest, type MoveChoice, type MoveTarget } from './holds/move-choices';
export { takeArrivalInWindow, withAddOnInWindow, type OfferTaking } from './planner/waiting-offer';
export * from './catalogue/catalogue-edits';
export * from './catalogue-forms/treatment-edits';
export * from './contract/catalogue-edit.schemas';
export * from './catalogue/json-equal';
export * from './vouchers/voucher-code';
export * from './vouchers/voucher-rules';
export * from './vouchers/voucher-spend';
export * from './vouchers/guess-throttle';
export * from './contract/voucher.schemas';
export * from './promotions/promotion-rules';
export * from './contract/promotion.schemas';
export * from './contract/catalogue-fields.schemas';
export * from './contract/catalogue-forms.schemas';
export * from './catalogue-forms/form-values';
export * from './catalogue-forms/entry-forms';
export * from './contract/voucher-shop.schemas';
