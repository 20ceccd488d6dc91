/** The staff diary call, shared by the diary and the booking screen (therapists and rooms to move to). */
import { useQuery } from '@tanstack/react-query';
import { StaffDiarySchema } from '@spa/domain';
import { apiRequest } from './api-client';

/** How often an open diary asks again; the server answers 304 while nothing changed (ETag). */
export const DIARY_POLL_MS = 5_000;

/** GET api/staff/diary?date=: therapists, rooms, bookings, live holds and absences of a day. */
export const getDiary = async (date: string, signal?: AbortSignal) =>
  StaffDiarySchema.parse(await apiRequest(`/api/staff/diary?date=${encodeURIComponent(date)}`, { signal }));

/** The day's diary, refreshed every few seconds without a reload (a booking made elsewhere appears). */
export function useDiary(date: string) {
  return useQuery({
    queryKey: ['staff', 'diary', date],
    queryFn: ({ signal }) => getDiary(date, signal),
    refetchInterval: DIARY_POLL_MS,
    placeholderData: (previous) => previous,
  });
}
