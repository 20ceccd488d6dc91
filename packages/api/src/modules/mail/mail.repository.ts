import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryOne, queryRows } from '../../lib/sql-rows';

export interface OutboxMessage {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: { filename: string; contentType: string; content: string }[];
  created_at: Date;
}

export function listOutbox(db: Db, limit = 200) {
  return queryRows<Omit<OutboxMessage, 'text_body' | 'html_body' | 'attachments'>>(
    db,
    sql`SELECT id, to_address, subject, created_at FROM mail_outbox ORDER BY id DESC LIMIT ${limit}`,
  );
}

export function findOutboxMessage(db: Db, id: number) {
  return queryOne<OutboxMessage>(db, sql`SELECT * FROM mail_outbox WHERE id = ${id}`);
}
