import { describe, expect, it } from 'vitest';
import { ChangePasswordSchema, OtpSchema, RegisterFormSchema, accountDetailsSchema } from './account.schemas';
import { TelephoneSchema, normaliseUkPostcode } from './person-fields';
import { fieldMessages } from './testing/field-messages';

describe('normaliseUkPostcode', () => {
  it('accepts any case and spacing and gives the one standard form', () => {
    expect(normaliseUkPostcode('co77aa')).toBe('CO7 7AA');
    expect(normaliseUkPostcode('  Sw1a   9zz ')).toBe('SW1A 9ZZ');
    expect(normaliseUkPostcode('EH1 9ZZ')).toBe('EH1 9ZZ');
  });

  it('rejects anything that is not a whole UK postcode', () => {
    for (const bad of ['', 'CO7', '12345', 'CO7 7AAA', 'XCO7 7AA1', 'CO7 7AA; DROP', 'C07 7AA!']) {
      expect(normaliseUkPostcode(bad)).toBeNull();
    }
  });
});

describe('account field rules', () => {
  it("requires exactly 6 digits for a code, with the spec's message", () => {
    expect(OtpSchema.safeParse('123456').success).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', '']) {
      const result = OtpSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Must be exactly 6 digits');
    }
  });

  it("says 'Passwords must match' with the form's other errors, on the first submit", () => {
    const result = RegisterFormSchema.safeParse({
      title: '',
      firstName: '',
      lastName: 'Hopper',
      emailAddress: 'not an address',
      telephone: '',
      birthday: '',
      password: 'a long password',
      password2: 'another password',
      terms: false,
      addressBooks: [],
    });
    expect(fieldMessages(result)).toEqual(
      expect.arrayContaining([
        'password2: Passwords must match',
        'firstName: Enter a first name',
        'terms: Agree to the privacy notice and terms and conditions',
      ]),
    );
  });

  it('asks for matching passwords of at least 8 characters when changing the password', () => {
    const short = ChangePasswordSchema.safeParse({
      oldPassword: 'x',
      password1: 'short',
      password2: 'short',
    });
    expect(short.error?.issues[0]?.message).toBe('Minimum 8 characters');
    const differ = ChangePasswordSchema.safeParse({
      oldPassword: 'x',
      password1: 'long enough',
      password2: 'long enougH',
    });
    expect(differ.error?.issues[0]).toMatchObject({ message: 'Passwords must match', path: ['password2'] });
  });

  it('makes telephone, birthday and password optional at registration, but terms required', () => {
    const base = { title: 'MR', firstName: 'A', lastName: 'B', emailAddress: 'a@example.com' };
    expect(RegisterFormSchema.safeParse({ ...base, terms: true }).success).toBe(true);
    expect(RegisterFormSchema.safeParse({ ...base, terms: false }).success).toBe(false);
    expect(RegisterFormSchema.safeParse({ ...base, terms: true, password: 'short' }).success).toBe(false);
    const long = 'x'.repeat(64);
    expect(
      RegisterFormSchema.safeParse({ ...base, terms: true, password: long, password2: long }).success,
    ).toBe(true);
    const differ = RegisterFormSchema.safeParse({ ...base, terms: true, password: long, password2: 'y' });
    expect(differ.error?.issues[0]).toMatchObject({ message: 'Passwords must match', path: ['password2'] });
  });

  it('requires the address only for members registered in the property system', () => {
    const details = {
      title: 'MR',
      firstName: 'A',
      lastName: 'B',
      emailAddress: 'a@example.com',
      telephone: '01632 960 000',
    };
    expect(accountDetailsSchema(false).safeParse(details).success).toBe(true);
    expect(accountDetailsSchema(true).safeParse(details).success).toBe(false);
    const withAddress = {
      ...details,
      address: { line1: '1 Mill Lane', city: 'Colchester', country: 'GB', postCode: 'CO7 7AA' },
    };
    expect(accountDetailsSchema(true).safeParse(withAddress).success).toBe(true);
  });

  it('accepts UK and international telephone numbers', () => {
    for (const ok of ['01632 960 000', '+44 (0)1632 960000', '+33 1 23 45 67 89'])
      expect(TelephoneSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['call me', '123', '+44 1632 960 000 ext 5'])
      expect(TelephoneSchema.safeParse(bad).success).toBe(false);
  });
});
