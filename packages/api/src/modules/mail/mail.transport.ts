import nodemailer from 'nodemailer';
import type { Executor } from '../../db/database';
import type { MailMessage } from './mail.message';
import { insertOutboxMessage } from './mail.repository';

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

export function outboxTransport(db: Executor): MailTransport {
  return {
    kind: 'outbox',
    send: (message) => insertOutboxMessage(db, message),
    async close() {},
  };
}
