/**
 * What the booking flow needs from accounts (issue 5): whether the guest is signed
 * in, the member profile for 'I am this guest' and the details prefill, and account
 * creation at details. Until features/auth lands this answers "signed out, no
 * registration", and the screens hide the parts that need it.
 */
export interface MemberProfile {
  Title: string;
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  Telephone: string;
  Address: { Line1: string; Line2: string; City: string; Country: string; PostCode: string };
}

export interface RegistrationInput {
  title: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  telephone: string;
  address: { line1: string; line2: string; city: string; country: string; postCode: string };
  password: string;
  addressBooks: number[];
}

export interface AccountPort {
  isAuthenticated: boolean;
  profile: MemberProfile | null;
  /** Registers and signs in; null while account creation is not available. */
  register: ((input: RegistrationInput) => Promise<void>) | null;
}

const SIGNED_OUT: AccountPort = { isAuthenticated: false, profile: null, register: null };

export function useAccountPort(): AccountPort {
  return SIGNED_OUT;
}
