import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { formErrorsOf } from './server-errors';

const refused = (fieldErrors: { field: string; message: string }[]) =>
  new ApiError(400, 'The catalogue’s rules refuse this change', {}, fieldErrors);

describe('the server’s refusals on the treatment form', () => {
  it('puts each entry’s field on the form field its edit came from', () => {
    const { fields, other } = formErrorsOf(
      refused([
        {
          field: 'Edits.0.Entry.Skill',
          message: 'Treatments[17] (Id "zen").Skill: no therapist has skill "zen"',
        },
        { field: 'Edits.1.Entry.StandardPrice', message: 'Activities[3].StandardPrice: must be whole pence' },
        { field: 'EffectiveFrom', message: 'must be today (2026-11-26) or later: the past is not changed' },
      ]),
      ['', 'Durations.1', 'Therapists'],
    );
    expect(fields).toEqual([
      { name: 'Skill', message: 'no therapist has skill "zen"' },
      { name: 'Durations.1.Price', message: 'must be whole pence' },
      { name: 'EffectiveFrom', message: 'must be today (2026-11-26) or later: the past is not changed' },
    ]);
    expect(other).toBeNull();
  });

  it('says what no field of the form answers for', () => {
    const { fields, other } = formErrorsOf(
      refused([{ field: 'Catalogue.SpaDays[1].TreatmentGroups', message: 'unknown treatment "zen"' }]),
      [''],
    );
    expect(fields).toEqual([]);
    expect(other).toBe('unknown treatment "zen"');
  });
});
