import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { guardedRouteOptions, routeOptions } from '../../lib/route-options';
import { memberOf, signedInMember } from '../identity';
import { staffOf, staffRouteOptions } from '../staff';
import { offerByHand, staffWaitingList } from './staff-waiting.service';
import {
  joinWaitingList,
  joinWaitingListForDate,
  leaveWaitingList,
  memberWaitingEntries,
} from './waiting.service';

const EntryParamsSchema = z.object({ entryId: z.uuid({ error: 'must be a waiting entry id' }) });

/** The waiting list: joining from a full day; a member's entries and leaving them. */
export async function waitingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['waiting list'];
  const open = routeOptions(tags);
  const member = guardedRouteOptions(tags, app.requireMember);

  app.post(
    '/api/session/:id/waiting-list',
    open({
      summary: 'Joins the waiting list for the day the session holds',
      description:
        'When a time that fits frees, it is held for 30 minutes and the guest e-mailed a link to pay for it.',
      params: SessionIdParamsSchema,
      body: WaitingJoinRequestSchema,
      response: { 200: WaitingJoinResponseSchema },
    }),
    async (request) =>
      joinWaitingList(deps, request.params.id, request.body, {
        clientAddress: request.ip,
        memberId: (await signedInMember(deps, request))?.id ?? null,
      }),
  );

  app.post(
    '/api/spa/waiting-list',
    open({
      summary: 'Joins the waiting list for an arrival on a date with no Spa Day free',
      description:
        'When an arrival time of the Spa Day frees in the window, it is held for 30 minutes and the guest e-mailed a link to go on booking.',
      body: WaitingDateJoinRequestSchema,
      response: { 200: WaitingJoinResponseSchema },
    }),
    async (request) =>
      joinWaitingListForDate(deps, request.body, {
        clientAddress: request.ip,
        memberId: (await signedInMember(deps, request))?.id ?? null,
      }),
  );

  app.get(
    '/api/account/waiting-list',
    member({
      summary: "The signed-in member's waiting entries",
      response: { 200: MemberWaitingListSchema },
    }),
    (request) => memberWaitingEntries(deps, memberOf(request).id),
  );

  app.delete(
    '/api/account/waiting-list/:entryId',
    member({
      summary: 'Leaves the waiting list (an entry still waiting)',
      params: EntryParamsSchema,
      response: { 200: z.object({ ok: z.literal(true) }) },
    }),
    (request) => leaveWaitingList(deps, memberOf(request).id, request.params.entryId),
  );

  const { anyStaff: desk } = staffRouteOptions(deps, tags);

  app.get(
    '/api/staff/waiting-list',
    desk({
      summary: "A day's waiting list, for the spa team",
      querystring: z.object({ date: LocalDateSchema }),
      response: { 200: StaffWaitingListSchema },
    }),
    (request) => staffWaitingList(deps, request.query.date),
  );

  app.post(
    '/api/staff/waiting-list/:entryId/offer',
    desk({
      summary: 'Offers the guest the best time of their day that fits now, held 30 minutes (audited)',
      params: EntryParamsSchema,
      response: { 200: z.object({ Offered: z.literal(true), Id: z.string() }) },
    }),
    (request) => offerByHand(deps, staffOf(request).id, request.params.entryId),
  );
}
