/** The staff diary call, shared by the diary and the booking screen (therapists and rooms to move to). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffDiarySchema, StaffMoveChoicesSchema, type StaffMoveRequest } from '@spa/domain';
import { apiRequest } from './api-client';
import { staffKeys } from './staff-query-keys';

/** How often an open diary asks again; the server answers 304 while nothing changed (ETag). */
export const DIARY_POLL_MS = 5_000;

/** GET api/staff/diary?date=: therapists, rooms, bookings, live holds and absences of a day. */
export const getDiary = async (date: string, signal?: AbortSignal) =>
  StaffDiarySchema.parse(await apiRequest(`/api/staff/diary?date=${encodeURIComponent(date)}`, { signal }));

/** The day's diary, refreshed every few seconds without a reload (a booking made elsewhere appears). */
const diaryQuery = (date: string) =>
  queryOptions({
    queryKey: staffKeys.diaryOf(date),
    queryFn: ({ signal }) => getDiary(date, signal),
    refetchInterval: DIARY_POLL_MS,
    placeholderData: (previous) => previous,
  });

export const useDiary = (date: string) => useQuery(diaryQuery(date));

/**
 * GET api/staff/bookings/{id}/move-choices?claimId=: the free, qualified places for a treatment,
 * nearest first (decision 0372): the booking's Move list and the diary's drop targets.
 */
export const moveChoicesQuery = (id: string, claimId: number) =>
  queryOptions({
    queryKey: [...staffKeys.bookingOf(id), 'move-choices', claimId],
    queryFn: async ({ signal }) =>
      StaffMoveChoicesSchema.parse(
        await apiRequest(
          `/api/staff/bookings/${encodeURIComponent(id)}/move-choices?claimId=${encodeURIComponent(claimId)}`,
          { signal },
        ),
      ),
    // What is free changes with every booking: asked each time the move opens.
    staleTime: 0,
  });

/** POST api/staff/bookings/{id}/move: a treatment to another time, therapist or room (the one call of a move). */
export const postMove = (bookingId: string, move: StaffMoveRequest) =>
  apiRequest(`/api/staff/bookings/${encodeURIComponent(bookingId)}/move`, { body: move });

/** A treatment dropped on the diary (decision 0372): moved through the same server check, the diary asked again. */
export function useDiaryMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...move }: StaffMoveRequest & { bookingId: string }) =>
      postMove(bookingId, move),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.diary });
      void queryClient.invalidateQueries({ queryKey: staffKeys.booking });
    },
  });
}
