import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  StaffAccountListSchema,
  StaffAccountParamsSchema,
  StaffAccountRequestSchema,
  StaffAccountSchema,
  StaffAccountStatusRequestSchema,
  StaffProfileSchema,
} from '@spa/domain';
import { staffOf, staffRouteOptions } from './staff-auth';
import { setStaffAccountDisabled, staffAccounts } from './staff-accounts.service';
import { addStaffAccount } from './staff-seed';

/** Staff accounts: a spa manager adds, lists, disables and enables them (audited). */
export async function staffAccountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { managers } = staffRouteOptions(deps);

  app.post(
    '/api/staff/accounts',
    managers({
      summary: 'A spa manager adds a staff account (reception or spa manager; audited)',
      body: StaffAccountRequestSchema,
      response: { 201: StaffProfileSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await addStaffAccount(deps.db, staffOf(request).id, request.body)),
  );

  app.get(
    '/api/staff/accounts',
    managers({
      summary: 'Every staff account, for a spa manager',
      response: { 200: StaffAccountListSchema },
    }),
    () => staffAccounts(deps.db),
  );

  app.post(
    '/api/staff/accounts/:staffId/status',
    managers({
      summary: 'A spa manager disables a staff account (its sign-ins end at once) or enables it (audited)',
      description: "409 for the manager's own account.",
      params: StaffAccountParamsSchema,
      body: StaffAccountStatusRequestSchema,
      response: { 200: StaffAccountSchema },
    }),
    (request) =>
      setStaffAccountDisabled(deps.db, staffOf(request).id, request.params.staffId, request.body.Disabled),
  );
}
