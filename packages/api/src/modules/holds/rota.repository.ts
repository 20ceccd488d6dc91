import { and, asc, between, eq } from 'drizzle-orm';
import type { DatedRota, RotaBreak } from '@spa/domain';
import type { Executor } from '../../db/database';
import { rotaDays, rotaShifts, spaClosures } from './rota.tables';

/**
 * The dated rota's rows (decision 185). A write to any of these tables raises the
 * availability cache's counter (0320_rota.sql), so no process answers from a stale rota.
 */

/** A shift as stored: minutes on its date's clock. */
export interface StoredShift {
  start: number;
  end: number;
  breaks: RotaBreak[];
}

/** The rota of the dates `from` … `to` (inclusive), and the closures with their reasons. */
export async function rotaBetween(
  db: Executor,
  from: string,
  to: string,
): Promise<{ rota: DatedRota; closures: { date: string; reason: string }[] }> {
  const days = await db
    .select()
    .from(rotaDays)
    .where(between(rotaDays.day, from, to))
    .orderBy(asc(rotaDays.day), asc(rotaDays.staffId));
  const shifts = await db
    .select()
    .from(rotaShifts)
    .where(between(rotaShifts.day, from, to))
    .orderBy(asc(rotaShifts.day), asc(rotaShifts.staffId), asc(rotaShifts.startMinute));
  const closures = await db
    .select()
    .from(spaClosures)
    .where(between(spaClosures.day, from, to))
    .orderBy(asc(spaClosures.day));
  return {
    rota: {
      rostered: days.map((d) => ({ StaffId: d.staffId, date: d.day })),
      shifts: shifts.map((s) => ({
        StaffId: s.staffId,
        date: s.day,
        start: s.startMinute,
        end: s.endMinute,
        breaks: s.breaks,
      })),
      closures: closures.map((c) => c.day),
    },
    closures: closures.map((c) => ({ date: c.day, reason: c.reason })),
  };
}

/** Rosters a therapist-date with these shifts (none: a day off), replacing what it had. */
export async function replaceRotaDay(
  tx: Executor,
  staffId: string,
  date: string,
  shifts: readonly StoredShift[],
) {
  await tx.insert(rotaDays).values({ staffId, day: date }).onConflictDoNothing();
  await tx.delete(rotaShifts).where(and(eq(rotaShifts.staffId, staffId), eq(rotaShifts.day, date)));
  if (shifts.length > 0)
    await tx.insert(rotaShifts).values(
      shifts.map((s) => ({
        staffId,
        day: date,
        startMinute: s.start,
        endMinute: s.end,
        breaks: [...s.breaks],
      })),
    );
}

/** Returns a therapist-date to the weekly pattern (its shifts go with it). */
export async function clearRotaDay(tx: Executor, staffId: string, date: string) {
  await tx.delete(rotaDays).where(and(eq(rotaDays.staffId, staffId), eq(rotaDays.day, date)));
}

/** Closes the spa's treatments on a date (or changes the reason). */
export async function setClosure(tx: Executor, date: string, reason: string) {
  await tx
    .insert(spaClosures)
    .values({ day: date, reason })
    .onConflictDoUpdate({ target: spaClosures.day, set: { reason } });
}

/** Opens a closed date again. */
export async function liftClosure(tx: Executor, date: string) {
  await tx.delete(spaClosures).where(eq(spaClosures.day, date));
}
