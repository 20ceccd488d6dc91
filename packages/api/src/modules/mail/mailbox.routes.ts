import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { escapeHtml } from './mail.templates';
import { findOutboxMessage, listOutbox } from './mail.repository';
import type { OutboxStatus } from './mail.tables';

/** The mailbox's own page style: a stylesheet-free page needs inline styles, scripts stay forbidden. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#fbf8f2;color:#1f2a28}main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-family:Georgia,serif;font-weight:normal}table{width:100%;border-collapse:collapse;background:#fff}td,th{text-align:left;padding:.6rem;border-bottom:1px solid #c6d8ce;vertical-align:top;overflow-wrap:anywhere}
a{color:#24514a}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;padding:1rem;border:1px solid #c6d8ce}.note{background:#f3ecdf;padding:.75rem;border-left:6px solid #24514a}</style></head>
<body><main>${body}</main></body></html>`;
}

/** Where a message stands in the outbox, as the mailbox shows it. */
function deliveryState(message: { status: OutboxStatus; attempts: number; nextAttemptAt: Date }): string {
  if (message.status === 'sent') return 'Delivered';
  if (message.status === 'failed') return `Failed after ${message.attempts} attempts`;
  // A message for a chosen date (a gift voucher) waits for it.
  if (message.attempts === 0 && message.nextAttemptAt.getTime() > Date.now())
    return `Scheduled for ${message.nextAttemptAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
  return message.attempts > 0 ? `Retrying (attempt ${message.attempts})` : 'Queued';
}

/**
 * A local mailbox for trying the product without an SMTP server: every message
 * the resort "sent" (codes included). Registered only when SMTP_URL is unset.
 */
export async function mailboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (app.deps.mail.transport.kind !== 'outbox') return;
  const { db } = app.deps;

  app.get('/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listOutbox(db);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(m.toAddress)}</td><td><a href="/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td><td>${deliveryState(m)}</td></tr>`,
      )
      .join('');
    reply.header('content-security-policy', PAGE_CSP).type('text/html; charset=utf-8');
    return page(
      'Local mailbox',
      `<h1>Local mailbox</h1><p class="note">No SMTP server is configured, so e-mails are kept here instead of being sent. Newest first.</p>
<table><thead><tr><th scope="col">Sent (UTC)</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Delivery</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</tbody></table>`,
    );
  });

  const messageId = z.coerce.number().int().positive();
  const messageOr404 = async (id: number) => {
    const message = await findOutboxMessage(db, id);
    if (!message) throw notFound('No such message');
    return message;
  };

  app.get(
    '/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: messageId }) } },
    async (request, reply) => {
      const message = await messageOr404(request.params.id);
      const attachments = message.attachments
        .map(
          (a, i) =>
            `<li><a href="/mailbox/${message.id}/attachments/${i}">${escapeHtml(a.filename)}</a></li>`,
        )
        .join('');
      reply.header('content-security-policy', PAGE_CSP).type('text/html; charset=utf-8');
      return page(
        message.subject,
        `<p><a href="/mailbox">Back to the mailbox</a></p><h1>${escapeHtml(message.subject)}</h1>
<p>To: <span data-testid="to">${escapeHtml(message.toAddress)}</span></p>
<p><a href="/mailbox/${message.id}/html">View as the HTML e-mail</a></p>${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ''}
<h2>Text</h2><pre data-testid="text">${escapeHtml(message.textBody)}</pre>`,
      );
    },
  );

  app.get(
    '/mailbox/:id/html',
    { schema: { hide: true, params: z.object({ id: messageId }) } },
    async (request, reply) => {
      const message = await messageOr404(request.params.id);
      reply.header('content-security-policy', PAGE_CSP).type('text/html; charset=utf-8');
      return message.htmlBody;
    },
  );

  app.get(
    '/mailbox/:id/attachments/:index',
    {
      schema: {
        hide: true,
        params: z.object({ id: messageId, index: z.coerce.number().int().min(0) }),
      },
    },
    async (request, reply) => {
      const message = await findOutboxMessage(db, request.params.id);
      const attachment = message?.attachments[request.params.index];
      if (!attachment) throw notFound('No such attachment');
      reply
        .type(attachment.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`,
        );
      return attachment.encoding === 'base64'
        ? Buffer.from(attachment.content, 'base64')
        : attachment.content;
    },
  );
}
