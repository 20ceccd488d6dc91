import type { ClaimSet } from '@spa/domain';
import { conflict } from '../../lib/http-error';
import type { Executor } from '../../db/database';
import { isRaceLost } from '../../lib/sql';
import {
  insertAppointmentClaims,
  insertCapacityClaims,
  insertTableClaims,
  type ClaimOwner,
} from './claims.repository';

/**
 * Writes claim sets inside the caller's transaction, which holds the resort day's lock
 * (`day:YYYY-MM-DD`, decision 100: every hold, move and re-home takes it before reading
 * what is taken), so no two writers of one day insert at once and no other lock is needed
 * (decision 188); the database's constraints have the last word. A lost race becomes a
 * 409, never a 500; the transaction is then over (every caller lets the 409 roll it back,
 * so no savepoint is spent on answering after it).
 */
export async function writeClaims(
  tx: Executor,
  sets: readonly ClaimSet[],
  owner: Omit<ClaimOwner, 'holdKind'>,
): Promise<void> {
  let written = true;
  try {
    for (const set of sets) {
      const claimOwner = { ...owner, holdKind: set.kind };
      await insertCapacityClaims(tx, claimOwner, set.capacity);
      written &&= await insertTableClaims(tx, claimOwner, set.tables);
      written &&= await insertAppointmentClaims(tx, claimOwner, set.appointments);
    }
  } catch (error) {
    if (isRaceLost(error)) written = false;
    else throw error;
  }
  if (!written)
    throw conflict('Sorry, that time has just been taken by another guest. Please choose another.');
}
