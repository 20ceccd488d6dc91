import { StaffVoucherParamsSchema, StaffVoucherSchema, StaffVoucherVoidRequestSchema } from '@spa/domain';
import { staffOf, staffRoutePlugin } from '../staff';
import { refundVoucherPurchase } from './voucher-refund.service';

/** A manager refunds an unspent voucher bought online to the buyer's card (decision 0435). */
export const voucherRefundRoutes = staffRoutePlugin(
  ({ managers, deps }) => {
    managers.post('/api/staff/vouchers/:code/refund', {
      summary:
        "Refunds an unspent voucher bought online to the buyer's card, and voids it, with a reason (managers; audited)",
      description:
        '409 saying why when it cannot be refunded (given at the desk, spent in part, voided, refunded); 502 when the card payment service did not answer (the refund stays owed: ask again).',
      params: StaffVoucherParamsSchema,
      body: StaffVoucherVoidRequestSchema,
      response: StaffVoucherSchema,
      handler: (request) =>
        refundVoucherPurchase(deps, staffOf(request).id, request.params.code, request.body),
    });
  },
  ['vouchers'],
);
