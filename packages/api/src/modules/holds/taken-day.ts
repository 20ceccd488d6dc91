import { buildResortDay, type Catalogue, type Taken } from '@spa/domain';
import type { Executor } from '../../db/database';
import { rotaBetween } from './rota.repository';
import { readTakenDay, rotaDatesOf, workingOf } from './taken-cache';

/** The resort day of a date in a zone, built once per date and zone (time-zone arithmetic was 3% of a cached answer's CPU). */
const resortDays = new Map<string, ReturnType<typeof buildResortDay>>();
export function resortDayOf(date: string, timeZone: string) {
  const key = `${timeZone} ${date}`;
  let day = resortDays.get(key);
  if (!day) {
    day = buildResortDay(date, timeZone);
    if (resortDays.size >= 400) resortDays.clear();
    resortDays.set(key, day);
  }
  return day;
}

/** What other sessions hold or have booked on the resort day of `date`, and who works: read now (one statement). */
export async function takenOn(
  deps: { catalogue: Catalogue },
  db: Executor,
  date: string,
  exceptSessionId: string | null,
): Promise<Taken> {
  return readTakenDay(db, deps.catalogue, resortDayOf(date, deps.catalogue.Resort.TimeZone), exceptSessionId);
}

/** When each therapist works on the resort day of `date`: the dated rota over the weekly pattern (decision 185). */
export async function workingOn(deps: { catalogue: Catalogue }, db: Executor, date: string) {
  const dates = rotaDatesOf(date);
  const { rota } = await rotaBetween(db, dates.from, dates.to);
  return workingOf(deps.catalogue, date, rota);
}
