import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/sql-rows';
import { queryRows } from '../../lib/sql-rows';

export async function subscribedIds(db: Executor, email: string): Promise<number[]> {
  const rows = await queryRows<{ address_book_id: string | number }>(
    db,
    sql`SELECT address_book_id FROM mailing_list_subscriptions WHERE email = ${email}`,
  );
  return rows.map((r) => Number(r.address_book_id));
}

export async function addSubscriptions(db: Executor, email: string, ids: number[]) {
  for (const id of ids)
    await db.execute(sql`INSERT INTO mailing_list_subscriptions (email, address_book_id) VALUES (${email}, ${id})
      ON CONFLICT DO NOTHING`);
}

export async function removeSubscriptions(db: Executor, email: string, ids: number[]) {
  if (ids.length === 0) return;
  await db.execute(sql`DELETE FROM mailing_list_subscriptions WHERE email = ${email}
    AND address_book_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

export async function saveContactFields(db: Executor, email: string, fields: Record<string, string>) {
  await db.execute(sql`INSERT INTO marketing_contacts (email, data_fields) VALUES (${email}, ${JSON.stringify(fields)}::jsonb)
    ON CONFLICT (email) DO UPDATE SET data_fields = marketing_contacts.data_fields || EXCLUDED.data_fields,
      updated_at = now()`);
}
