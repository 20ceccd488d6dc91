import {
  addDays,
  rotaShiftOfWire,
  rotaShiftToWire,
  shiftsStarting,
  type Catalogue,
  type ClosureRequest,
  type DatedRota,
  type RotaDayRequest,
  type RotaDayView,
  type RotaWeek,
  type StrandedList,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import { assertBookableDate, type BookingNow } from '../../lib/booking-clock';
import {
  clearRotaDay,
  liftClosure,
  lockResources,
  recordTimeFreed,
  replaceRotaDay,
  rotaBetween,
  setClosure,
} from '../holds';
import { strandedOn } from './absences.service';
import { insertAudit } from './staff.repository';

/**
 * The dated rota in the staff area (issue 15, decision 185): a week of each therapist's
 * shifts per date (the rota's, else the catalogue's weekly pattern), and a spa manager's
 * changes — a therapist-date's shifts and breaks, back to the pattern, a closure — each
 * audited before/after in its own transaction, under the resort days' locks (the date and
 * the next, which a shift past midnight reaches), answering what it strands.
 */

export interface RotaDeps {
  db: Executor;
  catalogue: Catalogue;
  bookingNow: BookingNow;
  /** Offers what a change freed to the waiting list, after the commit (decision 0285). */
  sweepWaitingSoon: () => void;
}

const WEEK = [0, 1, 2, 3, 4, 5, 6];

function dayView(catalogue: Catalogue, staffId: string, date: string, rota: DatedRota): RotaDayView {
  return {
    Date: date,
    Rostered: rota.rostered.some((r) => r.StaffId === staffId && r.date === date),
    Shifts: shiftsStarting(catalogue, staffId, date, rota).map(rotaShiftToWire),
  };
}

/** Seven dates from `from`: every therapist's shifts per date, and the closures. */
export async function rotaWeek(deps: Pick<RotaDeps, 'db' | 'catalogue'>, from: string): Promise<RotaWeek> {
  const { catalogue } = deps;
  const dates = WEEK.map((n) => addDays(from, n));
  const { rota, closures } = await rotaBetween(deps.db, from, dates[6]!);
  return {
    From: from,
    Dates: dates.map((date) => ({
      Date: date,
      Closed: closures.find((c) => c.date === date)?.reason ?? null,
    })),
    Therapists: catalogue.Therapists.map((t) => ({
      Id: t.StaffId,
      Name: t.DisplayName,
      Days: dates.map((date) => dayView(catalogue, t.StaffId, date, rota)),
    })),
  };
}

/** The treatments stranded on a date and the next (a shift past midnight reaches it). */
async function strandedAround(deps: RotaDeps, tx: Executor, date: string): Promise<StrandedList> {
  const [today, tomorrow] = [await strandedOn(deps, tx, date), await strandedOn(deps, tx, addDays(date, 1))];
  return { Date: date, Stranded: [...today.Stranded, ...tomorrow.Stranded] };
}

/**
 * A change to one date's rota: checked, locked, written between two reads of what it
 * changes (the audit's before and after), answered with what it strands.
 */
async function changeRota(
  deps: RotaDeps,
  date: string,
  audit: { staffId: string; action: string; subject: string },
  read: (tx: Executor) => Promise<unknown>,
  write: (tx: Executor) => Promise<void>,
): Promise<StrandedList> {
  assertBookableDate(deps.catalogue, date, 'params.date', await deps.bookingNow(deps.db));
  const stranded = await deps.db.transaction(async (tx) => {
    await lockResources(tx, [`day:${date}`, `day:${addDays(date, 1)}`]);
    const before = await read(tx);
    await write(tx);
    // More hours or a lifted closure may free what a waiting guest wants (decision 285).
    await recordTimeFreed(tx, date, audit.action);
    await insertAudit(tx, { ...audit, before, after: await read(tx) });
    return strandedAround(deps, tx, date);
  });
  deps.sweepWaitingSoon();
  return stranded;
}

/** A change to a therapist's date: their view of the date before and after. */
function changeDay(
  deps: RotaDeps,
  actor: string,
  staffId: string,
  date: string,
  action: string,
  write: (tx: Executor) => Promise<void>,
) {
  if (!deps.catalogue.Therapists.some((t) => t.StaffId === staffId))
    throw badRequest('params.staffId', 'Choose one of the therapists');
  const read = async (tx: Executor) =>
    dayView(deps.catalogue, staffId, date, (await rotaBetween(tx, date, date)).rota);
  return changeRota(
    deps,
    date,
    { staffId: actor, action, subject: `therapist:${staffId}:${date}` },
    read,
    write,
  );
}

/** Rosters a therapist's shifts (and breaks) on a date, replacing the pattern or what was rostered. */
export function setRotaDay(
  deps: RotaDeps,
  actor: string,
  staffId: string,
  date: string,
  request: RotaDayRequest,
): Promise<StrandedList> {
  const shifts = request.Shifts.map(rotaShiftOfWire);
  return changeDay(deps, actor, staffId, date, 'rota.shifts', (tx) =>
    replaceRotaDay(tx, staffId, date, shifts),
  );
}

/** Returns a therapist's date to the catalogue's weekly pattern. */
export function resetRotaDay(deps: RotaDeps, actor: string, staffId: string, date: string) {
  return changeDay(deps, actor, staffId, date, 'rota.pattern', (tx) => clearRotaDay(tx, staffId, date));
}

/** A closure change: the date's closure before and after. */
function changeClosure(
  deps: RotaDeps,
  actor: string,
  date: string,
  action: string,
  write: (tx: Executor) => Promise<void>,
) {
  const read = async (tx: Executor) => ({
    date,
    closed: (await rotaBetween(tx, date, date)).closures[0]?.reason ?? null,
  });
  return changeRota(deps, date, { staffId: actor, action, subject: `date:${date}` }, read, write);
}

/** Closes the spa's treatments on a date: nobody works it (its confirmed treatments are answered). */
export function closeSpa(deps: RotaDeps, actor: string, date: string, request: ClosureRequest) {
  return changeClosure(deps, actor, date, 'spa.closed', (tx) => setClosure(tx, date, request.Reason));
}

/** Opens a closed date again. */
export function reopenSpa(deps: RotaDeps, actor: string, date: string) {
  return changeClosure(deps, actor, date, 'spa.reopened', (tx) => liftClosure(tx, date));
}
