import { formatLongDate, type InHouseStay } from '@spa/domain';

/** A stay in house as the desk picks it for a room charge: number, lead guest, room, departure. */
export const inHouseStayLabel = (stay: InHouseStay) =>
  `${stay.ConfirmationNumber}: ${stay.LeadGuest}, ${stay.Room}, leaving ${formatLongDate(stay.Departs)}`;
