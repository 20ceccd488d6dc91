import type { FieldErrors } from 'react-hook-form';

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
