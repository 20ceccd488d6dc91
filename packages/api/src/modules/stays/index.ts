/** Stays at the hotel: reservations, rooms and packages; the import from the property system. */
export { loadHotel } from './hotel-file';
export { importStays } from './stay-import';
export { seedDemoStays } from './demo-stays';
export { bookPaidStay } from './stay-new-booking.service';
export type { StaysDeps } from './stays.service';
export { inHouseStays, staysOfGuest, type InHouseMatch } from './stays.repository';
export { inHouseOnWire, type InHouseRoom } from './in-house';
