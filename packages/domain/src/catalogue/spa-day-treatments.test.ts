import { describe, expect, it } from 'vitest';
import type { Activity, SpaDay, TreatmentEntry } from './catalogue.schema';
import { spaDayTreatmentGroups } from './spa-day-treatments';
import { resolveTreatments } from './treatment-durations';

const activity = (Code: string, ID: number, Length: number, StandardPrice: number): Activity => ({
  ID,
  Code,
  ActivityCode: Code,
  Length,
  Interval: 15,
  StandardPrice,
});

const massage: TreatmentEntry = {
  Id: 'massage',
  DisplayName: 'Swedish Massage',
  Description: 'Long flowing strokes.',
  Images: [],
  Skill: 'massage',
  RoomTypes: ['treatment'],
  Durations: [{ Code: 'M60' }, { Code: 'M30' }, { Code: 'M90' }, { Code: 'GONE' }],
};

const activities = [
  activity('M30', 1, 45, 5000),
  activity('M60', 2, 75, 8500),
  activity('M90', 3, 105, 11000),
];

const spaDay = {
  TreatmentGroups: [
    { DisplayName: 'Massages', Treatments: [{ TreatmentId: 'massage', IncludedCode: 'M60' }] },
  ],
} as SpaDay;

describe('resolveTreatments', () => {
  it('drops durations without an activity and sorts the rest by minutes', () => {
    const [treatment] = resolveTreatments({ Activities: activities, Treatments: [massage] });
    expect(treatment?.Durations.map((d) => [d.Code, d.Duration])).toEqual([
      ['M30', 30],
      ['M60', 60],
      ['M90', 90],
    ]);
  });

  it('drops a treatment none of whose durations has an activity', () => {
    const orphan = { ...massage, Id: 'orphan', Durations: [{ Code: 'GONE' }] };
    expect(resolveTreatments({ Activities: activities, Treatments: [orphan] })).toEqual([]);
  });
});

describe('spaDayTreatmentGroups', () => {
  const groups = spaDayTreatmentGroups(
    spaDay,
    resolveTreatments({ Activities: activities, Treatments: [massage] }),
  );
  const durations = groups[0]?.Treatments[0]?.Durations ?? [];

  it('marks the included duration with no price difference', () => {
    expect(durations.find((d) => d.Code === 'M60')).toMatchObject({ IsIncluded: true, PriceDifference: 0 });
  });

  it('prices a longer duration as the difference from the included one', () => {
    expect(durations.find((d) => d.Code === 'M90')).toMatchObject({
      IsIncluded: false,
      PriceDifference: 2500,
    });
  });

  it('does not offer a cheaper duration than the included one', () => {
    expect(durations.map((d) => d.Code)).toEqual(['M60', 'M90']);
  });
});
