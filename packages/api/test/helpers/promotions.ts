import { PromotionFormSchema, promotionFormValues } from '@spa/domain';
import type { App } from '../../src/app';
import { beginBookingBody, daysAhead, heldTreatmentEscape } from './spa-journey';

/** A promotion as the manager's form sends it: 20% off everything, no dates, no caps (then `over`). */
export const promotionBody = (over: Record<string, unknown> = {}) => ({
  ...PromotionFormSchema.parse({
    ...promotionFormValues(null),
    Code: 'SPRING20',
    Description: 'Spring offer',
    Percent: '20',
  }),
  ...over,
});

/**
 * A one-guest Treatment Escape (£129, its treatment included) `days` ahead, held and begun by
 * `email` with these codes (`voucherCode`, `promotionCode`): its session and begin-booking's answer.
 */
export async function beginWithCodes(app: App, days: number, codes: Record<string, string>, email: string) {
  const plan = await heldTreatmentEscape(app, daysAhead(days));
  const body = beginBookingBody(plan, 1);
  body.clients[0] = { ...body.clients[0]!, emailAddress: email };
  const begun = await app.inject({
    method: 'POST',
    url: `/api/spa/${plan.sessionId}/begin-booking`,
    payload: { ...body, ...codes },
  });
  return { sessionId: plan.sessionId, begun };
}
