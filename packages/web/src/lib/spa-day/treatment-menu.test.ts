import { describe, expect, it } from 'vitest';
import { MAX_TREATMENTS_PER_GUEST, type SpaConfiguration } from '@spa/domain';
import { menuOfTreatments } from './treatment-menu';

const treatment = (Id: string, durations: [number, number][]) => ({
  Id,
  DisplayName: Id,
  Description: '',
  Images: [],
  Durations: durations.map(([Duration, Price], i) => ({
    Id: i + 1,
    Code: `${Id}-${Duration}`,
    Duration,
    Price,
  })),
});

const treatments = {
  Intro: 'Call 01632 960 123 for longer sessions.',
  Treatments: [
    treatment('facial', [
      [30, 5_500],
      [60, 8_500],
    ]),
    treatment('massage', [
      [60, 9_500],
      [90, 12_500],
    ]),
  ],
  Extras: [],
} as unknown as SpaConfiguration['SpaTreatments'];

describe('the treatment flow menu (booking-flow §2, §4, §9)', () => {
  it('includes nothing: each duration costs its own price, its difference from nothing included', () => {
    const menu = menuOfTreatments(treatments);
    const durations = menu.groups.flatMap((g) => g.Treatments.flatMap((t) => t.Durations));
    expect(durations.map((d) => [d.Duration, d.IsIncluded, d.PriceDifference])).toEqual([
      [30, false, 5_500],
      [60, false, 8_500],
      [60, false, 9_500],
      [90, false, 12_500],
    ]);
  });

  it('keeps the order the server gives (by duration), with the flow intro', () => {
    const menu = menuOfTreatments(treatments);
    expect(menu.groups[0]!.Treatments.map((t) => t.Id)).toEqual(['facial', 'massage']);
    expect(menu.intro).toMatch(/01632 960 123/);
  });

  it('lets a guest add treatments while fewer are chosen than are available, up to what one guest may hold', () => {
    expect(menuOfTreatments(treatments).allowed).toBe(2);
    const many = {
      ...treatments,
      Treatments: Array.from({ length: 9 }, (_, i) => treatment(`t${i}`, [[30, 1_000]])),
    } as unknown as SpaConfiguration['SpaTreatments'];
    expect(menuOfTreatments(many).allowed).toBe(MAX_TREATMENTS_PER_GUEST);
  });
});
