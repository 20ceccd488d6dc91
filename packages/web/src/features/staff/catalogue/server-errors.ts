import { ApiError } from '../../../lib/api-client';

/** How an edited entry's fields are named on the treatment form. */
const ACTIVITY_FIELDS: Record<string, string> = {
  StandardPrice: 'Price',
  Length: 'Minutes',
  Interval: 'Turnover',
  Code: 'Code',
  ID: 'Code',
  ActivityCode: 'Code',
};
const TREATMENT_FIELDS = new Set(['Id', 'DisplayName', 'Description', 'Skill', 'RoomTypes', 'Durations']);

interface FormErrors {
  fields: FieldError[];
  other: string | null;
}
interface FieldError {
  name: string;
  message: string;
}

/**
 * The server's field errors of a refused change, as form fields: the date to EffectiveFrom, the
 * others where `fieldOf` names a form field for them; the rest stay with their message, for the
 * form's failure alert.
 */
function serverErrorsOf(
  error: unknown,
  fieldOf: (field: string, message: string) => FieldError | undefined,
): FormErrors {
  if (!(error instanceof ApiError))
    return { fields: [], other: error instanceof Error ? error.message : 'Not saved' };
  const fields: FieldError[] = [];
  const others: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    const named =
      field === 'EffectiveFrom' || field === 'body.EffectiveFrom'
        ? { name: 'EffectiveFrom', message }
        : fieldOf(field, message);
    if (named) fields.push(named);
    else others.push(message);
  }
  if (fields.length === 0 && others.length === 0) others.push(error.message);
  return { fields, other: others.length > 0 ? others.join(' ') : null };
}

/**
 * A refused treatment: `Edits.<n>.Entry.<field>` goes to the form field edit n came from
 * (`formFields[n]`).
 */
export const formErrorsOf = (error: unknown, formFields: readonly string[]): FormErrors =>
  serverErrorsOf(error, (field, message) => {
    const match = /^(?:body\.)?Edits\.(\d+)\.Entry\.?([^.]*)/.exec(field);
    if (!match) return undefined;
    const prefix = formFields[Number(match[1])];
    const inside = match[2] ?? '';
    // The rules' messages start with where the problem is ('Activities[3].StandardPrice: …').
    const text = message.replace(/^[^:]*: /, '');
    if (prefix === '' && TREATMENT_FIELDS.has(inside))
      return { name: inside === 'Durations' ? 'Durations.0.Code' : inside, message: text };
    if (prefix?.startsWith('Durations.'))
      return { name: `${prefix}.${ACTIVITY_FIELDS[inside] ?? 'Code'}`, message: text };
    if (prefix === 'Therapists' || prefix === 'OfferedAlone') return { name: prefix, message: text };
    return undefined;
  });

/**
 * A refused entry form: `Edits.<n>.Entry.<field>` goes to `fields[field]` when the form shows it
 * (a package's Price, a room's treatments).
 */
export const entryErrorsOf = (error: unknown, fields: Readonly<Record<string, string>>): FormErrors =>
  serverErrorsOf(error, (field, message) => {
    const match = /^(?:body\.)?Edits\.\d+\.Entry\.([^.[]+)/.exec(field);
    const name = match ? fields[match[1] ?? ''] : undefined;
    return name ? { name, message: message.replace(/^[^:]*: /, '') } : undefined;
  });
