import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { members, type Member } from './members.tables';

/** A member's postal address, as the account calls give it. */
export interface MemberAddress {
  line1: string;
  line2: string;
  city: string;
  country: string;
  postCode: string;
}

const addressColumns = (address: MemberAddress) => ({
  addressLine1: address.line1,
  addressLine2: address.line2,
  addressCity: address.city,
  addressCountry: address.country,
  addressPostcode: address.postCode,
});

export async function findMemberByEmail(db: Executor, email: string): Promise<Member | undefined> {
  const [row] = await db.select().from(members).where(eq(members.email, email.toLowerCase()));
  return row;
}

export async function findMemberById(db: Executor, id: string): Promise<Member | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
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
  address: MemberAddress | null;
}

/** Inserts a member; undefined when the e-mail already has one. */
export async function insertMember(db: Executor, { address, ...member }: NewMember) {
  const [row] = await db
    .insert(members)
    .values({ ...member, email: member.email.toLowerCase(), ...(address ? addressColumns(address) : {}) })
    .onConflictDoNothing({ target: members.email })
    .returning({ id: members.id });
  return row;
}

interface MemberUpdate {
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  telephone: string;
  birthdate: string | null;
  /** null keeps the address the member has. */
  address: MemberAddress | null;
}

export async function updateMember(db: Executor, id: string, { address, ...member }: MemberUpdate) {
  await db
    .update(members)
    .set({
      ...member,
      email: member.email.toLowerCase(),
      ...(address ? addressColumns(address) : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(members.id, id));
}

export async function setPasswordHash(db: Executor, id: string, passwordHash: string) {
  await db
    .update(members)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(members.id, id));
}

export async function setMemberEmail(db: Executor, id: string, email: string) {
  await db
    .update(members)
    .set({ email: email.toLowerCase(), updatedAt: sql`now()` })
    .where(eq(members.id, id));
}
