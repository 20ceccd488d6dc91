import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Where messages go: a real SMTP server, or the database outbox read at /mailbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
    async close() {
      transporter.close();
    },
  };
}

export function outboxTransport(db: Db): MailTransport {
  return {
    kind: 'outbox',
    async send(message) {
      await db.execute(sql`INSERT INTO mail_outbox (to_address, subject, text_body, html_body, attachments)
        VALUES (${message.to}, ${message.subject}, ${message.text}, ${message.html},
          ${JSON.stringify(message.attachments ?? [])}::jsonb)`);
    },
    async close() {},
  };
}
