import { z } from 'zod';
import { LocalDateSchema } from './wire-formats';

/**
 * The spa manager's audit screen (issue 22): who changed what and when, newest first,
 * filtered by booking, staff member and date, a page at a time.
 */

/** Rows a page of the audit log holds. */
export const AUDIT_PAGE_SIZE = 50;

export const StaffAuditQuerySchema = z.object({
  /** A booking's confirmation number (or its id). */
  booking: z
    .string()
    .trim()
    .max(40, { error: 'Enter at most 40 characters' })
    .regex(/^[\w-]*$/, { error: 'Enter a confirmation number' })
    .optional(),
  staff: z.uuid({ error: 'Not a staff id' }).optional(),
  /** A day in the resort's zone. */
  date: LocalDateSchema.optional(),
  /** The page after this row: rows older than it (the last row's Id of the page before). */
  before: z.coerce
    .number({ error: 'Not a row number' })
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
});
export type StaffAuditQuery = z.infer<typeof StaffAuditQuerySchema>;

/** The audit filters as the screen's form holds them (empty: no filter). */
export const StaffAuditFormSchema = z.object({
  booking: StaffAuditQuerySchema.shape.booking.unwrap().or(z.literal('')),
  staff: z.string().max(40),
  date: LocalDateSchema.or(z.literal('')),
});
export type StaffAuditForm = z.infer<typeof StaffAuditFormSchema>;

export const StaffAuditEntrySchema = z.object({
  Id: z.number().int(),
  At: z.iso.datetime({ offset: true }),
  /** Who did it; null for a sign-in refused before anyone was known. */
  StaffName: z.string().nullable(),
  Action: z.string(),
  Subject: z.string(),
  /** The booking it was about, to open it. */
  BookingId: z.string().nullable(),
  Before: z.unknown(),
  After: z.unknown(),
});
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;

export const StaffAuditPageSchema = z.object({
  Entries: z.array(StaffAuditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last. */
  NextBefore: z.number().int().nullable(),
  /** Every staff account, for the filter. */
  Staff: z.array(z.object({ Id: z.string(), Name: z.string() })),
});
export type StaffAuditPage = z.infer<typeof StaffAuditPageSchema>;
