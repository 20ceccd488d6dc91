import {
  buildResortDay,
  calendarDay,
  findTherapistSlot,
  formatLocalTime,
  formatOffsetDateTime,
  toEpochMinute,
  type Catalogue,
  type DeskSlot,
  type DeskSlotQuery,
  type ResortDay,
} from '@spa/domain';
import { badRequest } from '../../lib/http-error';
import { onDate } from '../../lib/catalogue-on-date';
import { answer, type AvailabilityDeps } from './availability.service';

/** The treatment flow's activity codes (its menu), shortest first within each treatment. */
function menuCodes(catalogue: Catalogue): string[] {
  return catalogue.SpaTreatments.Treatments.flatMap(
    (id) => catalogue.Treatments.find((t) => t.Id === id)?.Durations.map((d) => d.Code) ?? [],
  );
}

/** Why nothing fits a therapist's slot, in the desk's words. */
function whyNothingFits(
  catalogue: Catalogue,
  day: ResortDay,
  slot: { staffId: string; name: string; start: number; freeUntil: number | null; now: number },
): string {
  const time = formatLocalTime(day, slot.start);
  if (slot.start <= slot.now) return `${time} has passed.`;
  if (slot.freeUntil === null)
    return `${slot.name} is not free at ${time}: booked, on a break, away or off shift.`;
  const skills = catalogue.Therapists.find((t) => t.StaffId === slot.staffId)?.Skills ?? [];
  const shortest = Math.min(
    ...catalogue.Treatments.filter((t) => skills.includes(t.Skill)).flatMap((t) =>
      t.Durations.map((d) => {
        const activity = catalogue.Activities.find((a) => a.Code === d.Code);
        // How long the therapist is taken: the room's clean-up is not theirs (decision 0181).
        return activity ? activity.Length - (t.CleanUp === 'room' ? activity.Interval : 0) : Infinity;
      }),
    ),
  );
  const until = formatLocalTime(day, slot.freeUntil);
  return slot.freeUntil - slot.start < shortest
    ? `${slot.name} is free only from ${time} to ${until}: no treatment they give is that short.`
    : `No room for ${slot.name}'s treatments is free at ${time}.`;
}

/**
 * GET api/staff/sessions/{id}/slot (issue 22 item 1, decision 0440): what fits a therapist's
 * slot tapped on the diary, for a desk session, against what others hold (the session's
 * own holds set aside, as its treatment search does); where nothing fits, why, the same
 * therapist's nearest times and the others free then. The hold re-checks all of it.
 */
export async function therapistSlot(
  deps: AvailabilityDeps,
  sessionId: string,
  query: DeskSlotQuery,
): Promise<DeskSlot> {
  const date = calendarDay(query.StartTime, deps.catalogue.Resort.TimeZone);
  deps = onDate(deps, date);
  const { catalogue } = deps;
  const therapist = catalogue.Therapists.find((t) => t.StaffId === query.StaffId);
  if (!therapist) throw badRequest('querystring.StaffId', 'must be one of the spa’s therapists');
  const day = buildResortDay(date, catalogue.Resort.TimeZone);
  const start = toEpochMinute(query.StartTime);
  const question = { date, field: 'querystring.StartTime', partySize: 1, sessionId, selections: [] };
  return answer(deps, 'therapist-slot', question, query, ({ clock, inputsFor, now }) => {
    const { taken, choices } = inputsFor({ kind: 'treatments', guestIndexes: [0] });
    const slot = findTherapistSlot(catalogue, taken, {
      date,
      staffId: therapist.StaffId,
      start,
      codes: menuCodes(catalogue),
      choices,
      clock,
    });
    const timeOf = (minute: number) => ({
      StartTime: formatOffsetDateTime(day, minute),
      DisplayTime: formatLocalTime(day, minute),
    });
    const name = (id: string) => catalogue.Therapists.find((t) => t.StaffId === id)?.DisplayName ?? id;
    return {
      StaffId: therapist.StaffId,
      StaffName: therapist.DisplayName,
      Date: date,
      ...timeOf(start),
      Fits: slot.fits,
      FreeUntil: slot.freeUntil === null ? null : timeOf(slot.freeUntil),
      Reason:
        slot.fits.length > 0
          ? null
          : whyNothingFits(catalogue, day, {
              staffId: therapist.StaffId,
              name: therapist.DisplayName,
              start,
              freeUntil: slot.freeUntil,
              now: toEpochMinute(now),
            }),
      OtherTimes: slot.otherStarts.map(timeOf),
      OtherTherapists: slot.otherTherapists.map((id) => ({ StaffId: id, Name: name(id) })),
    };
  });
}
