import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { sqlState } from './sql';

/**
 * An error as the log keeps it: its type, message and stack, but for a database
 * error only the SQLSTATE and the statement's text. A driver's message quotes the
 * values it refused and Drizzle's adds every parameter (an e-mail, a telephone, a
 * birth date): none of that is written.
 */
export function loggableError(error: unknown): { type: string; message: string; stack: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const state = sqlState(error);
  if (state === undefined) return { type: error.name, message: error.message, stack: error.stack ?? '' };
  const query = (error as { query?: unknown }).query;
  return {
    type: error.name,
    message: `SQLSTATE ${state}${typeof query === 'string' ? ` in: ${query}` : ''}`,
    // The frames only: the stack's first line repeats the message.
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

/**
 * A request as the log keeps it: its method and its route's pattern (`/api/pay/:token`), never
 * the path as sent, which carries secrets (a payment link's or a health form's token, a gift
 * voucher's code), nor the client's address (personal data). A path no route matched is not kept.
 */
export function loggableRequest(request: FastifyRequest): { method: string; route: string } {
  return { method: request.method, route: request.routeOptions?.url ?? '(no route)' };
}

/** Headers that carry credentials: never in the log. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.emailAddress',
  '*.email',
  '*.telephone',
];

/** The server's logger: the level from the environment, errors and requests made safe, credentials redacted. */
export function logOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: { err: loggableError, req: loggableRequest },
  };
}
