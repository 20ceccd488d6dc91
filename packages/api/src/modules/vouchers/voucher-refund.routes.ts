import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StaffVoucherParamsSchema, StaffVoucherSchema, StaffVoucherVoidRequestSchema } from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { staffOf, staffOnly } from '../staff';
import { refundVoucherPurchase } from './voucher-refund.service';

/** A manager refunds an unspent voucher bought online to the buyer's card (decision 0435). */
export async function voucherRefundRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const managers = staffOnly(deps, ['spa_manager']);

  app.post(
    '/api/staff/vouchers/:code/refund',
    {
      onRequest: managers,
      schema: {
        tags: ['vouchers'],
        summary:
          "Refunds an unspent voucher bought online to the buyer's card, and voids it, with a reason (managers; audited)",
        description:
          '409 saying why when it cannot be refunded (given at the desk, spent in part, voided, refunded); 502 when the card payment service did not answer (the refund stays owed: ask again).',
        params: StaffVoucherParamsSchema,
        body: StaffVoucherVoidRequestSchema,
        response: { 200: StaffVoucherSchema, ...errorResponses },
      },
    },
    (request) => refundVoucherPurchase(deps, staffOf(request).id, request.params.code, request.body),
  );
}
