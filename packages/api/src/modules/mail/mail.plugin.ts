import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MailService } from './mail.service';
import { outboxTransport, smtpTransport } from './mail.transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the resort's e-mails (codes, account, booking confirmations). */
    mail: MailService;
  }
}

/** Makes `app.mail` available to every module: SMTP when SMTP_URL is set, else the outbox. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { env, catalogue, database } = app.ctx;
    const transport = env.SMTP_URL
      ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
      : outboxTransport(database.db);
    app.decorate('mail', new MailService(transport, MailService.brandFor(catalogue, env.PUBLIC_ORIGIN)));
    app.addHook('onClose', () => transport.close());
  },
  { name: 'mail' },
);
