import { z } from 'zod';
import { LocalDateSchema } from './wire-formats';

/** The most days one closed-dates question may span (a search asks for its date alone). */
export const CLOSED_DATES_MAX_DAYS = 31;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * Body of POST api/spa/closed-dates: the dates `from` … `to` (inclusive). A search asks
 * before names and treatments, so that a closed date is said at once (issue 25).
 */
export const ClosedDatesRequestSchema = z
  .object({ from: LocalDateSchema, to: LocalDateSchema })
  .refine((r) => r.to >= r.from && dayNumber(r.to) - dayNumber(r.from) < CLOSED_DATES_MAX_DAYS, {
    error: `must be on or after from, at most ${CLOSED_DATES_MAX_DAYS} days on`,
    path: ['to'],
  });
export type ClosedDatesRequest = z.infer<typeof ClosedDatesRequestSchema>;

/** The dates of the span on which the spa's treatments are closed (no reason: that is the team's). */
export const ClosedDatesResponseSchema = z.object({ ClosedDates: z.array(LocalDateSchema) });
export type ClosedDatesResponse = z.infer<typeof ClosedDatesResponseSchema>;
