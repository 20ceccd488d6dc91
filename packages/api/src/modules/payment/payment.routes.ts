import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CardAttemptRequestSchema,
  CardAttemptResultSchema,
  CardPageStatusSchema,
  InitialiseSpaPaymentRequestSchema,
  PageSessionResponseSchema,
  SessionPaymentResponseSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { renderCardPage } from './card-page/render-card-page';
import { initialisePayment, pageStatus, pay, sessionPayment } from './payment.service';

const CARD_PAGE_DIR = join(import.meta.dirname, 'card-page');
const SessionParams = z.object({ sessionId: z.string().min(1).max(100) });
const PageSessionParams = z.object({ iPageSessionId: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) });

/**
 * The built-in sandbox card provider, shaped like a hosted card page: the booking
 * side initialises a page session for the server's total, the card page (served
 * here, framed by the payment screen) posts the card to its own endpoint, and the
 * booking side only ever sees a reference, a status and the masked number.
 */
export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const publicOrigin = new URL(deps.env.PUBLIC_ORIGIN).origin;
  const allowedParents = new Set(deps.env.CARD_PAGE_PARENT_ORIGINS ?? [publicOrigin]);
  const script = readFileSync(join(CARD_PAGE_DIR, 'card.js'), 'utf8');
  const styles = readFileSync(join(CARD_PAGE_DIR, 'card.css'), 'utf8');

  app.post(
    '/api/payment/:sessionId/initialise-spa-payment/',
    {
      schema: {
        tags: ['payment'],
        summary: 'Card page session for the Spa Day total; refuses an amount that is not the server total',
        params: SessionParams,
        body: InitialiseSpaPaymentRequestSchema,
        response: { 200: PageSessionResponseSchema, ...errorResponses },
      },
    },
    (request) => initialisePayment(deps, request.params.sessionId, request.body.amount),
  );

  app.post(
    '/api/payment/:sessionId/initialise/',
    {
      schema: {
        tags: ['payment'],
        summary: 'Card page session for the server total of the pending booking',
        params: SessionParams,
        response: { 200: PageSessionResponseSchema, ...errorResponses },
      },
    },
    (request) => initialisePayment(deps, request.params.sessionId),
  );

  app.get(
    '/api/payment/:sessionId',
    {
      schema: {
        tags: ['payment'],
        summary: "The session's payment as the booking side sees it (status, reference, masked card)",
        params: SessionParams,
        response: { 200: SessionPaymentResponseSchema, ...errorResponses },
      },
    },
    (request) => sessionPayment(deps, request.params.sessionId),
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
      const parentOrigin = framingOrigin(request.headers.referer, allowedParents) ?? publicOrigin;
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
    {
      schema: {
        tags: ['payment'],
        summary: "The card page's own call: the amount to pay, and whether it is paid already",
        params: PageSessionParams,
        response: { 200: CardPageStatusSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pageStatus(deps, request.params.iPageSessionId);
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
        body: CardAttemptRequestSchema,
        response: { 200: CardAttemptResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pay(deps, request.params.iPageSessionId, request.body);
    },
  );
}

/**
 * The origin of the page that framed the card page (its Referer), when it is one the
 * card page may answer; otherwise null (the card page then answers PUBLIC_ORIGIN).
 *
 * @example framingOrigin('http://localhost:5173/booking/', new Set(['http://localhost:5173'])) // 'http://localhost:5173'
 */
export function framingOrigin(referer: string | undefined, allowed: ReadonlySet<string>): string | null {
  if (!referer) return null;
  try {
    const origin = new URL(referer).origin;
    return allowed.has(origin) ? origin : null;
  } catch {
    return null;
  }
}
