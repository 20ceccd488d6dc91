import { and, asc, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@spa/domain';
import type { Executor } from '../../db/database';
import { staffAuditLog, staffMembers, staffSignIns, type AuditEntry } from './staff.tables';
import { rowWhere } from '../../lib/sql';

export async function findStaffByEmail(db: Executor, email: string) {
  return rowWhere(db, staffMembers, eq(staffMembers.email, email.toLowerCase()));
}

export async function findStaffById(db: Executor, id: string) {
  return rowWhere(db, staffMembers, eq(staffMembers.id, id));
}

export async function insertStaff(
  db: Executor,
  staff: { email: string; displayName: string; role: StaffRole; passwordHash: string },
) {
  const [row] = await db
    .insert(staffMembers)
    .values({ ...staff, email: staff.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function insertSignIn(db: Executor, staffId: string, expiresAt: Date) {
  const [row] = await db
    .insert(staffSignIns)
    .values({ staffId, expiresAt })
    .returning({ id: staffSignIns.id });
  return row!.id;
}

/** The staff member of an open, unexpired sign-in (not disabled); null otherwise. */
export async function findSignedInStaff(db: Executor, signInId: string, staffId: string) {
  const [row] = await db
    .select({ staff: staffMembers })
    .from(staffSignIns)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSignIns.staffId))
    .where(
      and(
        eq(staffSignIns.id, signInId),
        eq(staffSignIns.staffId, staffId),
        isNull(staffSignIns.endedAt),
        gt(staffSignIns.expiresAt, sql`now()`),
        isNull(staffMembers.disabledAt),
      ),
    );
  return row?.staff ?? null;
}

export async function endSignIn(db: Executor, signInId: string) {
  await db.update(staffSignIns).set({ endedAt: new Date() }).where(eq(staffSignIns.id, signInId));
}

/** One audit row, in the caller's transaction (the change's own). */
export async function insertAudit(tx: Executor, entry: AuditEntry) {
  await tx.insert(staffAuditLog).values(entry);
}

/** Every staff account, by name. */
export function listStaff(db: Executor) {
  return db.select().from(staffMembers).orderBy(asc(staffMembers.displayName), asc(staffMembers.email));
}

/** Disables (every open sign-in ended with it) or enables an account; the row as it was, locked. */
export async function setStaffDisabled(tx: Executor, id: string, disabled: boolean) {
  const [before] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
  if (!before) return null;
  const [after] = await tx
    .update(staffMembers)
    .set({ disabledAt: disabled ? (before.disabledAt ?? sql`now()`) : null })
    .where(eq(staffMembers.id, id))
    .returning();
  if (disabled)
    await tx
      .update(staffSignIns)
      .set({ endedAt: sql`now()` })
      .where(and(eq(staffSignIns.staffId, id), isNull(staffSignIns.endedAt)));
  return { before, after: after! };
}

/** Filters of the audit screen: the subject, who did it (or whose account it was), a span. */
export interface AuditFilter {
  subject?: string;
  staffId?: string;
  from?: Date;
  to?: Date;
  /** Rows older than this one (keyset paging: the log only grows). */
  beforeId?: number;
}

/** A page of the audit log, newest first, with the name of who did each change; `limit` rows at most. */
export function auditPage(db: Executor, filter: AuditFilter, limit: number) {
  const where = and(
    filter.subject === undefined ? undefined : eq(staffAuditLog.subject, filter.subject),
    filter.staffId === undefined
      ? undefined
      : or(eq(staffAuditLog.staffId, filter.staffId), eq(staffAuditLog.subject, `staff:${filter.staffId}`)),
    filter.from === undefined ? undefined : gte(staffAuditLog.at, filter.from),
    filter.to === undefined ? undefined : lt(staffAuditLog.at, filter.to),
    filter.beforeId === undefined ? undefined : lt(staffAuditLog.id, filter.beforeId),
  );
  return db
    .select({ entry: staffAuditLog, staffName: staffMembers.displayName })
    .from(staffAuditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, staffAuditLog.staffId))
    .where(where)
    .orderBy(desc(staffAuditLog.id))
    .limit(limit);
}
