import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/sql-rows';
import { queryOne } from '../../lib/sql-rows';

/** A row of `members`, as the SQL below selects it. */
export interface MemberRow {
  id: string;
  email: string;
  title: string;
  first_name: string;
  last_name: string;
  telephone: string | null;
  birthdate: string | null;
  password_hash: string | null;
  registered_in_opera: boolean;
  address_line1: string | null;
  address_line2: string | null;
  address_city: string | null;
  address_country: string | null;
  address_postcode: string | null;
}

const COLUMNS = sql`id, email, title, first_name, last_name, telephone, birthdate::text AS birthdate, password_hash,
  registered_in_opera, address_line1, address_line2, address_city, address_country, address_postcode`;

export function findMemberByEmail(db: Executor, email: string) {
  return queryOne<MemberRow>(db, sql`SELECT ${COLUMNS} FROM members WHERE email = ${email.toLowerCase()}`);
}

export function findMemberById(db: Executor, id: string) {
  return queryOne<MemberRow>(db, sql`SELECT ${COLUMNS} FROM members WHERE id = ${id}`);
}

export interface NewMember {
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  telephone: string | null;
  birthdate: string | null;
  passwordHash: string | null;
  registeredInOpera: boolean;
  address: { line1: string; line2: string; city: string; country: string; postCode: string } | null;
}

/** Inserts a member; undefined when the e-mail already has one. */
export function insertMember(db: Executor, m: NewMember) {
  return queryOne<{ id: string }>(
    db,
    sql`INSERT INTO members (email, title, first_name, last_name, telephone, birthdate, password_hash,
        registered_in_opera, address_line1, address_line2, address_city, address_country, address_postcode)
      VALUES (${m.email.toLowerCase()}, ${m.title}, ${m.firstName}, ${m.lastName}, ${m.telephone}, ${m.birthdate},
        ${m.passwordHash}, ${m.registeredInOpera}, ${m.address?.line1 ?? null}, ${m.address?.line2 ?? null},
        ${m.address?.city ?? null}, ${m.address?.country ?? null}, ${m.address?.postCode ?? null})
      ON CONFLICT (email) DO NOTHING
      RETURNING id`,
  );
}

export interface MemberUpdate {
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  telephone: string;
  birthdate: string | null;
  address: { line1: string; line2: string; city: string; country: string; postCode: string } | null;
}

export async function updateMember(db: Executor, id: string, m: MemberUpdate) {
  await db.execute(sql`UPDATE members SET email = ${m.email.toLowerCase()}, title = ${m.title},
      first_name = ${m.firstName}, last_name = ${m.lastName}, telephone = ${m.telephone}, birthdate = ${m.birthdate},
      address_line1 = COALESCE(${m.address?.line1 ?? null}, address_line1),
      address_line2 = CASE WHEN ${m.address !== null} THEN ${m.address?.line2 ?? null} ELSE address_line2 END,
      address_city = COALESCE(${m.address?.city ?? null}, address_city),
      address_country = COALESCE(${m.address?.country ?? null}, address_country),
      address_postcode = COALESCE(${m.address?.postCode ?? null}, address_postcode),
      updated_at = now()
    WHERE id = ${id}`);
}

export async function setPasswordHash(db: Executor, id: string, passwordHash: string) {
  await db.execute(
    sql`UPDATE members SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${id}`,
  );
}
