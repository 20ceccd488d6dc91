import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue.schema';
import { CatalogueError, parseCatalogue } from './parse-catalogue';
import { buildBusyDay } from '../engine/testing/build-busy-day';
import { buildTestCatalogue } from '../engine/testing/build-test-catalogue';

const here = dirname(fileURLToPath(import.meta.url));
const SOURCE = 'data/catalogue/demo-resort.json';
const demoText = readFileSync(resolve(here, '../../../../', SOURCE), 'utf8');

/** A fresh deep copy of the (valid) demo data, broken by `mutate`. */
function broken(mutate: (data: Catalogue) => void): Catalogue {
  const data = structuredClone(JSON.parse(demoText) as Catalogue);
  mutate(data);
  return data;
}

/** The CatalogueError thrown for `data`. */
function errorFor(data: unknown): CatalogueError {
  try {
    parseCatalogue(data, SOURCE);
  } catch (error) {
    if (error instanceof CatalogueError) return error;
    throw error;
  }
  throw new Error('expected parseCatalogue to reject the data');
}

describe('parseCatalogue', () => {
  it('accepts the demo catalogue unchanged', () => {
    expect(() => parseCatalogue(JSON.parse(demoText), SOURCE)).not.toThrow();
  });

  it('names the file, the entry and the field when a required field is missing', () => {
    const data = broken((d) => {
      delete (d.SpaDays[0] as Partial<Catalogue['SpaDays'][number]>).Price;
    });
    const premierId = data.SpaDays[0]?.PremierId;
    const error = errorFor(data);
    expect(error.source).toBe(SOURCE);
    expect(error.message).toContain(`Invalid catalogue ${SOURCE}`);
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]?.where).toBe(`SpaDays[0] (PremierId "${premierId}").Price`);
    expect(error.message).toContain(`SpaDays[0] (PremierId "${premierId}").Price`);
  });

  it('accepts the test resorts the benches and engine tests build (the database keeps them as versions)', () => {
    expect(() => parseCatalogue(buildTestCatalogue(), 'test resort')).not.toThrow();
    const busy = buildBusyDay({ therapists: 40, rooms: 20, appointments: 100, seed: 7 });
    expect(() => parseCatalogue(busy.catalogue, 'busy day')).not.toThrow();
  });

  it('rejects a package whose included treatment names an unknown activity code', () => {
    const data = broken((d) => {
      d.SpaDays[0]!.TreatmentGroups[0]!.Treatments[0]!.IncludedCode = 'NO-SUCH-60';
    });
    const premierId = data.SpaDays[0]?.PremierId;
    const treatmentId = data.SpaDays[0]?.TreatmentGroups[0]?.Treatments[0]?.TreatmentId;
    expect(errorFor(data).problems).toEqual([
      {
        where: `SpaDays[0] (PremierId "${premierId}").TreatmentGroups[0].Treatments[0] (TreatmentId "${treatmentId}").IncludedCode`,
        message: 'unknown activity code "NO-SUCH-60"',
        path: ['SpaDays', 0, 'TreatmentGroups', 0, 'Treatments', 0, 'IncludedCode'],
      },
    ]);
  });

  it('rejects a time band that ends before it starts', () => {
    const data = broken((d) => {
      d.SpaDays[1]!.TimeBands[0]!.StartTime = '18:00';
      d.SpaDays[1]!.TimeBands[0]!.EndTime = '09:00';
    });
    const premierId = data.SpaDays[1]?.PremierId;
    expect(errorFor(data).problems).toEqual([
      {
        where: `SpaDays[1] (PremierId "${premierId}").TimeBands[0].EndTime`,
        message: 'StartTime must be before EndTime',
        path: ['SpaDays', 1, 'TimeBands', 0, 'EndTime'],
      },
    ]);
  });

  it('rejects a package that refers to an unknown restaurant', () => {
    const data = broken((d) => {
      d.SpaDays[0]!.Restaurants[1] = 'the-boathouse';
    });
    const premierId = data.SpaDays[0]?.PremierId;
    expect(errorFor(data).problems).toEqual([
      {
        where: `SpaDays[0] (PremierId "${premierId}").Restaurants[1]`,
        message: 'unknown restaurant "the-boathouse"',
        path: ['SpaDays', 0, 'Restaurants', 1],
      },
    ]);
  });

  it('rejects a package that lists restaurants but says it has no dining', () => {
    const data = broken((d) => {
      const spaDay = d.SpaDays.find((p) => p.Restaurants.length > 0)!;
      spaDay.HasDining = false;
    });
    expect(errorFor(data).problems.map((p) => p.message)).toContain(
      'HasDining must be true exactly when Restaurants is not empty',
    );
  });

  it('rejects an arrival window outside its time band', () => {
    const data = broken((d) => {
      d.SpaDays[0]!.BandTimes[0]!.StartTime = '05:00';
    });
    expect(errorFor(data).problems[0]?.message).toMatch(/arrival window must lie within time band/);
  });
});
