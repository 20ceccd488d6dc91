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

/**
 * The server's field errors of a refused change, as form fields: `Edits.<n>.Entry.<field>`
 * goes to the form field edit n came from (`formFields[n]`); the others stay with their
 * message, for the form's failure alert.
 */
export function formErrorsOf(
  error: unknown,
  formFields: readonly string[],
): { fields: { name: string; message: string }[]; other: string | null } {
  if (!(error instanceof ApiError))
    return { fields: [], other: error instanceof Error ? error.message : 'Not saved' };
  const fields: { name: string; message: string }[] = [];
  const others: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    const match = /^(?:body\.)?Edits\.(\d+)\.Entry\.?([^.]*)/.exec(field);
    const prefix = match ? formFields[Number(match[1])] : undefined;
    const inside = match?.[2] ?? '';
    // The rules' messages start with where the problem is ('Activities[3].StandardPrice: …').
    const text = match ? message.replace(/^[^:]*: /, '') : message;
    if (field === 'EffectiveFrom' || field === 'body.EffectiveFrom')
      fields.push({ name: 'EffectiveFrom', message });
    else if (prefix === '' && TREATMENT_FIELDS.has(inside))
      fields.push({ name: inside === 'Durations' ? 'Durations.0.Code' : inside, message: text });
    else if (prefix?.startsWith('Durations.'))
      fields.push({ name: `${prefix}.${ACTIVITY_FIELDS[inside] ?? 'Code'}`, message: text });
    else if (prefix === 'Therapists' || prefix === 'OfferedAlone')
      fields.push({ name: prefix, message: text });
    else others.push(message);
  }
  if (fields.length === 0 && others.length === 0) others.push(error.message);
  return { fields, other: others.length > 0 ? others.join(' ') : null };
}

/**
 * The server's field errors of a refused entry form, as its fields: `Edits.<n>.Entry.<field>`
 * goes to `fields[field]` when the form shows it (a package's Price, a room's treatments), the
 * date to EffectiveFrom; the rest stay with their message, for the form's failure alert.
 */
export function entryErrorsOf(
  error: unknown,
  fields: Readonly<Record<string, string>>,
): { fields: { name: string; message: string }[]; other: string | null } {
  if (!(error instanceof ApiError))
    return { fields: [], other: error instanceof Error ? error.message : 'Not saved' };
  const named: { name: string; message: string }[] = [];
  const others: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    const match = /^(?:body\.)?Edits\.\d+\.Entry\.([^.[]+)/.exec(field);
    const name = match ? fields[match[1] ?? ''] : undefined;
    if (field === 'EffectiveFrom' || field === 'body.EffectiveFrom')
      named.push({ name: 'EffectiveFrom', message });
    else if (name) named.push({ name, message: message.replace(/^[^:]*: /, '') });
    else others.push(message);
  }
  if (named.length === 0 && others.length === 0) others.push(error.message);
  return { fields: named, other: others.length > 0 ? others.join(' ') : null };
}
