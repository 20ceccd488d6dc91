import type { Database } from '../../db/database';
import type { GetPendingTotal } from './payment.service';

/**
 * The booking total the engine's begin-booking recorded for the session (pence),
 * or null when the session has no booking to pay for. A confirmed booking still
 * answers, so that a replayed completion finds its approved payment.
 */
export function pendingTotalFromDatabase(database: Database): GetPendingTotal {
  return async (sessionId) => {
    const rows = await database.withConnection((c) =>
      c.query<{ total_pence: number }>(
        "SELECT total_pence FROM spa_bookings WHERE session_id = $1 AND status IN ('pending', 'confirmed')",
        [sessionId],
      ),
    );
    const row = rows[0];
    return row ? Number(row.total_pence) : null;
  };
}
