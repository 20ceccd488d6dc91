import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { entryErrorsOf, formErrorsOf } from './server-errors';

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

describe('the server’s refusals on an entry form', () => {
  it('puts a field the form shows on it, and keeps the others for the alert', () => {
    const { fields, other } = entryErrorsOf(
      refused([
        { field: 'Edits.0.Entry.Price', message: 'SpaDays[6] (PremierId "X").Price: must be whole pence' },
        { field: 'Edits.2.Entry.RoomTypes', message: 'Treatments[1].RoomTypes: must hold one' },
        { field: 'Catalogue.SpaTreatments', message: 'SpaTreatments: unknown treatment' },
      ]),
      { Price: 'Price', RoomTypes: 'Treatments' },
    );
    expect(fields).toEqual([
      { name: 'Price', message: 'must be whole pence' },
      { name: 'Treatments', message: 'must hold one' },
    ]);
    expect(other).toBe('SpaTreatments: unknown treatment');
  });
});
