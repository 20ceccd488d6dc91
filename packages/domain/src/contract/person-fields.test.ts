import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangePasswordSchema,
  RegisterFormSchema,
  RegisterRequestSchema,
  ResetPasswordFormSchema,
  accountDetailsSchema,
} from './account.schemas';
import { GuestNamesFormSchema, LeadBookerFormSchema } from './booking-forms';
import {
  AddressFormSchema,
  LookupPostcodeSchema,
  NAME_MAX_LENGTH,
  TelephoneSchema,
  isPlainText,
} from './person-fields';
import { BeginBookingRequestSchema } from './spa.schemas';
import {
  validAddress as address,
  validLeadBooker as leadBooker,
  validPerson as person,
} from './testing/person-forms';

const beginBooking = (telephoneNumber: string) => ({
  isSpaDay: false,
  date: '2026-03-29',
  leadGuestIndex: 0,
  clients: [
    {
      title: 'MRS',
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@example.com',
      telephoneNumber,
      address1: '1 Mill Lane',
      city: 'Colchester',
      country: 'GB',
      postCode: 'CO7 7AA',
    },
  ],
});

const messagesOf = (result: { error?: z.ZodError }) => result.error?.issues.map((i) => i.message) ?? [];

describe('isPlainText', () => {
  it('accepts names and addresses as people write them', () => {
    for (const ok of ['Zoë O’Brien', 'Nguyễn Thị Minh', '李小龍', 'Flat 2, 10 Elm Road', '👩‍🔬 Ada'])
      expect(isPlainText(ok)).toBe(true);
  });

  it('refuses NUL and other control characters, halves of a character, and line breaks in a line', () => {
    for (const bad of ['Ann\u0000', 'Ann\u001b[31m', 'Ann\uD800', '\uDC00Ann', 'Ann\nSmith'])
      expect(isPlainText(bad)).toBe(false);
    expect(isPlainText('line 1\nline 2\ttab', { multiline: true })).toBe(true);
    expect(isPlainText('line 1\u0000', { multiline: true })).toBe(false);
  });
});

describe('one telephone rule for the form and the server', () => {
  it("refuses '+123456' everywhere a telephone is taken (the account made at details failed silently)", () => {
    const telephone = '+123456';
    expect(TelephoneSchema.safeParse(telephone).success).toBe(false);
    const details = LeadBookerFormSchema.safeParse({
      ...leadBooker,
      leadGuest: { ...leadBooker.leadGuest, telephone },
    });
    expect(details.error?.issues.map((i) => i.path.join('.'))).toEqual(['leadGuest.telephone']);
    expect(BeginBookingRequestSchema.safeParse(beginBooking(telephone)).success).toBe(false);
    const register = RegisterRequestSchema.safeParse({ ...person, telephone, terms: true });
    expect(register.success).toBe(false);
  });

  it('accepts the same good number in each of them', () => {
    const telephone = '+44 1632 960 001';
    expect(
      LeadBookerFormSchema.safeParse({ ...leadBooker, leadGuest: { ...leadBooker.leadGuest, telephone } })
        .success,
    ).toBe(true);
    expect(BeginBookingRequestSchema.safeParse(beginBooking(telephone)).success).toBe(true);
    expect(RegisterRequestSchema.safeParse({ ...person, telephone, terms: true }).success).toBe(true);
  });
});

describe('field messages are plain words, never the library’s', () => {
  const LIBRARY_WORDING = /^(Too (big|small)|Invalid|Expected|Required)/i;
  /** The same value with every text replaced by 300 characters. */
  const tooLong = (value: unknown): unknown =>
    typeof value === 'string'
      ? 'x'.repeat(300)
      : Array.isArray(value)
        ? value.map(tooLong)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, tooLong(v)]))
          : value;

  it.each([
    ['lead booker details', LeadBookerFormSchema, leadBooker],
    ['guest names', GuestNamesFormSchema, { guests: [{ ...person, isLoggedInUser: false }] }],
    ['account details', accountDetailsSchema(true), { ...person, birthday: '', address }],
    ['registration', RegisterFormSchema, { ...person, terms: true, password: '', password2: '' }],
    ['password reset', ResetPasswordFormSchema, { password: '', password2: '' }],
    ['change password', ChangePasswordSchema, { oldPassword: '', password1: '', password2: '' }],
  ] as const)('%s: every text too long or empty gets words a guest understands', (_, schema, valid) => {
    const results = [
      schema.safeParse(tooLong(valid)),
      schema.safeParse(JSON.parse(JSON.stringify(valid).replace(/"[^"]*"(?=[,}])/g, '""'))),
    ];
    const messages = results.flatMap(messagesOf);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).not.toMatch(LIBRARY_WORDING);
  });

  it('names the field and its limit when a name is too long', () => {
    const result = LeadBookerFormSchema.safeParse({
      ...leadBooker,
      leadGuest: { ...leadBooker.leadGuest, lastName: 'x'.repeat(NAME_MAX_LENGTH + 1) },
    });
    expect(messagesOf(result)).toEqual([`Last name must be ${NAME_MAX_LENGTH} characters or fewer`]);
  });
});

describe('lead booker details', () => {
  it('takes an account password only when given, and then twice the same', () => {
    const firstIssueWith = (password1: string, password2: string) =>
      LeadBookerFormSchema.safeParse({
        ...leadBooker,
        account: { ...leadBooker.account, password1, password2 },
      }).error?.issues[0];
    expect(LeadBookerFormSchema.safeParse(leadBooker).success).toBe(true);
    expect(firstIssueWith('short', 'short')).toMatchObject({
      message: 'Minimum 8 characters',
      path: ['account', 'password1'],
    });
    expect(firstIssueWith('long enough', 'long enougH')).toMatchObject({
      message: 'Passwords must match',
      path: ['account', 'password2'],
    });
  });

  it("requires the terms and the spec's fields, in the order of the page", () => {
    const result = LeadBookerFormSchema.safeParse({
      ...leadBooker,
      selectedGuest: '',
      leadGuest: { ...person, title: '', address: { ...address, line1: ' ', city: '' } },
      terms: false,
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['selectedGuest', 'Select who is the lead booker'],
      ['leadGuest.title', 'Select a title'],
      ['leadGuest.address.line1', 'Enter address line 1'],
      ['leadGuest.address.city', 'Enter a town or city'],
      ['terms', 'Agree to the privacy notice and terms and conditions'],
    ]);
  });
});

describe('address', () => {
  it('upper-cases the postcode and trims every line', () => {
    expect(AddressFormSchema.parse({ ...address, line1: ' 1 Mill Lane ' })).toMatchObject({
      line1: '1 Mill Lane',
      postCode: 'CO7 7AA',
    });
  });

  it('looks up only a whole UK postcode', () => {
    expect(LookupPostcodeSchema.safeParse('co7 7aa').success).toBe(true);
    expect(messagesOf(LookupPostcodeSchema.safeParse(''))).toEqual(['Enter a postcode']);
    expect(messagesOf(LookupPostcodeSchema.safeParse('CO7'))).toEqual([
      'Enter a real UK postcode, like CO7 7AA',
    ]);
  });
});
