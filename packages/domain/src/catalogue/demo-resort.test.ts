import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCatalogue } from './parse-catalogue';
import { resolveTreatments } from './treatment-durations';

const here = dirname(fileURLToPath(import.meta.url));
const demoPath = resolve(here, '../../../../data/catalogue/demo-resort.json');
const publicDir = resolve(here, '../../../web/public');
const raw: unknown = JSON.parse(readFileSync(demoPath, 'utf8'));
const catalogue = parseCatalogue(raw, demoPath);

/** Every `{ Path, Alt }` image object anywhere in the data. */
function imagePaths(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(imagePaths);
  if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.Path === 'string' && 'Alt' in record) return [record.Path];
    return Object.values(record).flatMap(imagePaths);
  }
  return [];
}

describe('demo resort catalogue', () => {
  it('shows each rule of the spa’s shape once (issue 15)', () => {
    expect(catalogue.TreatmentRooms.filter((r) => (r.Capacity ?? 1) === 2).map((r) => r.RoomId)).toEqual([
      'TR-06',
    ]);
    expect(catalogue.Treatments.filter((t) => t.CleanUp).map((t) => [t.Id, t.CleanUp])).toEqual([
      ['hot-stones-massage', 'room'],
      ['luxury-pedicure', 'therapist'],
    ]);
    expect(catalogue.TreatmentRooms.filter((r) => r.Hours).map((r) => r.RoomId)).toEqual(['TR-08']);
    expect(catalogue.SpaGardens.filter((g) => g.CapacityCounting === 'overlapping')).toHaveLength(1);
    expect(catalogue.SpaHours?.Weekly).toHaveLength(7);
  });

  it('keeps its closures out of the dates the journeys and API tests book (up to 60 days ahead)', () => {
    const horizon = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    // A closure in that window empties the day a test books: move it further out.
    expect(catalogue.SpaHours?.Closures.filter((date) => date >= today && date <= horizon)).toEqual([]);
  });

  it('parses and cross-references cleanly', () => {
    expect(catalogue.Resort.Name).toBe('Elmstead Hall Hotel & Spa');
    expect(catalogue.Resort.TimeZone).toBe('Europe/London');
  });

  it('offers at least four packages, covering the flow variations', () => {
    const days = catalogue.SpaDays;
    expect(days.length).toBeGreaterThanOrEqual(4);
    expect(
      days.some(
        (d) =>
          d.HasDining &&
          d.HasSpaGarden &&
          d.HasTreatments &&
          d.HasExtras &&
          d.AllowedTreatments === 2 &&
          d.Restaurants.length === 2,
      ),
    ).toBe(true);
    expect(days.some((d) => !d.HasExtras && d.Extras.length === 0)).toBe(true);
    expect(days.some((d) => d.HasDining && d.Restaurants.length === 1)).toBe(true);
  });

  it('has at least twelve treatments, each with two or three bookable durations', () => {
    const treatments = resolveTreatments(catalogue);
    expect(treatments.length).toBeGreaterThanOrEqual(12);
    for (const treatment of treatments) {
      expect(treatment.Durations.length, treatment.Id).toBeGreaterThanOrEqual(2);
      expect(treatment.Durations.length, treatment.Id).toBeLessThanOrEqual(3);
    }
  });

  it('drops the legacy duration that has no activity', () => {
    const listed = catalogue.Treatments.flatMap((t) => t.Durations.map((d) => d.Code));
    expect(listed).toContain('LEGACY-90');
    expect(catalogue.Activities.some((a) => a.Code === 'LEGACY-90')).toBe(false);
    const resolved = resolveTreatments(catalogue).flatMap((t) => t.Durations.map((d) => d.Code));
    expect(resolved).not.toContain('LEGACY-90');
  });

  it('staffs the spa with enough therapists and rooms', () => {
    expect(catalogue.Therapists.length).toBeGreaterThanOrEqual(12);
    expect(catalogue.TreatmentRooms.length).toBeGreaterThanOrEqual(8);
    for (const skill of new Set(catalogue.Treatments.map((t) => t.Skill))) {
      const skilled = catalogue.Therapists.filter((t) => t.Skills.includes(skill));
      expect(skilled.length, skill).toBeGreaterThanOrEqual(4);
    }
    for (let weekday = 1; weekday <= 7; weekday++) {
      const working = catalogue.Therapists.filter((t) => t.Shifts.some((s) => s.Weekday === weekday));
      expect(working.length, `weekday ${weekday}`).toBeGreaterThanOrEqual(6);
    }
  });

  it('has two restaurants', () => {
    expect(catalogue.Restaurants).toHaveLength(2);
  });

  it('uses the six fixed mailing-list ids', () => {
    expect(Object.fromEntries(catalogue.MailingLists.map((l) => [l.Key, l.Id]))).toEqual({
      spa: 3507983,
      golf: 3508013,
      dining: 3508001,
      events: 3508068,
      rooms: 3507997,
      offers: 21980355,
    });
  });

  it('only points at images that exist in the web public folder', () => {
    const paths = [...new Set(imagePaths(raw))];
    expect(paths.length).toBeGreaterThan(0);
    const missing = paths.filter((p) => !existsSync(join(publicDir, p)));
    expect(missing).toEqual([]);
  });
});
