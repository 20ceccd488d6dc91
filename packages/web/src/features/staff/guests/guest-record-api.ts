import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffGuestRecordSchema, type StaffGuestRecord, type StaffNoteRequest } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { staffKeys } from '../../../lib/staff-query-keys';

/** Whose record: a booking's lead booker, or the guest of its party with this id (decision 0395). */
export interface GuestOfBooking {
  bookingId: string;
  guestId?: string;
}

const bookingUrl = ({ bookingId }: GuestOfBooking) => `/api/staff/bookings/${encodeURIComponent(bookingId)}`;
const recordUrl = (of: GuestOfBooking) =>
  of.guestId
    ? `${bookingUrl(of)}/guests/${encodeURIComponent(of.guestId)}/record`
    : `${bookingUrl(of)}/guest`;
const notesUrl = (of: GuestOfBooking) =>
  of.guestId
    ? `${bookingUrl(of)}/guests/${encodeURIComponent(of.guestId)}/notes`
    : `${bookingUrl(of)}/guest/notes`;

/** GET api/staff/bookings/{id}/guest (or …/guests/{guest}/record): the guest's bookings (by e-mail or phone), stays and the staff's notes. */
export const guestRecordQuery = (of: GuestOfBooking) =>
  queryOptions({
    queryKey: ['staff', 'guest', of.bookingId, of.guestId ?? 'lead'],
    queryFn: async ({ signal }) => StaffGuestRecordSchema.parse(await apiRequest(recordUrl(of), { signal })),
    retry: false,
    staleTime: 0,
  });

/** POST …/notes {Text}: the record again; bookings and arrivals asked again (they show notes). */
export function useAddGuestNote(of: GuestOfBooking) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: StaffNoteRequest) =>
      StaffGuestRecordSchema.parse(await apiRequest(notesUrl(of), { body: note })),
    onSuccess: (record: StaffGuestRecord) => {
      queryClient.setQueryData(guestRecordQuery(of).queryKey, record);
      void queryClient.invalidateQueries({ queryKey: staffKeys.booking });
      void queryClient.invalidateQueries({ queryKey: staffKeys.arrivals });
      void queryClient.invalidateQueries({ queryKey: staffKeys.bookings });
    },
  });
}
