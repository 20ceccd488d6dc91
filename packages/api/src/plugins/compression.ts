import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Answers smaller than this are sent as they are. */
const THRESHOLD = 1024;
/** @fastify/compress's own brotli settings, kept for the answers encoded once below. */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
};

/**
 * Brotli or gzip, as the client accepts, for every text answer of 1 KB or more
 * (JSON, the card page, the mailbox), compressed as it is sent. The web app's
 * files come precompressed from the build instead (plugins/web-app.ts) and are
 * passed through, as are answers `sendEncoded` compressed once. Request bodies are
 * never decompressed: a small gzip body that inflates to megabytes would only be
 * a way to waste our memory.
 * Register before the routes: it hooks each route as it is declared.
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD,
    globalDecompression: false,
  });
});

interface Encoded {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}
const encodedAnswers = new WeakMap<object, Encoded>();

/**
 * Sends an answer as JSON, serialized and compressed once per answer object rather than
 * once per request: the availability cache hands the same object to every identical
 * question until the claims change (decisions 160, 164), and compressing ≈ 20 KB was
 * about a third of a cached answer's CPU. The answer is not checked against the route's
 * response schema (as `serializeUnchecked`): only for answers built to it by the engine.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: object): void {
  let encoded = encodedAnswers.get(answer);
  if (!encoded) {
    encoded = { json: Buffer.from(JSON.stringify(answer)) };
    encodedAnswers.set(answer, encoded);
  }
  void reply.type('application/json; charset=utf-8');
  const encoding = encoded.json.length < THRESHOLD ? null : acceptedEncoding(request);
  if (!encoding) {
    void reply.send(encoded.json);
    return;
  }
  const bytes = (encoded[encoding] ??=
    encoding === 'br' ? brotliCompressSync(encoded.json, BROTLI) : gzipSync(encoded.json));
  const vary = reply.getHeader('vary');
  void reply
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
    .header('content-encoding', encoding)
    .send(bytes);
}

/** Brotli if the client takes it, else gzip, else none (as @fastify/compress chooses). */
function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  if (request.headers['x-no-compression'] !== undefined) return null;
  const accepted = new Map(
    (request.headers['accept-encoding'] ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}
