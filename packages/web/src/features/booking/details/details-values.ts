import {
  SOMEONE_ELSE,
  type LeadBookerForm,
  type LeadBookerFormInput,
  type RegisterRequest,
  type UserProfile,
} from '@spa/domain';
import type { SpaDaySearch } from '../../../lib/spa-day/search-state';

/**
 * The details form's values and the records made from them: the Search's
 * `details` (what begin-booking reads), the draft kept while typing, and the
 * registration of an account at details.
 */

type SavedDetails = NonNullable<SpaDaySearch['details']>;

/**
 * The form as the guest left it: what they submitted before (or their profile
 * when signed in), then what they typed since without submitting (the draft).
 * The terms stay ticked once agreed.
 */
export function detailsDefaults(search: SpaDaySearch, profile: UserProfile | null): LeadBookerFormInput {
  const saved = search.details;
  const lead = saved?.leadGuest;
  const address = profile?.Address;
  const memberGuest = Math.max(
    0,
    search.guests.findIndex((g) => g.isLoggedInUser),
  );
  const chosen = saved ? (saved.selectedGuest === null ? SOMEONE_ELSE : String(saved.selectedGuest)) : '';
  const defaults: LeadBookerFormInput = {
    selectedGuest: profile ? String(memberGuest) : chosen,
    leadGuest: {
      title: lead?.title ?? profile?.Title ?? '',
      firstName: lead?.firstName ?? profile?.FirstName ?? '',
      lastName: lead?.lastName ?? profile?.LastName ?? '',
      emailAddress: lead?.emailAddress ?? profile?.EmailAddress ?? '',
      telephone: lead?.telephone ?? profile?.Telephone ?? '',
      address: {
        line1: lead?.address.line1 ?? address?.Line1 ?? '',
        line2: lead?.address.line2 ?? address?.Line2 ?? '',
        city: lead?.address.city ?? address?.City ?? '',
        country: lead?.address.country || address?.Country || 'GB',
        postCode: lead?.address.postCode ?? address?.PostCode ?? '',
      },
    },
    requests: saved?.requests ?? '',
    account: {
      password1: '',
      password2: '',
      joinMailingList: saved?.joinMailingList ?? false,
      addressBooks: saved?.mailingLists ?? [],
    },
    terms: saved?.terms ?? false,
  };
  return withDraft(defaults, search.detailsDraft);
}

/**
 * `defaults` with each field the draft holds in the same type laid over it.
 * A draft is whatever the server kept, so nothing else of it is trusted: no new
 * fields, no other types, and never the passwords.
 */
export function withDraft<T>(defaults: T, draft: unknown): T {
  if (draft === null || draft === undefined) return defaults;
  if (Array.isArray(defaults))
    return Array.isArray(draft) && draft.every((id) => Number.isInteger(id)) ? (draft as T) : defaults;
  if (typeof defaults === 'object' && defaults !== null) {
    if (typeof draft !== 'object' || Array.isArray(draft)) return defaults;
    const fields = Object.entries(defaults as Record<string, unknown>).map(([key, value]) => [
      key,
      /^password/.test(key) ? value : withDraft(value, (draft as Record<string, unknown>)[key]),
    ]);
    return Object.fromEntries(fields) as T;
  }
  return (typeof draft === typeof defaults ? draft : defaults) as T;
}

/** What is kept while the guest types: everything but the passwords. */
export function toDraft(values: Partial<LeadBookerFormInput>): Record<string, unknown> {
  const { account, ...rest } = values;
  return {
    ...rest,
    account: { joinMailingList: account?.joinMailingList, addressBooks: account?.addressBooks },
  };
}

/** The submitted details as the Search keeps them (begin-booking reads them). */
export function toSavedDetails(form: LeadBookerForm, isManualEntry: boolean): SavedDetails {
  const { address, ...person } = form.leadGuest;
  return {
    selectedGuest: form.selectedGuest === SOMEONE_ELSE ? null : Number(form.selectedGuest),
    leadGuest: { ...person, address: { ...address, isManualEntry } },
    requests: form.requests,
    joinMailingList: form.account.joinMailingList,
    mailingLists: mailingListsOf(form),
    terms: form.terms,
  };
}

/** An account is made at details for a signed-out lead booker who is a guest and chose a password. */
export function wantsAccount(form: LeadBookerForm, signedIn: boolean): boolean {
  return !signedIn && form.account.password1 !== '' && form.selectedGuest !== SOMEONE_ELSE;
}

/** POST api/account/register from the details (no code: see docs/decisions.md §19). */
export function toRegistration(form: LeadBookerForm): RegisterRequest {
  const { address, ...person } = form.leadGuest;
  return {
    ...person,
    address,
    password: form.account.password1,
    terms: true,
    addressBooks: mailingListsOf(form),
  };
}

const mailingListsOf = (form: LeadBookerForm) =>
  form.account.joinMailingList ? form.account.addressBooks : [];
