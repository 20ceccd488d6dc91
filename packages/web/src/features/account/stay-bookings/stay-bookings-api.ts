import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OkResponseSchema,
  StayBookingResponseSchema,
  StayConfigurationSchema,
  StayUserBookingsResponseSchema,
  type EmailOnly,
  type StayBookingResponse,
  type StayRoom,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';
import { CONFIGURATION } from '../../../lib/configuration';
import { memberBookingQueries } from '../../../lib/member-bookings-api';

/** The member's stays' queries; `all` is every one of them. */
export const stayBookingQueries = {
  ...memberBookingQueries('stay', {
    list: StayUserBookingsResponseSchema,
    booking: StayBookingResponseSchema,
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

export const useStay = (confirmation: string) => useQuery(stayBookingQueries.booking(confirmation));

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
      queryClient.setQueryData(stayBookingQueries.booking(confirmation).queryKey, booking);
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

/** A package on a room of the member's stay, as every package change names it. */
export interface PackageRef {
  internalIdentifier: string;
  leg: number;
  productCode: string;
}

export const packageRef = (
  room: Pick<StayRoom, 'InternalIdentifier' | 'Leg'>,
  productCode: string,
): PackageRef => ({
  internalIdentifier: room.InternalIdentifier,
  leg: room.Leg,
  productCode,
});

/** POST api/stay/add-package/: a package for the room's whole stay. */
export function useAddPackage(confirmation: string) {
  return useStayChange(
    confirmation,
    '/api/stay/add-package/',
    (input: PackageRef & { quantity: number; startDate: string; endDate: string }) => ({
      ...input,
      confirmationNumber: confirmation,
    }),
  );
}

/** POST api/stay/remove-package/. */
export function useRemovePackage(confirmation: string) {
  return useStayChange(confirmation, '/api/stay/remove-package/', (input: PackageRef) => ({
    ...input,
    confirmationNumber: confirmation,
  }));
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
