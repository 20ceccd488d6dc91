import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PromotionParamsSchema,
  PromotionRequestSchema,
  PromotionStatusRequestSchema,
  StaffPromotionListSchema,
  StaffPromotionSchema,
} from '@spa/domain';
import { guardedRouteOptions } from '../../lib/route-options';
import { staffOf, staffOnly } from '../staff';
import { createPromotion, editPromotion, setPromotionStatus, staffPromotions } from './promotions.service';

/** Promotion codes (issue 23 part 3, decision 0430): the spa team reads them; managers set them (audited). */
export async function promotionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['promotions'];
  const desk = guardedRouteOptions(tags, staffOnly(deps, ['reception', 'spa_manager']));
  const managers = guardedRouteOptions(tags, staffOnly(deps, ['spa_manager']));

  app.get(
    '/api/staff/promotions',
    desk({
      summary: 'Every promotion code with its rules, uses and status',
      response: { 200: StaffPromotionListSchema },
    }),
    () => staffPromotions(deps),
  );

  app.post(
    '/api/staff/promotions',
    managers({
      summary: 'Creates a promotion code (managers; audited)',
      description:
        '400 names the field: a code another promotion has, an unknown Spa Day or treatment, days out of order.',
      body: PromotionRequestSchema,
      response: { 200: StaffPromotionSchema },
    }),
    (request) => createPromotion(deps, staffOf(request).id, request.body),
  );

  app.put(
    '/api/staff/promotions/:id',
    managers({
      summary: "Changes a promotion's rules (managers; audited before and after)",
      params: PromotionParamsSchema,
      body: PromotionRequestSchema,
      response: { 200: StaffPromotionSchema },
    }),
    (request) => editPromotion(deps, staffOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/staff/promotions/:id/status',
    managers({
      summary: 'Pauses, resumes or ends a promotion (managers; audited)',
      description: '409 when resuming one that has ended.',
      params: PromotionParamsSchema,
      body: PromotionStatusRequestSchema,
      response: { 200: StaffPromotionSchema },
    }),
    (request) => setPromotionStatus(deps, staffOf(request).id, request.params.id, request.body.Status),
  );
}
