import type { UserProfile } from '@spa/domain';
import type { Member } from '../members';

/** The one place a member becomes the spec's PascalCase UserProfile. */
export function toUserProfile(m: Member): UserProfile {
  return {
    Title: m.title,
    FirstName: m.firstName,
    LastName: m.lastName,
    EmailAddress: m.email,
    Telephone: m.telephone,
    Birthdate: m.birthdate,
    RegisteredInOpera: m.registeredInOpera,
    Address: {
      Line1: m.addressLine1,
      Line2: m.addressLine2,
      City: m.addressCity,
      Country: m.addressCountry,
      PostCode: m.addressPostcode,
    },
  };
}
