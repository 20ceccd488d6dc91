import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows, wholeRow } from '../../lib/sql';
import { mailOutbox, type OutboxRow } from './mail.tables';
import type { MailMessage } from './mail.message';

export async function insertOutboxMessage(db: Executor, message: MailMessage) {
  await queryRows(
    db,
    db.insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      attachments: message.attachments ?? [],
      carriesSecret: message.secret ?? false,
      ...(message.sendAt ? { nextAttemptAt: message.sendAt } : {}),
    }),
  );
}

/** The newest messages, without their bodies. */
export function listOutbox(db: Executor, limit = 200) {
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

export async function findOutboxMessage(db: Executor, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

const outboxRow = wholeRow(mailOutbox);

/**
 * Takes up to `limit` messages that are due (queued, or 'sending' with a lapsed
 * lease) for `leaseSeconds`, skipping rows another worker is taking: each message
 * goes to one worker at a time, across processes. Kept prepared: every booking's
 * confirmation is claimed by it.
 */
export async function claimDue(db: Executor, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`UPDATE mail_outbox
      SET status = 'sending', attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status IN ('queued', 'sending') AND next_attempt_at <= now()
        ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING ${outboxRow.list}`,
  );
  return rows.map((row) => outboxRow.decode(row));
}

/** What a delivered message that carried a secret keeps in place of its bodies. */
export const SECRET_NOT_KEPT =
  'This message carried a code or a personal link and was not kept once it was sent.';

/**
 * A message delivered. `forget`: it carried a secret and an SMTP server took it, so its bodies
 * and attachments are replaced by a note (the subject, address and times stay, for the spa team).
 */
export async function markSent(db: Executor, id: number, { forget }: { forget: boolean }): Promise<void> {
  await queryRows(
    db,
    db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        lastError: null,
        ...(forget ? { textBody: SECRET_NOT_KEPT, htmlBody: SECRET_NOT_KEPT, attachments: [] } : {}),
      })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending'))),
  );
}

/** A failed attempt: tried again after `retryInSeconds`, or given up ('failed') when null. */
export async function markFailed(db: Executor, id: number, error: string, retryInSeconds: number | null) {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error }
        : {
            status: 'queued',
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
          },
    )
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/** The messages that mention a text (a confirmation number), newest first, without their bodies. */
export function outboxMentioning(db: Executor, text: string, limit = 50) {
  return db
    .select({
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      status: mailOutbox.status,
    })
    .from(mailOutbox)
    .where(sql`strpos(${mailOutbox.textBody}, ${text}) > 0`)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
