import { z } from 'zod';

/**
 * Answers shared by many calls: a bare acknowledgement, and the one error shape
 * every 4xx and 5xx answer has (docs/decisions.md §9).
 */

/** `{ok: true}`: the call did what it says; nothing more to tell. */
export const OkResponseSchema = z.object({ ok: z.literal(true) });

/** One field problem of a 400: `body.clients.0.firstName`, and why. */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/**
 * An error answer: the status, its reason phrase ('Conflict'), a message safe to
 * show, the fields at fault for a 400. Some calls add their own fields (a 409's
 * `Problems`, a payment's `Total`), so others are allowed.
 */
export const ErrorResponseSchema = z.looseObject({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
});

export type OkResponse = z.infer<typeof OkResponseSchema>;
export type FieldError = z.infer<typeof FieldErrorSchema>;
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
