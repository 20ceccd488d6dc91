import type { Database } from '../../db/database';
import type { GetPendingTotal } from './payment.service';

/**
 * The pending booking's total, as the engine's begin-booking recorded it.
 * Until the engine's booking tables are on this branch there is nothing to read:
 * every session answers null ("no booking to pay for").
 */
export function pendingTotalFromDatabase(_database: Database): GetPendingTotal {
  return async () => null;
}
