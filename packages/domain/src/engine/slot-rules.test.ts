import { describe, expect, it } from 'vitest';
import { findAddonTreatmentSlots, findTreatmentSlots } from '../contract/availability-answers';
import { compileChoices, type GuestChoices, type ItineraryChoices } from './itinerary-choices';
import { toEpochMinute } from './resort-day';
import { doRangesOverlap, whyIsSlotBlocked } from './slot-rules';
import { NOTHING_TAKEN } from './taken';
import { atLocal as at, buildTestCatalogue } from './testing/build-test-catalogue';
import { availableTimes } from './testing/slot-helpers';

const catalogue = buildTestCatalogue();
const span = (from: string, to: string) => ({ start: at(from), end: at(to) });
const guests = (entries: [number, GuestChoices][]) => new Map(entries);

function treatmentTimes(choices: ItineraryChoices, activities = ['M50'], guestIndex = 0): string[] {
  const response = findTreatmentSlots(catalogue, NOTHING_TAKEN, {
    date: '2026-07-01',
    guests: [{ GuestIndex: guestIndex, Activities: activities }],
    startTogether: false,
    choices,
  });
  return availableTimes(response, guestIndex);
}

describe('doRangesOverlap', () => {
  it('returns false when the ranges only touch', () => {
    expect(doRangesOverlap(0, 10, 10, 20)).toBe(false);
  });
  it('returns true when they share a minute', () => {
    expect(doRangesOverlap(0, 11, 10, 20)).toBe(true);
  });
});

describe('§5 slot rules for treatments', () => {
  it('excludes slots starting before the latest guest’s arrival end', () => {
    // Guest 1 arrives 11:00–11:30: guest 0 (arriving 09:00–09:30) may not start before 11:30.
    const times = treatmentTimes({
      guests: guests([
        [0, { arrival: span('09:00', '09:30') }],
        [1, { arrival: span('11:00', '11:30') }],
      ]),
    });
    expect(times[0]).toBe('11:30');
  });

  it('excludes the guest’s own arrival window extended by 15 minutes for a main treatment', () => {
    const times = treatmentTimes({ guests: guests([[0, { arrival: span('09:00', '09:30') }]]) });
    expect(times[0]).toBe('09:45');
    expect(times).not.toContain('09:30');
  });

  it('does not apply the arrival buffer to add-on treatments', () => {
    const items = findAddonTreatmentSlots(catalogue, NOTHING_TAKEN, {
      date: '2026-07-01',
      activityCode: 'ADD30',
      guestIndex: 0,
      choices: { guests: guests([[0, { arrival: span('09:00', '09:30') }]]) },
    });
    expect(items[0]?.StartDateTime).toBe(at('09:30'));
  });

  it('excludes slots that end after the end of the chosen time band', () => {
    const times = treatmentTimes({ timeBand: span('09:00', '13:00') }, ['M50', 'M50']);
    // Two treatments back to back: 11:00–11:50, 12:00–12:50 is the last that ends by 13:00.
    expect(times.at(-1)).toBe('11:00');
  });

  it('judges the band end by when the guest is done, not by the turnover', () => {
    const times = treatmentTimes({ timeBand: span('09:00', '13:00') });
    // M50: guest done at +50, room free at +60. 12:00 → done 12:50 ≤ 13:00.
    expect(times.at(-1)).toBe('12:00');
  });

  it('excludes slots overlapping the guest’s spa garden session', () => {
    const times = treatmentTimes({ guests: guests([[0, { garden: span('12:00', '14:00') }]]) });
    expect(times).toContain('11:00'); // done 11:50
    expect(times).not.toContain('11:15'); // done 12:05
    expect(times).not.toContain('13:45');
    expect(times).toContain('14:00');
  });

  it('excludes slots overlapping a chosen treatment or add-on time', () => {
    const times = treatmentTimes({
      guests: guests([[0, { treatments: [span('10:00', '10:50')], addOns: [span('15:00', '15:45')] }]]),
    });
    expect(times).toContain('09:00'); // done 09:50
    expect(times).not.toContain('09:15'); // done 10:05
    expect(times).not.toContain('10:45');
    expect(times).toContain('11:00'); // starts as the chosen treatment ends
    expect(times).not.toContain('14:15'); // done 15:05
    expect(times).toContain('15:45');
  });

  it('excludes slots within the dining duration either side of the dining time', () => {
    const times = treatmentTimes({ dining: { start: at('13:00'), durationMinutes: 120 } });
    // Blocked 11:00–15:00: the last morning slot ends by 11:00, the first afternoon one starts at 15:00.
    expect(times.filter((t) => t < '13:00').at(-1)).toBe('10:00');
    expect(times.filter((t) => t > '13:00')[0]).toBe('15:00');
  });

  it('lets a later treatment of the chain wait past a blocked time', () => {
    // Second treatment would start 11:00 but dining blocks 11:00–15:00: no 30-minute wait helps.
    const times = treatmentTimes({ dining: { start: at('13:00'), durationMinutes: 120 } }, ['M50', 'M50']);
    expect(times).not.toContain('10:00');
    expect(times).toContain('09:00');
  });
});

describe('whyIsSlotBlocked', () => {
  const choices = compileChoices({
    guests: guests([[0, { arrival: span('09:00', '09:30'), garden: span('12:00', '14:00') }]]),
    timeBand: span('09:00', '17:00'),
    dining: { start: at('15:30'), durationMinutes: 60 },
  });
  const range = (from: string, to: string) => [toEpochMinute(at(from)), toEpochMinute(at(to))] as const;

  it('names each rule', () => {
    expect(whyIsSlotBlocked(choices, 'treatment', 0, [range('09:15', '10:00')], 15)).toBe('before-arrival');
    expect(whyIsSlotBlocked(choices, 'treatment', 0, [range('16:00', '17:15')], 15)).toBe('after-time-band');
    expect(whyIsSlotBlocked(choices, 'treatment', 0, [range('11:30', '12:15')], 15)).toBe('overlaps-choice');
    expect(whyIsSlotBlocked(choices, 'treatment', 0, [range('14:00', '14:45')], 15)).toBe('near-dining');
    expect(whyIsSlotBlocked(choices, 'treatment', 0, [range('09:30', '10:00')], 15)).toBe('arrival-buffer');
    expect(whyIsSlotBlocked(choices, 'add-on', 0, [range('09:30', '10:00')], 15)).toBeNull();
    expect(whyIsSlotBlocked(choices, 'treatment', 0, [range('09:45', '10:30')], 15)).toBeNull();
  });

  it('applies a guest’s own choices only to that guest', () => {
    expect(whyIsSlotBlocked(choices, 'treatment', 1, [range('11:30', '12:15')], 15)).toBeNull();
  });
});
