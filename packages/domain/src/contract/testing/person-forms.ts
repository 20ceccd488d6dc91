/**
 * Form values that pass their schema, for tests that change one field at a time: a person,
 * their address and the booking's lead booker form built from them.
 */

/** An address as the address form holds it (the postcode as typed). */
export const validAddress = {
  line1: '1 Mill Lane',
  line2: '',
  city: 'Colchester',
  country: 'GB',
  postCode: 'co7 7aa',
};

/** A person as the forms hold them. */
export const validPerson = {
  title: 'MRS',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.com',
  telephone: '01632 960 001',
};

/** The lead booker's details form: the first guest, no account password, the terms agreed. */
export const validLeadBooker = {
  selectedGuest: '0',
  leadGuest: { ...validPerson, address: validAddress },
  requests: '',
  account: { password1: '', password2: '', joinMailingList: false, addressBooks: [] },
  terms: true,
};
