import { describe, expect, it } from 'vitest';
import { LeadBookerFormSchema, SOMEONE_ELSE, type UserProfile } from '@spa/domain';
import { newSearch, type SpaDaySearch } from '../../../lib/spa-day/search-state';
import {
  detailsDefaults,
  toDraft,
  toRegistration,
  toSavedDetails,
  wantsAccount,
  withDraft,
} from './details-values';

function searchFor(guests = 2): SpaDaySearch {
  const search = newSearch({ guestCount: guests, date: '2030-01-02', spaDay: 'ELM-RETREAT' });
  search.guests[0] = { ...search.guests[0]!, title: 'MRS', firstName: 'Ada', lastName: 'Lovelace' };
  return search;
}

const submitted = LeadBookerFormSchema.parse({
  selectedGuest: '0',
  leadGuest: {
    title: 'MRS',
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: ' ada@example.com ',
    telephone: '01632 960 001',
    address: {
      line1: '1 Mill Lane',
      line2: 'Elmstead',
      city: 'Colchester',
      country: 'GB',
      postCode: 'co7 7aa',
    },
  },
  requests: 'Quiet room',
  account: {
    password1: 'correct horse',
    password2: 'correct horse',
    joinMailingList: true,
    addressBooks: [3507983],
  },
  terms: true,
});

describe('the details form and its records', () => {
  it('comes back as submitted when the guest returns from the summary, terms still ticked', () => {
    const search = { ...searchFor(), details: toSavedDetails(submitted, false) };
    const defaults = detailsDefaults(search, null);
    expect(defaults).toMatchObject({
      selectedGuest: '0',
      leadGuest: { emailAddress: 'ada@example.com', address: { postCode: 'CO7 7AA' } },
      requests: 'Quiet room',
      account: { password1: '', password2: '', joinMailingList: true, addressBooks: [3507983] },
      terms: true,
    });
  });

  it('lays the draft over what was submitted, so a reload keeps what was typed since', () => {
    const search = {
      ...searchFor(),
      details: toSavedDetails(submitted, false),
      detailsDraft: toDraft({
        ...detailsDefaults(searchFor(), null),
        requests: 'Typed, not sent',
        terms: true,
      }),
    };
    expect(detailsDefaults(search, null)).toMatchObject({ requests: 'Typed, not sent', terms: true });
  });

  it('never keeps a password in the draft, and never takes one from it', () => {
    const values = { ...detailsDefaults(searchFor(), null) };
    values.account = { ...values.account, password1: 'secret pass', password2: 'secret pass' };
    expect(JSON.stringify(toDraft(values))).not.toContain('secret pass');
    const forged = { account: { password1: 'planted', password2: 'planted' } };
    expect(withDraft(detailsDefaults(searchFor(), null), forged).account.password1).toBe('');
  });

  it('trusts nothing else of a draft either: no new fields, no other types', () => {
    const defaults = { name: 'Ada', agreed: false, lists: [1], nested: { city: 'Bath' } };
    const draft = { name: 42, agreed: true, lists: ['<script>'], nested: 'x', extra: 'field' };
    expect(withDraft(defaults, draft)).toEqual({
      name: 'Ada',
      agreed: true,
      lists: [1],
      nested: { city: 'Bath' },
    });
    expect(withDraft(defaults, 'not an object')).toEqual(defaults);
  });

  it('fills a signed-in member from the profile, as the guest they are', () => {
    const search = searchFor();
    search.guests[1] = { ...search.guests[1]!, isLoggedInUser: true };
    const profile: UserProfile = {
      Title: 'MR',
      FirstName: 'Charles',
      LastName: 'Babbage',
      EmailAddress: 'charles@example.com',
      Telephone: null,
      Birthdate: null,
      RegisteredInOpera: true,
      Address: { Line1: '1 Dorset St', Line2: null, City: 'London', Country: null, PostCode: 'W1U 4EG' },
    };
    expect(detailsDefaults(search, profile)).toMatchObject({
      selectedGuest: '1',
      leadGuest: {
        firstName: 'Charles',
        telephone: '',
        address: { line1: '1 Dorset St', line2: '', country: 'GB' },
      },
    });
  });

  it('makes an account only for a signed-out guest who chose a password', () => {
    expect(wantsAccount(submitted, false)).toBe(true);
    expect(wantsAccount(submitted, true)).toBe(false);
    expect(wantsAccount({ ...submitted, selectedGuest: SOMEONE_ELSE }, false)).toBe(false);
    expect(wantsAccount({ ...submitted, account: { ...submitted.account, password1: '' } }, false)).toBe(
      false,
    );
    expect(toRegistration(submitted)).toMatchObject({
      emailAddress: 'ada@example.com',
      password: 'correct horse',
      terms: true,
      addressBooks: [3507983],
      address: { postCode: 'CO7 7AA' },
    });
  });

  it("saves 'Someone else' as no guest, and no mailing lists unless joined", () => {
    const saved = toSavedDetails(
      {
        ...submitted,
        selectedGuest: SOMEONE_ELSE,
        account: { ...submitted.account, joinMailingList: false },
      },
      true,
    );
    expect(saved).toMatchObject({
      selectedGuest: null,
      mailingLists: [],
      leadGuest: { address: { isManualEntry: true } },
    });
  });
});
