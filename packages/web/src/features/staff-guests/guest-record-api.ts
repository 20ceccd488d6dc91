import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffGuestRecordSchema, type StaffGuestRecord, type StaffNoteRequest } from '@spa/domain';
import { apiRequest } from '../../lib/api-client';

const recordUrl = (bookingId: string) => `/api/staff/bookings/${encodeURIComponent(bookingId)}/guest`;

/** GET api/staff/bookings/{id}/guest: the lead booker's bookings (by e-mail or phone) and the staff's notes. */
export const guestRecordQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['staff', 'guest', bookingId],
    queryFn: async ({ signal }) =>
      StaffGuestRecordSchema.parse(await apiRequest(recordUrl(bookingId), { signal })),
    retry: false,
    staleTime: 0,
  });

/** POST api/staff/bookings/{id}/guest/notes {Text}: the record again; bookings and arrivals asked again (they show notes). */
export function useAddGuestNote(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: StaffNoteRequest) =>
      StaffGuestRecordSchema.parse(await apiRequest(`${recordUrl(bookingId)}/notes`, { body: note })),
    onSuccess: (record: StaffGuestRecord) => {
      queryClient.setQueryData(guestRecordQuery(bookingId).queryKey, record);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'booking'] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'arrivals'] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'bookings'] });
    },
  });
}
