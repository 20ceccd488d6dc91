import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountUpdateRequest,
  AddressBook,
  ChangePasswordForm,
  EmailChangeRequest,
  UserProfile,
} from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

export const updateAccount = (body: AccountUpdateRequest) =>
  apiRequest<UserProfile>('/api/account/update', { body });
export const startEmailChange = (body: EmailChangeRequest) =>
  apiRequest<{ changeId: string }>('/api/account/change-email', { body });
export const confirmEmailChange = (body: { id: string; otp: string }) =>
  apiRequest<UserProfile>('/api/account/change-email/confirm', { body });
export const changePassword = (body: ChangePasswordForm) =>
  apiRequest<{ ok: true }>('/api/account/change-password', { body });

export const getAddressBooks = (emailAddress: string) =>
  apiRequest<{ addressBooks: AddressBook[] }>(
    `/api/marketing/address-books?emailAddress=${encodeURIComponent(emailAddress)}`,
  );
export const subscribe = (body: {
  emailAddress: string;
  addressBooks: number[];
  dataFields: { Key: string; Value: string }[];
}) => apiRequest<{ ok: true }>('/api/marketing/subscribe', { body });
export const unsubscribe = (body: { emailAddress: string; addressBooks: number[] }) =>
  apiRequest<{ ok: true }>('/api/marketing/unsubscribe', { body });

/** The mailing lists and which of them an address is on; `all` is every address asked. */
const addressBookQueries = {
  all: ['marketing', 'address-books'] as const,
  of: (emailAddress: string | undefined) =>
    queryOptions({
      queryKey: [...addressBookQueries.all, emailAddress],
      queryFn: emailAddress ? () => getAddressBooks(emailAddress) : skipToken,
      staleTime: 0,
    }),
};

export const useAddressBooks = (emailAddress: string | undefined) =>
  useQuery(addressBookQueries.of(emailAddress));

/** Preferences submit (§2): unsubscribe the unticked lists first, then subscribe the ticked ones. */
export function useSavePreferences(profile: UserProfile | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ticked: { ticked: number[]; unticked: number[] }) => {
      if (!profile) throw new Error('not signed in');
      const emailAddress = profile.EmailAddress;
      if (ticked.unticked.length > 0) await unsubscribe({ emailAddress, addressBooks: ticked.unticked });
      if (ticked.ticked.length > 0)
        await subscribe({
          emailAddress,
          addressBooks: ticked.ticked,
          dataFields: marketingDataFields(profile),
        });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookQueries.all }),
  });
}

/** The dataFields of account-area §7, from the profile. */
export function marketingDataFields(profile: UserProfile) {
  const fields: [string, string | null][] = [
    ['ADDRESS1', profile.Address.Line1],
    ['ADDRESS2', profile.Address.Line2],
    ['CITY', profile.Address.City],
    ['POSTCODE', profile.Address.PostCode],
    ['TITLE', profile.Title],
    ['FIRSTNAME', profile.FirstName],
    ['LASTNAME', profile.LastName],
    ['DATE_OF_BIRTH', profile.Birthdate],
  ];
  return fields.filter((f): f is [string, string] => Boolean(f[1])).map(([Key, Value]) => ({ Key, Value }));
}
