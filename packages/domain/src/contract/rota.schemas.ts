import { z } from 'zod';
import { typedText } from './person-fields';
import { MINUTES_PER_DAY, rotaClock, rotaShiftProblem, type RotaBreak } from '../engine/rota';
import { StrandedListSchema, WallTimeSchema } from './staff.schemas';
import { LocalDateSchema, WireCodeSchema } from './wire-formats';

/**
 * The dated rota on the wire (issue 15, decision 185): a spa manager rosters a therapist's
 * shifts and breaks per date and marks closures; reception reads it. Times are local
 * 'HH:mm'; an End at or before the Start ends the next day ('00:00': at midnight).
 */

export const RotaBreakWireSchema = z.object({ Start: WallTimeSchema, End: WallTimeSchema });

export const RotaShiftWireSchema = z.object({
  Start: WallTimeSchema,
  End: WallTimeSchema,
  /** At most one a shift: a second break is two shifts. */
  Breaks: z.array(RotaBreakWireSchema).max(1, { error: 'One break a shift (split the shift for another)' }),
});
export type RotaShiftWire = z.infer<typeof RotaShiftWireSchema>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A wire shift on its date's clock (minutes; past 1440 runs into the next day). */
export function rotaShiftOfWire(shift: RotaShiftWire): { start: number; end: number; breaks: RotaBreak[] } {
  const start = minutesOf(shift.Start);
  const after = (time: string, strictly: boolean) => {
    const m = minutesOf(time);
    return m < start || (strictly && m === start) ? m + MINUTES_PER_DAY : m;
  };
  return {
    start,
    end: after(shift.End, true),
    breaks: shift.Breaks.map((b) => ({ start: after(b.Start, false), end: after(b.End, true) })),
  };
}

/** The wire form of a shift on its date's clock. */
export function rotaShiftToWire(shift: { start: number; end: number; breaks: readonly RotaBreak[] }) {
  return {
    Start: rotaClock(shift.start),
    End: rotaClock(shift.end),
    Breaks: shift.breaks.map((b) => ({ Start: rotaClock(b.start), End: rotaClock(b.end) })),
    EndsNextDay: shift.end > MINUTES_PER_DAY,
  };
}

/** The rules of one date's shifts (the request's and the form's): each well formed, none overlapping. */
function checkShifts(
  wire: readonly RotaShiftWire[],
  ctx: z.RefinementCtx,
  field: (i: number) => PropertyKey[],
) {
  const shifts = wire.map(rotaShiftOfWire);
  shifts.forEach((shift, i) => {
    const problem = rotaShiftProblem(shift);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: field(i) });
    else if (shifts.some((o, j) => j < i && o.start < shift.end && shift.start < o.end))
      ctx.addIssue({ code: 'custom', message: 'Shifts on one day do not overlap', path: field(i) });
  });
}

const MAX_SHIFTS = { error: 'At most 3 shifts a day' };

/** A therapist's shifts on one date (none: a day off); replaces the weekly pattern for that date. */
export const RotaDayRequestSchema = z
  .object({ Shifts: z.array(RotaShiftWireSchema).max(3, MAX_SHIFTS) })
  .superRefine((body, ctx) => checkShifts(body.Shifts, ctx, (i) => ['Shifts', i]));
export type RotaDayRequest = z.infer<typeof RotaDayRequestSchema>;

const OptionalTimeSchema = WallTimeSchema.or(z.literal(''));

/** The rota screen's form of a therapist's date: each shift with at most one break (blank: none). */
export const RotaDayFormSchema = z
  .object({
    Shifts: z
      .array(
        z.object({
          Start: WallTimeSchema,
          End: WallTimeSchema,
          BreakStart: OptionalTimeSchema,
          BreakEnd: OptionalTimeSchema,
        }),
      )
      .max(3, MAX_SHIFTS),
  })
  .superRefine((form, ctx) => {
    form.Shifts.forEach((shift, i) => {
      if (!shift.BreakStart !== !shift.BreakEnd)
        ctx.addIssue({
          code: 'custom',
          message: 'Enter both break times, or neither',
          path: ['Shifts', i, shift.BreakStart ? 'BreakEnd' : 'BreakStart'],
        });
    });
    checkShifts(rotaDayRequestOfForm(form).Shifts, ctx, (i) => ['Shifts', i, 'End']);
  });
export type RotaDayForm = z.infer<typeof RotaDayFormSchema>;

/** The form's values as the request (a blank break is none). */
export function rotaDayRequestOfForm(form: RotaDayForm): RotaDayRequest {
  return {
    Shifts: form.Shifts.map((s) => ({
      Start: s.Start,
      End: s.End,
      Breaks: s.BreakStart && s.BreakEnd ? [{ Start: s.BreakStart, End: s.BreakEnd }] : [],
    })),
  };
}

/** A date's shifts as the form shows them. */
export function rotaDayFormOf(shifts: readonly RotaShiftWire[]): RotaDayForm {
  return {
    Shifts: shifts.map((s) => ({
      Start: s.Start,
      End: s.End,
      BreakStart: s.Breaks[0]?.Start ?? '',
      BreakEnd: s.Breaks[0]?.End ?? '',
    })),
  };
}

export const RotaDayParamsSchema = z.object({ staffId: WireCodeSchema, date: LocalDateSchema });
export const RotaDateParamsSchema = z.object({ date: LocalDateSchema });
export const RotaWeekQuerySchema = z.object({ from: LocalDateSchema });

export const ClosureRequestSchema = z.object({
  Reason: typedText('Enter a reason', 200),
});
export type ClosureRequest = z.infer<typeof ClosureRequestSchema>;

export const RotaShiftViewSchema = RotaShiftWireSchema.extend({ EndsNextDay: z.boolean() });

/** One therapist-date of the rota: the shifts that start on it, from the rota or the weekly pattern. */
export const RotaDayViewSchema = z.object({
  Date: LocalDateSchema,
  /** True when the team rostered this date; false: the catalogue's weekly pattern. */
  Rostered: z.boolean(),
  Shifts: z.array(RotaShiftViewSchema),
});
export type RotaDayView = z.infer<typeof RotaDayViewSchema>;

/** Seven dates of the rota from `From`: each therapist's shifts per date, and the closures. */
export const RotaWeekSchema = z.object({
  From: LocalDateSchema,
  Dates: z.array(z.object({ Date: LocalDateSchema, Closed: z.string().nullable() })),
  Therapists: z.array(z.object({ Id: z.string(), Name: z.string(), Days: z.array(RotaDayViewSchema) })),
});
export type RotaWeek = z.infer<typeof RotaWeekSchema>;

/** A rota change's answer: the confirmed treatments it strands on the date (and the next), to re-home. */
export const RotaChangeResponseSchema = StrandedListSchema;
