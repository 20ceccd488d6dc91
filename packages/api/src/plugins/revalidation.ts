import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import etag from '@fastify/etag';

/**
 * For answers that change only with a release or the catalogue (the
 * configuration calls): an ETag from the body, `304 Not Modified` when the
 * browser already has it, and `no-cache` so that it always asks. A reload then
 * costs a round trip instead of 75 KB. The ETag is weak because the same body
 * travels brotli, gzip or plain (RFC 9110 §8.8.1).
 * Register it in the scope of the routes it is for.
 */
export const revalidation = fp(async (app: FastifyInstance) => {
  await app.register(etag, { weak: true });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-cache');
    return payload;
  });
});
