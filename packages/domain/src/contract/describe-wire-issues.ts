import type { z } from 'zod';

/** One field the request got wrong, as an HTTP 400 body lists it. */
export interface WireIssue {
  /** e.g. `GuestRequirements[0].Activities` */
  Field: string;
  Message: string;
}

/**
 * Turns a zod error from the wire schemas into field-named issues.
 *
 * @example describeWireIssues(PackagesRequestSchema.safeParse({ date: '2026-02-30', numberOfClients: 2 }).error!)
 * // [{ Field: 'date', Message: "must be a calendar date 'YYYY-MM-DD' that exists, e.g. '2026-03-29'" }]
 */
export function describeWireIssues(error: z.ZodError): WireIssue[] {
  return error.issues.map((issue) => ({ Field: fieldPath(issue.path) || '(body)', Message: issue.message }));
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  );
}
