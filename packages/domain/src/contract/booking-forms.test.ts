import { describe, expect, it } from 'vitest';
import { LeadBookerFormSchema } from './booking-forms';
import { fieldMessages } from './testing/field-messages';
import { validLeadBooker } from './testing/person-forms';

describe('the booking details form', () => {
  it("says 'Passwords must match' with the form's other errors, on the first submit", () => {
    const result = LeadBookerFormSchema.safeParse({
      ...validLeadBooker,
      selectedGuest: '',
      leadGuest: {
        title: '',
        firstName: '',
        lastName: 'Hopper',
        emailAddress: 'not an address',
        telephone: '',
        address: { line1: '', line2: '', city: '', country: '', postCode: '' },
      },
      account: { ...validLeadBooker.account, password1: 'short', password2: 'shorter' },
      terms: false,
    });
    expect(fieldMessages(result)).toEqual(
      expect.arrayContaining([
        'account.password2: Passwords must match',
        'account.password1: Minimum 8 characters',
        'leadGuest.firstName: Enter a first name',
        'selectedGuest: Select who is the lead booker',
      ]),
    );
  });

  it("says 'Passwords must match' even when another account field stops its object", () => {
    const account = { password1: 'a long password', password2: 'another password', addressBooks: [] };
    const result = LeadBookerFormSchema.safeParse({ account });
    const fields = fieldMessages(result);
    expect(fields).toContain('account.password2: Passwords must match');
    expect(fields.some((field) => field.startsWith('account.joinMailingList: '))).toBe(true);
  });

  it('accepts no account password, and a matching one', () => {
    const form = validLeadBooker;
    expect(LeadBookerFormSchema.safeParse(form).error?.issues ?? []).toEqual([]);
    const matching = { ...form.account, password1: 'a long password', password2: 'a long password' };
    expect(LeadBookerFormSchema.safeParse({ ...form, account: matching }).success).toBe(true);
  });
});
