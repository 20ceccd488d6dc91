import type { Catalogue } from '@spa/domain';
import { badRequest } from '../../lib/http-error';

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;

/**
 * Activities bookable in a date range. The catalogue's activities are not
 * seasonal, so every one is bookable on every date; the range is still checked.
 */
export function activitiesBetween(catalogue: Catalogue, fromDate: string, toDate: string) {
  const days = (Date.parse(toDate) - Date.parse(fromDate)) / DAY_MS;
  if (days < 0) throw badRequest('params.toDate', 'must be on or after fromDate');
  if (days > MAX_RANGE_DAYS)
    throw badRequest('params.toDate', `must be at most ${MAX_RANGE_DAYS} days after fromDate`);
  return catalogue.Activities;
}
