import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { mailingListSubscriptions, marketingContacts } from './marketing.tables';

export async function subscribedIds(db: Executor, email: string): Promise<number[]> {
  const rows = await db
    .select({ id: mailingListSubscriptions.addressBookId })
    .from(mailingListSubscriptions)
    .where(eq(mailingListSubscriptions.email, email));
  return rows.map((row) => row.id);
}

export async function addSubscriptions(db: Executor, email: string, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .insert(mailingListSubscriptions)
    .values(ids.map((addressBookId) => ({ email, addressBookId })))
    .onConflictDoNothing();
}

export async function removeSubscriptions(db: Executor, email: string, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .delete(mailingListSubscriptions)
    .where(
      and(eq(mailingListSubscriptions.email, email), inArray(mailingListSubscriptions.addressBookId, ids)),
    );
}

/** Saves a contact's data fields, keeping the ones not given now. */
export async function saveContactFields(db: Executor, email: string, fields: Record<string, string>) {
  await db
    .insert(marketingContacts)
    .values({ email, dataFields: fields })
    .onConflictDoUpdate({
      target: marketingContacts.email,
      set: {
        dataFields: sql`${marketingContacts.dataFields} || excluded.data_fields`,
        updatedAt: sql`now()`,
      },
    });
}

export async function contactFields(db: Executor, email: string) {
  const [row] = await db
    .select({ dataFields: marketingContacts.dataFields })
    .from(marketingContacts)
    .where(eq(marketingContacts.email, email));
  return row?.dataFields;
}

export async function deleteContact(db: Executor, email: string) {
  await db.delete(marketingContacts).where(eq(marketingContacts.email, email));
}
