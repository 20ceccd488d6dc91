import { describe, expect, it } from 'vitest';
import { loadDemoCatalogue } from '../catalogue/testing/demo-catalogue';
import { buildResortDay, formatOffsetDateTime, localTimeToMinute } from '../engine/resort-day';
import { NOTHING_TAKEN } from '../engine/taken';
import { checkItinerary } from './check-itinerary';
import { holdChoice } from './hold-choice';
import { findMoveChoices, moveRequest } from './move-choices';

const catalogue = loadDemoCatalogue();
const DATE = '2026-07-07'; // a Tuesday: several therapists give massages
const day = buildResortDay(DATE, catalogue.Resort.TimeZone);
const at = (hhmm: string) => localTimeToMinute(day, hhmm);
const clock = { now: '2026-06-01T08:00:00Z', leadMinutes: 0 };

/** A guest's massage held at 11:00 (the treatment flow), as the engine assigned it. */
function heldMassage() {
  const outcome = holdChoice(
    catalogue,
    NOTHING_TAKEN,
    undefined,
    {
      Kind: 'treatments',
      Date: DATE,
      PartySize: 1,
      Items: [
        {
          GuestIndex: 0,
          AppointmentTypeID: catalogue.Activities.find((a) => a.Code === 'SWED-60')!.ID,
          StartTime: formatOffsetDateTime(day, at('11:00')),
        },
      ],
    },
    { clock, alternatives: false },
  );
  if (!outcome.ok) throw new Error(outcome.refusal.Message);
  return outcome.itinerary;
}

describe('findMoveChoices', () => {
  it('offers free, qualified places nearest to where the treatment is first, never where it is', () => {
    const held = heldMassage();
    const moved = held.treatments[0]!;
    const choices = findMoveChoices(catalogue, NOTHING_TAKEN, held, moved, { clock });
    expect(choices.length).toBe(8);
    const distances = choices.map((c) => Math.abs(c.start - moved.start));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(choices.some((c) => c.start === moved.start && c.StaffId === moved.StaffId)).toBe(false);
    const skill = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === 'SWED-60'))!.Skill;
    for (const choice of choices) {
      expect(catalogue.Therapists.find((t) => t.StaffId === choice.StaffId)!.Skills).toContain(skill);
      // Each is a move the engine accepts as it is, and the itinerary it makes checks.
      const outcome = holdChoice(
        catalogue,
        NOTHING_TAKEN,
        held,
        moveRequest(catalogue, held, moved, choice),
        {
          clock,
          alternatives: false,
        },
      );
      expect(outcome.ok).toBe(true);
      if (outcome.ok)
        expect(checkItinerary(catalogue, NOTHING_TAKEN, outcome.itinerary, { clock })).toEqual([]);
    }
  });

  it('offers nothing for a treatment the catalogue does not know', () => {
    const held = heldMassage();
    expect(
      findMoveChoices(catalogue, NOTHING_TAKEN, held, { ...held.treatments[0]!, code: 'NOPE-60' }, { clock }),
    ).toEqual([]);
  });
});
