import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffAccountListSchema,
  StaffAccountSchema,
  StaffProfileSchema,
  type StaffAccountRequest,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET api/staff/accounts: every staff account (spa manager only). */
const staffAccountsQuery = queryOptions({
  queryKey: ['staff', 'accounts'],
  queryFn: async ({ signal }) =>
    StaffAccountListSchema.parse(await apiRequest('/api/staff/accounts', { signal })),
  retry: false,
});

export const useStaffAccounts = () => useQuery(staffAccountsQuery);

/** POST api/staff/accounts: a new account; the list is asked again. */
export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (account: StaffAccountRequest) =>
      StaffProfileSchema.parse(await apiRequest('/api/staff/accounts', { body: account })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffAccountsQuery.queryKey }),
  });
}

/** POST api/staff/accounts/{id}/status: disable (sign-ins end at once) or enable an account. */
export function useSetAccountDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, disabled }: { id: string; disabled: boolean }) =>
      StaffAccountSchema.parse(
        await apiRequest(`/api/staff/accounts/${encodeURIComponent(id)}/status`, {
          body: { Disabled: disabled },
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffAccountsQuery.queryKey }),
  });
}
