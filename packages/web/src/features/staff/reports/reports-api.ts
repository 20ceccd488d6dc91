import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReportAnswerSchema, type ReportName, type ReportRange } from '@spa/domain';
import { apiRequest } from '../../../lib/api-client';

const rangeQuery = ({ from, to }: ReportRange) => new URLSearchParams({ from, to }).toString();

/** GET api/staff/reports/:report?from=&to=: the report's tables (spa managers only). */
export async function getReport(name: ReportName, range: ReportRange, signal?: AbortSignal) {
  return ReportAnswerSchema.parse(
    await apiRequest(`/api/staff/reports/${name}?${rangeQuery(range)}`, { signal }),
  );
}

export const reportQuery = (name: ReportName, range: ReportRange) =>
  queryOptions({
    queryKey: ['staff', 'reports', name, range.from, range.to],
    queryFn: ({ signal }) => getReport(name, range, signal),
    // Money moves all day (a voucher sold or refunded a moment ago): every showing asks again.
    staleTime: 0,
    retry: false,
  });

export const useReport = (name: ReportName, range: ReportRange) => useQuery(reportQuery(name, range));

/** GET api/staff/reports/:report/csv: one table as CSV text (the signed-in call carries the token, so no plain link). */
export async function getReportCsv(name: ReportName, range: ReportRange, table: string): Promise<string> {
  const csv = await apiRequest<unknown>(
    `/api/staff/reports/${name}/csv?${rangeQuery(range)}&table=${encodeURIComponent(table)}`,
    { headers: { accept: 'text/csv' } },
  );
  return String(csv);
}
