import nodemailer from 'nodemailer';
import type { MailMessage } from './mail.message';

/**
 * Where the outbox worker delivers messages: a real SMTP server, or nowhere further
 * (the outbox itself is the local mailbox, read at /mailbox). `messageId` is the
 * same on every attempt, so a receiver can tell a repeat delivery after a crash.
 */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage & { messageId: string }): Promise<void>;
  close(): Promise<void>;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        messageId: message.messageId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          encoding: a.encoding,
        })),
      });
    },
    async close() {
      transporter.close();
    },
  };
}

/** No SMTP server: a message is delivered once the outbox holds it (the local mailbox). */
export function localMailboxTransport(): MailTransport {
  return { kind: 'outbox', send: async () => undefined, close: async () => undefined };
}
