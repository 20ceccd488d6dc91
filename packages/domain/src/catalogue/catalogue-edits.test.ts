import { describe, expect, it } from 'vitest';
import { loadDemoCatalogue } from './testing/demo-catalogue';
import fc from 'fast-check';
import {
  applyCatalogueEdits,
  carryCatalogueEdits,
  catalogueEntry,
  diffCatalogues,
  otherChanges,
} from './catalogue-edits';
import { jsonEqual } from './json-equal';
import { parseCatalogue } from './parse-catalogue';
import {
  openingHoursEdit,
  openingHoursFormOf,
  treatmentEdits,
  treatmentFormOf,
} from '../catalogue-forms/treatment-edits';
import { OpeningHoursFormSchema } from '../contract/catalogue-edit.schemas';
import { withRanges } from '../contract/testing/weekly-form';

const catalogue = loadDemoCatalogue();
const swedish = catalogue.Activities.find((a) => a.Code === 'SWED-60')!;

describe('catalogue edits', () => {
  it('replaces an entry in its place, adds a new one last and removes one, leaving the input as it was', () => {
    const raised = { ...swedish, StandardPrice: 9999 };
    const next = applyCatalogueEdits(catalogue, [
      { section: 'Activities', key: 'SWED-60', entry: raised },
      { section: 'Extras', key: 'NEW', entry: { Key: 'NEW' } },
      { section: 'SpaHours', key: 'SpaHours', entry: null },
    ]) as typeof catalogue;
    expect(next.Activities.indexOf(next.Activities.find((a) => a.Code === 'SWED-60')!)).toBe(
      catalogue.Activities.indexOf(swedish),
    );
    expect(catalogueEntry(next, 'Activities', 'SWED-60')).toEqual(raised);
    expect(next.Extras.at(-1)).toEqual({ Key: 'NEW' });
    expect(next.SpaHours).toBeUndefined();
    expect(swedish.StandardPrice).not.toBe(9999);
    expect(catalogueEntry(catalogue, 'SpaHours', 'SpaHours')).not.toBeNull();
  });

  it('diffs two catalogues into the edits that turn one into the other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.boolean(), (price, dropHours) => {
        const after = applyCatalogueEdits(catalogue, [
          { section: 'Activities', key: 'SWED-60', entry: { ...swedish, StandardPrice: price } },
          ...(dropHours ? [{ section: 'SpaHours' as const, key: 'SpaHours', entry: null }] : []),
        ]) as typeof catalogue;
        const edits = diffCatalogues(catalogue, after);
        expect(jsonEqual(applyCatalogueEdits(catalogue, edits), after)).toBe(true);
        expect(otherChanges(catalogue, after)).toEqual([]);
      }),
    );
  });

  it('carries an edit into a later version only where that version left the entry as it was', () => {
    const later = applyCatalogueEdits(catalogue, [
      { section: 'Activities', key: 'SWED-60', entry: { ...swedish, StandardPrice: 1 } },
    ]) as typeof catalogue;
    const edits = [
      { section: 'Activities' as const, key: 'SWED-60', entry: { ...swedish, StandardPrice: 2 } },
      { section: 'Activities' as const, key: 'SWED-30', entry: null },
    ];
    expect(carryCatalogueEdits(catalogue, later, edits).map((e) => e.key)).toEqual(['SWED-30']);
  });

  it('compares JSON whatever the order of keys', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
  });
});

describe('the treatment form', () => {
  it('edits the activities whose price changed, the treatment itself sent whole', () => {
    const form = treatmentFormOf(catalogue, 'swedish-massage');
    expect(treatmentEdits(catalogue, form).edits.map((e) => e.section)).toEqual(['Treatments']);
    const raised = {
      ...form,
      Durations: form.Durations.map((d) => (d.Code === 'SWED-60' ? { ...d, Price: '99.50' } : d)),
    };
    const { edits, formFields } = treatmentEdits(catalogue, raised);
    expect(edits[1]).toEqual({
      section: 'Activities',
      key: 'SWED-60',
      entry: { ...swedish, StandardPrice: 9950 },
    });
    expect(formFields[1]).toBe(`Durations.${form.Durations.findIndex((d) => d.Code === 'SWED-60')}`);
  });

  it('adds a treatment with a new activity numbered after the highest, giving its skill to the chosen therapists', () => {
    const [first, second] = catalogue.Therapists;
    const { edits } = treatmentEdits(catalogue, {
      ...treatmentFormOf(catalogue, null),
      Id: 'bamboo',
      DisplayName: 'Bamboo',
      Description: 'Canes',
      Skill: 'bamboo',
      RoomTypes: ['treatment'],
      Therapists: [first!.StaffId, second!.StaffId],
      Durations: [{ Code: 'BAM-60', Minutes: 60, Turnover: 15, Price: '90' }],
    });
    const next = parseCatalogue(applyCatalogueEdits(catalogue, edits), 'draft');
    expect(next.Activities.at(-1)).toMatchObject({
      Code: 'BAM-60',
      ID: Math.max(...catalogue.Activities.map((a) => a.ID)) + 1,
      Length: 75,
      Interval: 15,
      StandardPrice: 9000,
    });
    expect(next.Therapists.filter((t) => t.Skills.includes('bamboo')).map((t) => t.StaffId)).toEqual([
      first!.StaffId,
      second!.StaffId,
    ]);
    expect(next.SpaTreatments.Treatments).toContain('bamboo');
  });
});

describe('the opening hours form', () => {
  it('gives each weekday its openings, and a closed day none', () => {
    const days = openingHoursFormOf(catalogue);
    expect(days).toHaveLength(7);
    const closedSunday = days.map((d) => (d.Weekday === 7 ? { ...d, Ranges: [] } : d));
    const next = parseCatalogue(
      applyCatalogueEdits(catalogue, [openingHoursEdit(catalogue, closedSunday)]),
      'draft',
    );
    expect(next.SpaHours?.Weekly.map((h) => h.Weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(next.SpaHours?.Closures).toEqual(catalogue.SpaHours?.Closures);
  });

  it('opens a weekday twice (a break at lunch) and reads both openings back', () => {
    const days = withRanges(openingHoursFormOf(catalogue), 1, [
      ['09:00', '13:00'],
      ['14:00', '20:00'],
    ]);
    const next = parseCatalogue(applyCatalogueEdits(catalogue, [openingHoursEdit(catalogue, days)]), 'draft');
    expect(next.SpaHours?.Weekly.filter((h) => h.Weekday === 1)).toEqual([
      { Weekday: 1, OpenTime: '09:00', CloseTime: '13:00' },
      { Weekday: 1, OpenTime: '14:00', CloseTime: '20:00' },
    ]);
    expect(openingHoursFormOf(next)[0]?.Ranges).toEqual(days[0]?.Ranges);
  });

  it('asks for an end after the start, and openings that do not overlap', () => {
    const days = openingHoursFormOf(catalogue);
    expect(days.slice(0, 2).map((d) => d.Weekday)).toEqual([1, 2]);
    const result = OpeningHoursFormSchema.safeParse({
      EffectiveFrom: '2026-12-07',
      Days: withRanges(withRanges(days, 1, [['22:00', '10:00']]), 2, [
        ['09:00', '13:00'],
        ['12:00', '20:00'],
      ]),
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['Days.0.Ranges.0.To', 'Enter an end after the start'],
      ['Days.1.Ranges.1.From', 'Start after the one before ends'],
    ]);
  });
});
