import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, HttpError } from '../lib/http-error';

/** Deepest nesting of a JSON body (the deepest real request, a Search, is about 8). */
export const MAX_JSON_DEPTH = 32;
/** Largest body any call takes (the saved Search is at most 64 KB). */
export const BODY_LIMIT_BYTES = 128 * 1024;

// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text no person types and storage cannot keep: a NUL, or half of a character. */
export function isUnstorableText(text: string): boolean {
  return NUL.test(text) || LONE_SURROGATE.test(text);
}

/**
 * How deeply `json` nests, counted without parsing (so a 100,000-deep body costs
 * one pass, not a deep recursion); stops counting past `limit`.
 */
export function jsonDepthExceeds(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/** The first string (value or key) under `value` that isUnstorableText, as a dotted field name. */
function findUnstorable(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isUnstorableText(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnstorableText(key)) return path;
      const found = findUnstorable(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

const UNSTORABLE = 'must not contain a NUL character or half of a character';

function checkRequest(request: FastifyRequest) {
  const field =
    findUnstorable(request.params, 'params') ??
    findUnstorable(request.query, 'querystring') ??
    findUnstorable(request.body, 'body');
  if (field) throw badRequest(field, UNSTORABLE);
}

/**
 * Input no route should ever see, refused before validation with a 400 naming the
 * field: bodies over BODY_LIMIT_BYTES or nested deeper than MAX_JSON_DEPTH, and a
 * NUL or an unpaired surrogate anywhere in a path, query or body (PostgreSQL
 * cannot store either). Field rules (lengths, formats) stay in the domain schemas.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(badRequest('body', `must not nest deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    void parseJson(request, text, (error, parsed) => {
      if (error)
        done(
          new HttpError(400, `body: ${error.message}`, [{ field: 'body', message: error.message }]),
          undefined,
        );
      else done(null, parsed);
    });
  });
  app.addHook('preValidation', async (request) => checkRequest(request));
});
