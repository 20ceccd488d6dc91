import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Brotli or gzip, as the client accepts, for every text answer of 1 KB or more
 * (JSON, the card page, the mailbox), compressed as it is sent. The web app's
 * files come precompressed from the build instead (plugins/web-app.ts) and are
 * passed through. Request bodies are never decompressed: a small gzip body that
 * inflates to megabytes would only be a way to waste our memory.
 * Register before the routes: it hooks each route as it is declared.
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
});
