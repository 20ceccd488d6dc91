import { z } from 'zod';
import { typedText } from './person-fields';
import { minutesOfDay } from '../catalogue/time-of-day';

/**
 * The fields the manager's catalogue forms share (issue 24): codes, names, prices in pounds
 * as typed, counts, and a week of opening ranges (the spa's hours, a therapist's shifts).
 */

/** A code a manager types: letters, digits, '-' and '_'. */
export const CodeFieldSchema = typedText('Enter a code', 40).regex(/^[A-Za-z0-9_-]+$/, {
  error: 'Use letters, digits, - and _ only',
});

export const NameFieldSchema = typedText('Enter a name', 80);

export const DescriptionFieldSchema = typedText('Enter a description', 2000);

/** A price in pounds, as typed ('95' or '95.50'). */
export const PoundsFieldSchema = z
  .string()
  .trim()
  .regex(/^\d{1,5}(\.\d{2})?$/, { error: 'Enter a price in pounds, e.g. 95 or 95.50' });

/** A whole number typed in a field, from `min` to `max`. */
export const countField = (min: number, max: number) =>
  z.coerce
    .number({ error: 'Enter a number' })
    .int({ error: 'Enter a whole number' })
    .min(min, { error: `Enter ${min} or more` })
    .max(max, { error: `Enter at most ${max}` });

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ClockFieldSchema = z.string().regex(CLOCK, { error: 'Enter a time such as 09:00' });

/** From one time of day to a later one. */
export const ClockRangeFieldSchema = z
  .object({ From: ClockFieldSchema, To: ClockFieldSchema })
  .refine((r) => minutesOfDay(r.From) < minutesOfDay(r.To), {
    error: 'Enter an end after the start',
    path: ['To'],
  });

/** Most openings (or shifts) a weekday holds. */
export const MAX_RANGES_A_DAY = 4;

/** A week, Monday first: each weekday's ranges in order, none when closed (or off). */
export const WeeklyFormSchema = z
  .array(
    z.object({
      Weekday: z.number().int().min(1).max(7),
      Ranges: z
        .array(ClockRangeFieldSchema)
        .max(MAX_RANGES_A_DAY, { error: `Enter at most ${MAX_RANGES_A_DAY} a day` })
        .superRefine((ranges, context) => {
          ranges.forEach((range, i) => {
            const previous = ranges[i - 1];
            if (previous && minutesOfDay(range.From) < minutesOfDay(previous.To))
              context.addIssue({
                code: 'custom',
                message: 'Start after the one before ends',
                path: [i, 'From'],
              });
          });
        }),
    }),
  )
  .length(7);
export type WeeklyForm = z.output<typeof WeeklyFormSchema>;
