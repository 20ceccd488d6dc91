import { describe, expect, it } from 'vitest';
import { LeadBookerFormSchema } from './booking-forms';
import { fieldMessages } from './testing/field-messages';

describe('the booking details form', () => {
  it("says 'Passwords must match' with the form's other errors, on the first submit", () => {
    const result = LeadBookerFormSchema.safeParse({
      selectedGuest: '',
      leadGuest: {
        title: '',
        firstName: '',
        lastName: 'Hopper',
        emailAddress: 'not an address',
        telephone: '',
        address: { line1: '', line2: '', city: '', country: '', postCode: '' },
      },
      requests: '',
      account: { password1: 'short', password2: 'shorter', joinMailingList: false, addressBooks: [] },
      terms: false,
    });
    const fields = fieldMessages(result);
    expect(fields).toContain('account.password2: Passwords must match');
    expect(fields).toContain('account.password1: Minimum 8 characters');
    expect(fields).toContain('leadGuest.firstName: Enter a first name');
    expect(fields).toContain('selectedGuest: Select who is the lead booker');
  });

  it("says 'Passwords must match' even when another account field stops its object", () => {
    const account = { password1: 'a long password', password2: 'another password', addressBooks: [] };
    const result = LeadBookerFormSchema.safeParse({ account });
    const fields = fieldMessages(result);
    expect(fields).toContain('account.password2: Passwords must match');
    expect(fields.some((field) => field.startsWith('account.joinMailingList: '))).toBe(true);
  });

  it('accepts no account password, and a matching one', () => {
    const form = {
      selectedGuest: '0',
      leadGuest: {
        title: 'MS',
        firstName: 'Grace',
        lastName: 'Hopper',
        emailAddress: 'grace@example.com',
        telephone: '07700900123',
        address: { line1: '1 Street', line2: '', city: 'London', country: 'GB', postCode: 'SW1A 1AA' },
      },
      requests: '',
      account: { password1: '', password2: '', joinMailingList: false, addressBooks: [] },
      terms: true,
    };
    expect(LeadBookerFormSchema.safeParse(form).error?.issues ?? []).toEqual([]);
    const matching = { ...form.account, password1: 'a long password', password2: 'a long password' };
    expect(LeadBookerFormSchema.safeParse({ ...form, account: matching }).success).toBe(true);
  });
});
