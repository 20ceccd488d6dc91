import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPaymentService, type GetPendingTotal } from './payment.service';
import { renderCardPage } from './card-page/render-card-page';

const CARD_PAGE_DIR = join(import.meta.dirname, 'card-page');
const SessionParams = z.object({ sessionId: z.string().min(1).max(100) });
const PageSessionParams = z.object({ iPageSessionId: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) });
const PageSessionAnswer = z.object({ iPageSessionId: z.string() });

export interface PaymentRoutesOptions {
  getPendingTotal: GetPendingTotal;
}

/**
 * The built-in sandbox card provider, shaped like a hosted card page: the booking
 * side initialises a page session for the server's total, the card page (served
 * here, framed by the payment screen) posts the card to its own endpoint, and the
 * booking side only ever sees a reference, a status and the masked number.
 */
export async function paymentRoutes(fastify: FastifyInstance, options: PaymentRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createPaymentService({ db: app.ctx.database.db, getPendingTotal: options.getPendingTotal });
  const parentOrigin = new URL(app.ctx.env.PUBLIC_ORIGIN).origin;
  const script = readFileSync(join(CARD_PAGE_DIR, 'card.js'), 'utf8');
  const styles = readFileSync(join(CARD_PAGE_DIR, 'card.css'), 'utf8');

  app.post(
    '/api/payment/:sessionId/initialise-spa-payment/',
    {
      schema: {
        tags: ['payment'],
        summary: 'Card page session for the Spa Day total; refuses an amount that is not the server total',
        params: SessionParams,
        body: z.object({ amount: z.number().int().positive().describe('pence') }),
        response: { 200: PageSessionAnswer },
      },
    },
    async (request) => service.initialise(request.params.sessionId, request.body.amount),
  );

  app.post(
    '/api/payment/:sessionId/initialise/',
    {
      schema: {
        tags: ['payment'],
        summary: 'Card page session for the server total of the pending booking',
        params: SessionParams,
        response: { 200: PageSessionAnswer },
      },
    },
    async (request) => service.initialise(request.params.sessionId),
  );

  app.get(
    '/api/payment/:sessionId',
    {
      schema: {
        tags: ['payment'],
        summary: "The session's payment as the booking side sees it (status, reference, masked card)",
        params: SessionParams,
      },
    },
    async (request) => service.sessionPayment(request.params.sessionId),
  );

  app.get(
    '/payment/card',
    {
      schema: {
        hide: true,
        querystring: z.object({
          s: z.string().max(200).default(''),
          session: z.string().max(100).optional(),
          type: z.string().max(20).optional(),
        }),
      },
    },
    async (request, reply) => {
      const decoded = Buffer.from(request.query.s, 'base64').toString('utf8');
      const iPageSessionId = /^[A-Za-z0-9_-]{10,64}$/.test(decoded) ? decoded : '';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderCardPage({ iPageSessionId, parentOrigin }));
    },
  );
  app.get('/payment/card.js', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
  app.get('/payment/card.css', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(styles),
  );

  app.get(
    '/payment/api/:iPageSessionId/status',
    { schema: { hide: true, params: PageSessionParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.pageStatus(request.params.iPageSessionId);
    },
  );

  app.post(
    '/payment/api/:iPageSessionId/pay',
    {
      // Card data: small bodies only, never logged (Fastify logs no bodies; see payment tests).
      bodyLimit: 2048,
      schema: {
        tags: ['payment'],
        summary: "The card page's own endpoint: one card attempt (sandbox)",
        params: PageSessionParams,
        body: z.object({
          cardNumber: z.string().max(40),
          expiry: z.string().max(10),
          cvc: z.string().max(10),
          nameOnCard: z.string().max(200),
        }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.pay(request.params.iPageSessionId, request.body);
    },
  );
}
