import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { StaffAuditPageSchema, type StaffAuditQuery } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET api/staff/audit?booking=&staff=&date=&before=: a page of the audit log, newest first. */
export async function getAuditPage(query: StaffAuditQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return StaffAuditPageSchema.parse(await apiRequest(`/api/staff/audit?${params.toString()}`, { signal }));
}

/** The audit log for these filters, a page at a time ("Show older" asks for the next). */
const auditLogQuery = (filters: Omit<StaffAuditQuery, 'before'>) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'audit', filters],
    queryFn: ({ pageParam, signal }) => getAuditPage({ ...filters, before: pageParam ?? undefined }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.NextBefore,
    retry: false,
  });

export const useAuditLog = (filters: Omit<StaffAuditQuery, 'before'>) =>
  useInfiniteQuery(auditLogQuery(filters));
