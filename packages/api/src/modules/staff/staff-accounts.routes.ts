import {
  StaffAccountListSchema,
  StaffAccountParamsSchema,
  StaffAccountRequestSchema,
  StaffAccountSchema,
  StaffAccountStatusRequestSchema,
  StaffProfileSchema,
} from '@spa/domain';
import { staffOf, staffRoutePlugin } from './staff-auth';
import { setStaffAccountDisabled, staffAccounts } from './staff-accounts.service';
import { addStaffAccount } from './staff-seed';

/** Staff accounts: a spa manager adds, lists, disables and enables them (audited). */
export const staffAccountsRoutes = staffRoutePlugin(({ managers, deps }) => {
  managers.post('/api/staff/accounts', {
    summary: 'A spa manager adds a staff account (reception or spa manager; audited)',
    body: StaffAccountRequestSchema,
    response: StaffProfileSchema,
    status: 201,
    handler: async (request, reply) =>
      reply.code(201).send(await addStaffAccount(deps.db, staffOf(request).id, request.body)),
  });

  managers.get('/api/staff/accounts', {
    summary: 'Every staff account, for a spa manager',
    response: StaffAccountListSchema,
    handler: () => staffAccounts(deps.db),
  });

  managers.post('/api/staff/accounts/:staffId/status', {
    summary: 'A spa manager disables a staff account (its sign-ins end at once) or enables it (audited)',
    description: "409 for the manager's own account.",
    params: StaffAccountParamsSchema,
    body: StaffAccountStatusRequestSchema,
    response: StaffAccountSchema,
    handler: (request) =>
      setStaffAccountDisabled(deps.db, staffOf(request).id, request.params.staffId, request.body.Disabled),
  });
});
