import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClosedDatesResponseSchema } from '@spa/domain';
import { apiRequest } from '../api-client';

/** POST /api/spa/closed-dates for one date: whether the spa team has closed it. */
const closedDatesQuery = (date: string) =>
  queryOptions({
    queryKey: ['spa', 'closed-dates', date],
    queryFn: async ({ signal }) =>
      ClosedDatesResponseSchema.parse(
        await apiRequest('/api/spa/closed-dates', { body: { from: date, to: date }, signal }),
      ),
  });

/** Whether the spa is closed on `date` (false while asking, or with no date). */
export function useIsClosed(date: string | null): boolean {
  const closed = useQuery({ ...closedDatesQuery(date ?? ''), enabled: date !== null });
  return date !== null && (closed.data?.ClosedDates.includes(date) ?? false);
}
