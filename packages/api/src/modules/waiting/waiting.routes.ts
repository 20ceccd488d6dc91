import { z } from 'zod';
import {
  LocalDateSchema,
  MemberWaitingListSchema,
  StaffWaitingListSchema,
  SessionIdParamsSchema,
  WaitingDateJoinRequestSchema,
  WaitingJoinRequestSchema,
  WaitingJoinResponseSchema,
} from '@spa/domain';
import { memberOf, signedInMember } from '../identity';
import { staffOf, staffRoutePlugin } from '../staff';
import { offerByHand, staffWaitingList } from './staff-waiting.service';
import {
  joinWaitingList,
  joinWaitingListForDate,
  leaveWaitingList,
  memberWaitingEntries,
} from './waiting.service';

const EntryParamsSchema = z.object({ entryId: z.uuid({ error: 'must be a waiting entry id' }) });

/** The waiting list: joining from a full day; a member's entries and leaving them. */
export const waitingRoutes = staffRoutePlugin(
  ({ open, member, anyStaff: desk, deps }) => {
    open.post('/api/session/:id/waiting-list', {
      summary: 'Joins the waiting list for the day the session holds',
      description:
        'When a time that fits frees, it is held for 30 minutes and the guest e-mailed a link to pay for it.',
      params: SessionIdParamsSchema,
      body: WaitingJoinRequestSchema,
      response: WaitingJoinResponseSchema,
      handler: async (request) =>
        joinWaitingList(deps, request.params.id, request.body, {
          clientAddress: request.ip,
          memberId: (await signedInMember(deps, request))?.id ?? null,
        }),
    });

    open.post('/api/spa/waiting-list', {
      summary: 'Joins the waiting list for an arrival on a date with no Spa Day free',
      description:
        'When an arrival time of the Spa Day frees in the window, it is held for 30 minutes and the guest e-mailed a link to go on booking.',
      body: WaitingDateJoinRequestSchema,
      response: WaitingJoinResponseSchema,
      handler: async (request) =>
        joinWaitingListForDate(deps, request.body, {
          clientAddress: request.ip,
          memberId: (await signedInMember(deps, request))?.id ?? null,
        }),
    });

    member.get('/api/account/waiting-list', {
      summary: "The signed-in member's waiting entries",
      response: MemberWaitingListSchema,
      handler: (request) => memberWaitingEntries(deps, memberOf(request).id),
    });

    member.delete('/api/account/waiting-list/:entryId', {
      summary: 'Leaves the waiting list (an entry still waiting)',
      params: EntryParamsSchema,
      response: z.object({ ok: z.literal(true) }),
      handler: (request) => leaveWaitingList(deps, memberOf(request).id, request.params.entryId),
    });

    desk.get('/api/staff/waiting-list', {
      summary: "A day's waiting list, for the spa team",
      querystring: z.object({ date: LocalDateSchema }),
      response: StaffWaitingListSchema,
      handler: (request) => staffWaitingList(deps, request.query.date),
    });

    desk.post('/api/staff/waiting-list/:entryId/offer', {
      summary: 'Offers the guest the best time of their day that fits now, held 30 minutes (audited)',
      params: EntryParamsSchema,
      response: z.object({ Offered: z.literal(true), Id: z.string() }),
      handler: (request) => offerByHand(deps, staffOf(request).id, request.params.entryId),
    });
  },
  ['waiting list'],
);
