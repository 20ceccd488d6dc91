import {
  addDays,
  workingSpans,
  type Catalogue,
  type DatedRota,
  type RotaShift,
  type Taken,
  type WorkingSpan,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { freshReads } from '../../lib/fresh-reads';
import { loadTakenSnapshot, takenVersion, type TakenRow, type TakenSnapshot } from './claims.repository';

/**
 * A per-process cache of what is taken on each resort day, and of the answers given
 * from it (decision 160). Correct across processes without messages between them:
 *
 * - Every write to the claim tables and absences raises a change counter of its UTC date
 *   (a trigger, 0260_claim_day_versions.sql). Before a cached day is used, one cheap
 *   statement reads the sum of the counters the day can see; a different sum reloads it.
 *   The load reads the rows and the sum in one statement (one snapshot).
 * - Holds lapse with no write: a cached day is used only while the database clock is
 *   before the earliest expiry among its holds.
 * - Each caller gets a check or load *sent after it asked*, so every claim committed
 *   before a request arrived is seen by it. Callers that arrive while a read is in flight
 *   share the next one (one statement serves a crowd).
 */

/** A resort day's span, epoch minutes (the domain's ResortDay). */
export interface DaySpan {
  date: string;
  start: number;
  end: number;
}

/** One resort day as last read: what is taken, and the answers already computed from it. */
export interface CachedDay {
  /** The database clock at the read that returned it, epoch ms. */
  now: number;
  /** What sessions other than `exceptSessionId` hold or have booked. */
  takenExcept(exceptSessionId: string | null): Taken;
  /** The answer for `key` computed from this day, computing it once (bounded; cleared with the day). */
  answer<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

interface Entry {
  version: number;
  /** The catalogue in force on the day when it was read: another (a new version) reloads the day. */
  catalogue: Pick<Catalogue, 'Resort' | 'Therapists' | 'MudRoom'>;
  /** Epoch ms of the earliest expiry among its holds (Infinity: none lapses). */
  validUntil: number;
  rows: TakenRow[];
  /** When each therapist works on the day (the dated rota, decision 185). */
  working: WorkingSpan[];
  taken: Map<string, Taken>;
  answers: Map<string, Promise<unknown>>;
}

/** Limits per process: resort days kept, and per day the answers and per-session Taken views. */
const LIMITS = { days: 64, answers: 512, sessions: 256 };

/** Drops the oldest key once a map holds more than `limit` (insertion order). */
function bound<K, V>(map: Map<K, V>, limit: number) {
  while (map.size > limit) map.delete(map.keys().next().value as K);
}

/** The UTC dates whose counters cover a day: claims starting up to a day before it, and 'infinity'. */
export function bucketsOf(day: DaySpan): string[] {
  const buckets: string[] = [];
  const last = new Date(day.end * 60_000 - 1).toISOString().slice(0, 10);
  for (let t = (day.start - 1440) * 60_000; ; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    buckets.push(date);
    if (date >= last) break;
  }
  return [...buckets, 'infinity'];
}

/**
 * Builds the engine's Taken from every session's rows, leaving out one session's own
 * claims (one's own holds never block one's own choices).
 */
export function takenFromRows(
  rows: readonly TakenRow[],
  exceptSessionId: string | null,
  mudRoomId: string | null,
): Taken {
  const appointments: Taken['appointments'][number][] = [];
  const mudRoomGroups: Taken['mudRoomGroups'][number][] = [];
  const tables: Taken['tables'][number][] = [];
  const places = new Map<string, { kind: string; code: string; start: number; guests: number }>();
  const absences: Taken['absences'][number][] = [];
  for (const r of rows) {
    if (r.sid !== null && r.sid === exceptSessionId) continue;
    switch (r.source) {
      case 'appointment':
        if (mudRoomId !== null && r.b === mudRoomId) mudRoomGroups.push({ start: r.s, end: r.e! });
        else appointments.push({ StaffId: r.a, RoomId: r.b, start: r.s, end: r.e! });
        break;
      case 'table':
        tables.push({ RestaurantId: r.a!, FacilityId: r.b!, start: r.s, end: r.e! });
        break;
      case 'capacity': {
        const key = `${r.a}\u0000${r.b}\u0000${r.s}`;
        const sum = places.get(key) ?? { kind: r.a!, code: r.b!, start: r.s, guests: 0 };
        sum.guests += r.n ?? 0;
        places.set(key, sum);
        break;
      }
      case 'absence':
        absences.push({ StaffId: r.a!, start: r.s, end: r.e! });
        break;
      case 'rota-day':
      case 'shift':
      case 'break':
      case 'closure':
        break; // the rota: read once per day (rotaFromRows)
    }
  }
  const sums = [...places.values()];
  return {
    appointments,
    absences,
    gardenPlaces: sums
      .filter((p) => p.kind === 'garden')
      .map((p) => ({ SpaGardenCode: p.code, start: p.start, guests: p.guests })),
    mudRoomGroups,
    tables,
    arrivals: sums
      .filter((p) => p.kind !== 'garden')
      .map((p) => ({ PremierId: p.code, start: p.start, guests: p.guests })),
  };
}

/** The dated rota among a snapshot's rows (its date's and the previous date's). */
export function rotaFromRows(rows: readonly TakenRow[]): DatedRota {
  const shifts = new Map<number, RotaShift & { breaks: { start: number; end: number }[] }>();
  const rostered: DatedRota['rostered'][number][] = [];
  const closures: string[] = [];
  for (const r of rows)
    if (r.source === 'rota-day') rostered.push({ StaffId: r.a!, date: r.b! });
    else if (r.source === 'closure') closures.push(r.b!);
    else if (r.source === 'shift')
      shifts.set(r.n!, { StaffId: r.a!, date: r.b!, start: r.s, end: r.e!, breaks: [] });
  for (const r of rows) if (r.source === 'break') shifts.get(r.n!)?.breaks.push({ start: r.s, end: r.e! });
  return { rostered, shifts: [...shifts.values()], closures };
}

/** The rota dates a resort day needs: its own and the day before (a shift may run past midnight into it). */
export const rotaDatesOf = (date: string) => ({ from: addDays(date, -1), to: date });

/** Working spans by catalogue, then by date and dated rota (see workingOf). */
const workingMemo = new WeakMap<object, Map<string, WorkingSpan[]>>();

/**
 * When each therapist works on `date` under `rota` (the engine's workingSpans, ≈ 1 ms of
 * CPU): computed once per catalogue, date and rota, since every hold and begin-booking of
 * the day reads the same rota (a measured hot path, decision 188). Bounded per catalogue.
 */
export function workingOf(
  catalogue: Pick<Catalogue, 'Resort' | 'Therapists'>,
  date: string,
  rota: DatedRota,
): WorkingSpan[] {
  let byDay = workingMemo.get(catalogue);
  if (!byDay) workingMemo.set(catalogue, (byDay = new Map<string, WorkingSpan[]>()));
  const key = `${date} ${JSON.stringify(rota)}`;
  let working = byDay.get(key);
  if (!working) {
    working = workingSpans(catalogue, date, rota);
    byDay.set(key, working);
    bound(byDay, LIMITS.days * 4);
  }
  return working;
}

/** The engine's Taken from a day's rows: what sessions other than `exceptSessionId` hold, and who works. */
function takenOf(
  rows: readonly TakenRow[],
  exceptSessionId: string | null,
  mudRoomId: string | null,
  working: WorkingSpan[],
): Taken {
  return { ...takenFromRows(rows, exceptSessionId, mudRoomId), working };
}

/** A resort day's snapshot (loadTakenSnapshot over the day, its counters and its rota dates). */
const loadDay = (db: Executor, span: DaySpan, buckets: readonly string[] = bucketsOf(span)) =>
  loadTakenSnapshot(
    db,
    new Date(span.start * 60_000),
    new Date(span.end * 60_000),
    buckets,
    rotaDatesOf(span.date),
  );

/**
 * What sessions other than `exceptSessionId` hold or have booked on a resort day, and when
 * each therapist works, read now through `db` (a transaction's, to decide a write under the
 * day's lock): one statement, the cache's own load, never cached.
 */
export async function readTakenDay(
  db: Executor,
  catalogue: Pick<Catalogue, 'Resort' | 'Therapists' | 'MudRoom'>,
  span: DaySpan,
  exceptSessionId: string | null,
): Promise<Taken> {
  const { rows } = await loadDay(db, span);
  const working = workingOf(catalogue, span.date, rotaFromRows(rows));
  return takenOf(rows, exceptSessionId, catalogue.MudRoom?.RoomId ?? null, working);
}

function entryOf(snapshot: TakenSnapshot, catalogue: Entry['catalogue'], working: WorkingSpan[]): Entry {
  let validUntil = Infinity;
  for (const r of snapshot.rows) if (r.x !== null && r.x < validUntil) validUntil = r.x;
  return {
    version: snapshot.version,
    catalogue,
    validUntil,
    rows: snapshot.rows,
    working,
    taken: new Map(),
    answers: new Map(),
  };
}

export interface TakenCache {
  /** The resort day as of a read sent after this call (its counters checked, or reloaded). */
  day(span: DaySpan): Promise<CachedDay>;
}

/**
 * A taken cache for one process on `db` (the catalogue's mud room's claims are groups; its weekly
 * pattern the rota's default). `catalogueOn` gives the catalogue in force on a date: a day read
 * under another version is read again.
 */
export function createTakenCache(
  db: Executor,
  catalogueOn: (date: string) => Pick<Catalogue, 'Resort' | 'Therapists' | 'MudRoom'>,
): TakenCache {
  const entries = new Map<string, Entry>();
  const readers = new Map<string, () => Promise<{ entry: Entry; now: number }>>();

  const refresh = async (span: DaySpan, buckets: string[]) => {
    const cached = entries.get(span.date);
    const catalogue = catalogueOn(span.date);
    if (cached && cached.catalogue === catalogue) {
      const { version, now } = await takenVersion(db, buckets);
      if (version === cached.version && now < cached.validUntil) return { entry: cached, now };
    }
    const snapshot = await loadDay(db, span, buckets);
    const entry = entryOf(snapshot, catalogue, workingOf(catalogue, span.date, rotaFromRows(snapshot.rows)));
    entries.delete(span.date);
    entries.set(span.date, entry);
    bound(entries, LIMITS.days);
    return { entry, now: snapshot.now };
  };

  const view = (entry: Entry, now: number): CachedDay => ({
    now,
    takenExcept(exceptSessionId) {
      const key = exceptSessionId ?? '';
      let taken = entry.taken.get(key);
      if (!taken) {
        taken = takenOf(entry.rows, exceptSessionId, entry.catalogue.MudRoom?.RoomId ?? null, entry.working);
        entry.taken.set(key, taken);
        bound(entry.taken, LIMITS.sessions);
      }
      return taken;
    },
    answer<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const known = entry.answers.get(key) as Promise<T> | undefined;
      if (known) return known;
      const answer = compute();
      entry.answers.set(key, answer);
      bound(entry.answers, LIMITS.answers);
      // A failed computation is not kept: the next asker tries again.
      answer.catch(() => {
        if (entry.answers.get(key) === answer) entry.answers.delete(key);
      });
      return answer;
    },
  });

  return {
    async day(span) {
      let reader = readers.get(span.date);
      if (!reader) {
        const buckets = bucketsOf(span);
        reader = freshReads(() => refresh(span, buckets));
        readers.set(span.date, reader);
        bound(readers, LIMITS.days);
      }
      const { entry, now } = await reader();
      return view(entry, now);
    },
  };
}
