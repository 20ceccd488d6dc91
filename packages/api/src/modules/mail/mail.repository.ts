import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { mailOutbox } from './mail.tables';
import type { MailMessage } from './mail.message';

export async function insertOutboxMessage(db: Executor, message: MailMessage) {
  await db.insert(mailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    attachments: message.attachments ?? [],
  });
}

/** The newest messages, without their bodies. */
export function listOutbox(db: Executor, limit = 200) {
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

export async function findOutboxMessage(db: Executor, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
