import type { Executor } from '../../db/database';
import { setSessionStatus } from '../session';
import { deleteSessionClaims } from '../holds';

/**
 * Gives back what a stay's spa add-on holds on the spa's diary: its claims go, its
 * session ends (decision 150). For a package removed, replaced or its room cancelled.
 */
export async function releaseStaySpa(tx: Executor, spaSessionIds: readonly (string | null)[]) {
  for (const id of spaSessionIds) {
    if (!id) continue;
    await deleteSessionClaims(tx, id);
    await setSessionStatus(tx, id, 'ended');
  }
}
