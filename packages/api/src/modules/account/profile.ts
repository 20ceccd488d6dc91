import type { UserProfile } from '@spa/domain';
import type { MemberRow } from './account.repository';

/** The one place a member row becomes the spec's PascalCase UserProfile. */
export function toUserProfile(m: MemberRow): UserProfile {
  return {
    Title: m.title,
    FirstName: m.first_name,
    LastName: m.last_name,
    EmailAddress: m.email,
    Telephone: m.telephone,
    Birthdate: m.birthdate,
    RegisteredInOpera: m.registered_in_opera,
    Address: {
      Line1: m.address_line1,
      Line2: m.address_line2,
      City: m.address_city,
      Country: m.address_country,
      PostCode: m.address_postcode,
    },
  };
}
