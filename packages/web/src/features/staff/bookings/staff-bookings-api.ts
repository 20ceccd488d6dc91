import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  DeskBookResponseSchema,
  InHouseStayListSchema,
  StaffBookingDetailSchema,
  StaffBookingListSchema,
  type DeskPaymentRequest,
  type DeskRefundRequest,
  type PolicyFeeKind,
  type StaffArrivalRequest,
  type StaffBookingDetail,
  type StaffGoodwillRefundRequest,
  type StaffMoveRequest,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { postMove } from '../../../lib/staff-diary';
import { staffKeys } from '../../../lib/staff-query-keys';

/** GET api/staff/bookings?q=: by confirmation number, guest name, e-mail or phone. */
export const searchBookings = async (q: string, signal?: AbortSignal) =>
  StaffBookingListSchema.parse(
    await apiRequest(`/api/staff/bookings?q=${encodeURIComponent(q)}`, { signal }),
  );

/** GET api/staff/bookings/{id}: guests, items, payments, e-mails. */
export const getStaffBooking = async (id: string, signal?: AbortSignal) =>
  StaffBookingDetailSchema.parse(
    await apiRequest(`/api/staff/bookings/${encodeURIComponent(id)}`, { signal }),
  );

/** GET api/staff/arrivals?date=: the day's bookings by their first time. */
export const getArrivals = async (date: string, signal?: AbortSignal) =>
  StaffBookingListSchema.parse(
    await apiRequest(`/api/staff/arrivals?date=${encodeURIComponent(date)}`, { signal }),
  );

/** The desk's booking queries (decision 0455), keyed by `staffKeys` so that other features' changes ask them again. */
export const staffBookingQueries = {
  /** Asked from the second letter typed. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...staffKeys.bookings, q],
      queryFn: q.length >= 2 ? ({ signal }) => searchBookings(q, signal) : skipToken,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: staffKeys.bookingOf(id),
      queryFn: ({ signal }) => getStaffBooking(id, signal),
      retry: false,
      // Others change a booking too (the guest's answers, another desk): opened, it is asked again.
      staleTime: 0,
    }),
  arrivals: (date: string) =>
    queryOptions({
      queryKey: [...staffKeys.arrivals, date],
      queryFn: ({ signal }) => getArrivals(date, signal),
      staleTime: 0,
    }),
  /** Asked from the second letter typed. */
  inHouseStays: (q: string) =>
    queryOptions({
      queryKey: ['staff', 'in-house-stays', q],
      queryFn:
        q.trim().length >= 2
          ? async ({ signal }) =>
              InHouseStayListSchema.parse(
                await apiRequest(`/api/staff/in-house-stays?q=${encodeURIComponent(q)}`, { signal }),
              )
          : skipToken,
    }),
};

export const useBookingSearch = (q: string) => useQuery(staffBookingQueries.search(q));
export const useStaffBooking = (id: string) => useQuery(staffBookingQueries.detail(id));
export const useArrivals = (date: string) => useQuery(staffBookingQueries.arrivals(date));

/**
 * A booking changed at the desk: its detail (replaced by the answer, where the change gave it),
 * the arrivals and the diary are asked again.
 */
export function refreshAfterBookingChange(queryClient: QueryClient, id: string, detail?: StaffBookingDetail) {
  if (detail) queryClient.setQueryData(staffBookingQueries.detail(id).queryKey, detail);
  return Promise.all(
    [...(detail ? [] : [staffKeys.bookingOf(id)]), staffKeys.arrivals, staffKeys.diary].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** A change that answers with the booking: the detail is replaced, lists asked again. */
export function useBookingChange<Input>(id: string, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => StaffBookingDetailSchema.parse(await send(input)),
    onSuccess: (detail: StaffBookingDetail) => void refreshAfterBookingChange(queryClient, id, detail),
  });
}

/** POST api/staff/bookings/{id}/arrival {Status}: check in, mark a no-show, or undo either ('expected'). */
export function useRecordArrival(id: string) {
  return useBookingChange(id, (Status: StaffArrivalRequest['Status']) =>
    apiRequest(`/api/staff/bookings/${encodeURIComponent(id)}/arrival`, { body: { Status } }),
  );
}

/** POST api/staff/bookings/{id}/move: a treatment to another time, therapist or room. */
export function useMoveTreatment(id: string) {
  return useBookingChange(id, (move: StaffMoveRequest) => postMove(id, move));
}

/** POST api/staff/bookings/{id}/fees {Kind}: reception proposes the policy's fee; a spa manager's request charges it. */
export function useProposeFee(id: string) {
  return useBookingChange(id, (Kind: PolicyFeeKind) =>
    apiRequest(`/api/staff/bookings/${encodeURIComponent(id)}/fees`, { body: { Kind } }),
  );
}

/** POST api/staff/bookings/{id}/fees/{fee}/approve: a spa manager charges a proposed fee to the kept card. */
export function useApproveFee(id: string) {
  return useBookingChange(id, (feeId: string) =>
    apiRequest(`/api/staff/bookings/${encodeURIComponent(id)}/fees/${encodeURIComponent(feeId)}/approve`, {
      method: 'POST',
    }),
  );
}

/** POST api/staff/bookings/{id}/goodwill-refund: a spa manager's refund to the card, with the reason. */
export function useGoodwillRefund(id: string) {
  return useBookingChange(id, (refund: StaffGoodwillRefundRequest) =>
    apiRequest(`/api/staff/bookings/${encodeURIComponent(id)}/goodwill-refund`, { body: refund }),
  );
}

/** A desk payment or refund: answers the balance; the booking, arrivals and diary are asked again. */
function useDeskMoney<Input>(id: string, path: 'payments' | 'desk-refunds') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) =>
      DeskBookResponseSchema.parse(
        await apiRequest(`/api/staff/bookings/${encodeURIComponent(id)}/${path}`, { body: input }),
      ),
    onSuccess: () => refreshAfterBookingChange(queryClient, id),
  });
}

/** POST api/staff/bookings/{id}/payments: card terminal, cash or room charge, part or all of the balance, once per RequestId. */
export const useDeskPayment = (id: string) => useDeskMoney<DeskPaymentRequest>(id, 'payments');

/** POST api/staff/bookings/{id}/desk-refunds: a spa manager gives a credit back in cash or on the terminal. */
export const useDeskRefund = (id: string) => useDeskMoney<DeskRefundRequest>(id, 'desk-refunds');

/** GET api/staff/in-house-stays?q=: today's in-house stays by room, name, e-mail or stay number. */
export const useInHouseStaySearch = (q: string) => useQuery(staffBookingQueries.inHouseStays(q));
