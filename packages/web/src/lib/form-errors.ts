import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * react-hook-form's nested errors as a flat list for ErrorSummary, each keyed
 * by the field's control id (its name, e.g. 'address.line1').
 */
export function summaryErrors(errors: FieldErrors, prefix = ''): { field: string; message: string }[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const field = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') return [{ field, message: value.message }];
    return summaryErrors(value as FieldErrors, field);
  });
}

/**
 * Puts the server's field errors of a 400 (`body.password` …) on the form's
 * fields, so they show beside the field and in the summary. True when any did.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  const shown = error.fieldErrors.flatMap(({ field, message }) => {
    const name = fields.find((f) => `body.${f}` === field);
    if (!name) return [];
    setError(name, { type: 'server', message }, { shouldFocus: false });
    return [name];
  });
  return shown.length > 0;
}
