import {
  PromotionParamsSchema,
  PromotionRequestSchema,
  PromotionStatusRequestSchema,
  StaffPromotionListSchema,
  StaffPromotionSchema,
} from '@spa/domain';
import { staffOf, staffRoutePlugin } from '../staff';
import { createPromotion, editPromotion, setPromotionStatus, staffPromotions } from './promotions.service';

/** Promotion codes (issue 23 part 3, decision 0430): the spa team reads them; managers set them (audited). */
export const promotionRoutes = staffRoutePlugin(
  ({ anyStaff, managers, deps }) => {
    anyStaff.get('/api/staff/promotions', {
      summary: 'Every promotion code with its rules, uses and status',
      response: StaffPromotionListSchema,
      handler: () => staffPromotions(deps),
    });

    managers.post('/api/staff/promotions', {
      summary: 'Creates a promotion code (managers; audited)',
      description:
        '400 names the field: a code another promotion has, an unknown Spa Day or treatment, days out of order.',
      body: PromotionRequestSchema,
      response: StaffPromotionSchema,
      handler: (request) => createPromotion(deps, staffOf(request).id, request.body),
    });

    managers.put('/api/staff/promotions/:id', {
      summary: "Changes a promotion's rules (managers; audited before and after)",
      params: PromotionParamsSchema,
      body: PromotionRequestSchema,
      response: StaffPromotionSchema,
      handler: (request) => editPromotion(deps, staffOf(request).id, request.params.id, request.body),
    });

    managers.post('/api/staff/promotions/:id/status', {
      summary: 'Pauses, resumes or ends a promotion (managers; audited)',
      description: '409 when resuming one that has ended.',
      params: PromotionParamsSchema,
      body: PromotionStatusRequestSchema,
      response: StaffPromotionSchema,
      handler: (request) =>
        setPromotionStatus(deps, staffOf(request).id, request.params.id, request.body.Status),
    });
  },
  ['promotions'],
);
