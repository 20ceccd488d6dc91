import { z } from 'zod';
import { ReportAnswerSchema, ReportCsvQuerySchema, ReportParamsSchema, ReportRangeSchema } from '@spa/domain';
import { staffRoutePlugin } from '../staff';
import { report, reportTableCsv } from './reports.service';

/** The spa manager's reports (issue 24): each a set of tables, and each table as CSV. Managers only. */
export const reportsRoutes = staffRoutePlugin(
  ({ managers, deps }) => {
    managers.get('/api/staff/reports/:report', {
      summary: "A report over the resort's days from `from` to `to` (both included, at most 366)",
      description:
        'utilisation, revenue, bookings, cancellations, takings or vouchers: tables the screen draws its charts from. 400 names the field of a bad range.',
      params: ReportParamsSchema,
      querystring: ReportRangeSchema,
      response: ReportAnswerSchema,
      handler: async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .send(await report(deps, request.params.report, request.query)),
    });

    managers.get('/api/staff/reports/:report/csv', {
      summary:
        "One table of a report as CSV (the screen's table: the same rows and numbers, pence as pounds)",
      params: ReportParamsSchema,
      querystring: ReportCsvQuerySchema,
      produces: ['text/csv'],
      response: z.string(),
      handler: async (request, reply) => {
        const { fileName, csv } = await reportTableCsv(deps, request.params.report, request.query);
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(csv);
      },
    });
  },
  ['reports'],
);
