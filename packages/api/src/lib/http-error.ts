import { STATUS_CODES } from 'node:http';
import { ErrorResponseSchema } from '@spa/domain';

/** The reason phrase of a status ('Payment Required'), as every error answer names it. */
export const reasonPhrase = (statusCode: number) => STATUS_CODES[statusCode] ?? 'Error';

/**
 * An error a service throws on purpose: its status and message are safe to show
 * the client. `errors` names fields for a 400.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody() {
    return {
      statusCode: this.statusCode,
      error: reasonPhrase(this.statusCode),
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.extra,
    };
  }
}

export const badRequest = (field: string, message: string) =>
  new HttpError(400, `${field}: ${message}`, [{ field, message }]);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, undefined, extra);

/** The error answers every JSON route declares next to its 200 (one shape, docs/decisions.md §9). */
export const errorResponses = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } as const;
