import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OkResponseSchema,
  StayBookingResponseSchema,
  StayConfigurationSchema,
  StayUserBookingsResponseSchema,
  type EmailOnly,
  type StayBookingResponse,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { CONFIGURATION } from '../../../lib/configuration';

/** GET api/stay/user-bookings: the member's stays. */
export const getStays = async (signal?: AbortSignal) =>
  StayUserBookingsResponseSchema.parse(await apiRequest('/api/stay/user-bookings', { signal }));

/** GET api/stay/retrieve/{confirmation}. */
export const getStay = async (confirmation: string, signal?: AbortSignal) =>
  StayBookingResponseSchema.parse(
    await apiRequest(`/api/stay/retrieve/${encodeURIComponent(confirmation)}`, { signal }),
  );

/** The member's stays' queries; `all` is every one of them. */
export const stayBookingQueries = {
  all: ['stay', 'member'] as const,
  list: () =>
    queryOptions({
      queryKey: [...stayBookingQueries.all, 'bookings'],
      queryFn: ({ signal }) => getStays(signal),
    }),
  stay: (confirmation: string) =>
    queryOptions({
      queryKey: [...stayBookingQueries.all, 'stay', confirmation],
      queryFn: ({ signal }) => getStay(confirmation, signal),
      retry: false,
    }),
  /** GET /umbraco/api/stay/getConfiguration: room and rate names. */
  configuration: () =>
    queryOptions({
      queryKey: [...CONFIGURATION, 'stay'],
      queryFn: async ({ signal }) =>
        StayConfigurationSchema.parse(await apiRequest('/umbraco/api/stay/getConfiguration', { signal })),
      staleTime: Infinity,
    }),
};

export const useStays = () => useQuery(stayBookingQueries.list());

export const useStay = (confirmation: string) => useQuery(stayBookingQueries.stay(confirmation));

export const useStayConfiguration = () => useQuery(stayBookingQueries.configuration());

/**
 * A change to the stay (cancel, add or remove a package): the answer is the
 * booking as it now is, which replaces the shown one (the page 'reloads', §4).
 */
export function useStayChange<Input>(confirmation: string, path: string, body: (input: Input) => object) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) =>
      StayBookingResponseSchema.parse(await apiRequest(path, { body: body(input) })),
    onSuccess: (booking: StayBookingResponse) => {
      queryClient.setQueryData(stayBookingQueries.stay(confirmation).queryKey, booking);
      void queryClient.invalidateQueries({ queryKey: stayBookingQueries.list().queryKey });
    },
  });
}

/** POST api/stay/cancel/: some legs, or every room when `legs` is undefined. */
export function useCancelStay(confirmation: string) {
  return useStayChange(confirmation, '/api/stay/cancel/', (legs: number[] | undefined) => ({
    confirmationNumber: confirmation,
    ...(legs ? { legs } : {}),
  }));
}

export interface RoomRef {
  internalIdentifier: string;
  leg: number;
}

/** POST api/stay/add-package/: a package for the room's whole stay. */
export function useAddPackage(confirmation: string) {
  return useStayChange(
    confirmation,
    '/api/stay/add-package/',
    (input: RoomRef & { productCode: string; quantity: number; startDate: string; endDate: string }) => ({
      ...input,
      confirmationNumber: confirmation,
    }),
  );
}

/** POST api/stay/remove-package/. */
export function useRemovePackage(confirmation: string) {
  return useStayChange(
    confirmation,
    '/api/stay/remove-package/',
    (input: RoomRef & { productCode: string }) => ({
      ...input,
      confirmationNumber: confirmation,
    }),
  );
}

/** POST api/stay/send-email/ {emailAddress, confirmation}. */
export function useResendStayConfirmation(confirmation: string) {
  return useMutation({
    mutationFn: async ({ emailAddress }: EmailOnly) =>
      OkResponseSchema.parse(
        await apiRequest('/api/stay/send-email/', { body: { emailAddress, confirmation } }),
      ),
  });
}
