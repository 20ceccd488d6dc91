import { describe, expect, it } from 'vitest';
import { findTreatmentSlots } from '../contract/availability-answers';
import { TreatmentAvailabilityResponseSchema } from '../contract/spa.schemas';
import { buildBusyDay } from './testing/build-busy-day';

// The API sends findTreatmentSlots' answer without re-validating it (it is large and hot),
// so the engine itself must always produce the documented wire shape.
describe('findTreatmentSlots answers in the wire shape', () => {
  const days = [
    buildBusyDay({ therapists: 30, rooms: 20, appointments: 500, seed: 3 }),
    buildBusyDay({ therapists: 12, rooms: 8, appointments: 40, seed: 5, date: '2026-10-25' }),
    buildBusyDay({ therapists: 12, rooms: 8, appointments: 40, seed: 9, date: '2026-03-29' }),
  ];

  it.each(days.flatMap((day) => [true, false].map((together) => [day.date, together, day] as const)))(
    'on %s, start together %s',
    (_date, startTogether, day) => {
      const answer = findTreatmentSlots(day.catalogue, day.taken, {
        date: day.date,
        startTogether,
        guests: [0, 1, 2, 3].map((g) => ({
          GuestIndex: g,
          Activities: [day.codes[g % day.codes.length]!, day.codes[(g + 3) % day.codes.length]!],
        })),
      });
      expect(() => TreatmentAvailabilityResponseSchema.parse(answer)).not.toThrow();
      expect(answer.GuestAvailability).toHaveLength(4);
    },
  );
});
