import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReportAnswerSchema, ReportCsvQuerySchema, ReportParamsSchema, ReportRangeSchema } from '@spa/domain';
import { staffRouteOptions } from '../staff';
import { report, reportTableCsv } from './reports.service';

/** The spa manager's reports (issue 24): each a set of tables, and each table as CSV. Managers only. */
export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['reports'];
  const { managers } = staffRouteOptions(deps, tags);

  app.get(
    '/api/staff/reports/:report',
    managers({
      summary: "A report over the resort's days from `from` to `to` (both included, at most 366)",
      description:
        'utilisation, revenue, bookings, cancellations, takings or vouchers: tables the screen draws its charts from. 400 names the field of a bad range.',
      params: ReportParamsSchema,
      querystring: ReportRangeSchema,
      response: { 200: ReportAnswerSchema },
    }),
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await report(deps, request.params.report, request.query)),
  );

  app.get(
    '/api/staff/reports/:report/csv',
    managers({
      summary:
        "One table of a report as CSV (the screen's table: the same rows and numbers, pence as pounds)",
      params: ReportParamsSchema,
      querystring: ReportCsvQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string() },
    }),
    async (request, reply) => {
      const { fileName, csv } = await reportTableCsv(deps, request.params.report, request.query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
}
