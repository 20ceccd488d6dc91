import {
  AUDIT_PAGE_SIZE,
  buildResortDay,
  type Catalogue,
  type StaffAuditPage,
  type StaffAuditQuery,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import { searchConfirmedBookings } from '../booking';
import { auditPage, listStaff, type AuditFilter } from './staff.repository';

export interface StaffAuditDeps {
  db: Executor;
  catalogue: Catalogue;
}

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** The booking a filter names, by its id or its confirmation number; 400 naming the field when none has it. */
async function bookingSubject(db: Executor, text: string): Promise<string> {
  if (UUID.test(text)) return `booking:${text.toLowerCase()}`;
  const [match] = (await searchConfirmedBookings(db, text)).filter(
    (b) => b.confirmationId?.toLowerCase() === text.toLowerCase(),
  );
  if (!match) throw badRequest('booking', 'No booking has this confirmation number');
  return `booking:${match.id}`;
}

/**
 * A page of the audit log for a spa manager (issue 22), newest first: by booking, by
 * staff member (what they did, and what was done to their account, sign-ins refused
 * included) and by day in the resort's zone. Keyset pages: `before` the last row seen.
 */
export async function staffAudit(deps: StaffAuditDeps, query: StaffAuditQuery): Promise<StaffAuditPage> {
  const filter: AuditFilter = { staffId: query.staff, beforeId: query.before };
  if (query.booking) filter.subject = await bookingSubject(deps.db, query.booking);
  if (query.date) {
    const day = buildResortDay(query.date, deps.catalogue.Resort.TimeZone);
    filter.from = new Date(day.start * 60_000);
    filter.to = new Date(day.end * 60_000);
  }
  const [rows, staff] = await Promise.all([
    auditPage(deps.db, filter, AUDIT_PAGE_SIZE + 1),
    listStaff(deps.db),
  ]);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    Entries: page.map(({ entry, staffName }) => ({
      Id: entry.id,
      At: entry.at.toISOString(),
      StaffName: staffName,
      Action: entry.action,
      Subject: entry.subject,
      BookingId: entry.subject.startsWith('booking:') ? entry.subject.slice('booking:'.length) : null,
      Before: entry.before ?? null,
      After: entry.after ?? null,
    })),
    NextBefore: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.entry.id ?? null) : null,
    Staff: staff.map((s) => ({ Id: s.id, Name: s.displayName })),
  };
}
