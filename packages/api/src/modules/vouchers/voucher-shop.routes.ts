import {
  VoucherOrderParamsSchema,
  VoucherOrderRequestSchema,
  VoucherOrderSchema,
  VoucherShopSchema,
} from '@spa/domain';
import {
  completeOrderByToken,
  createVoucherOrder,
  initialiseOrderPayment,
  voucherOrder,
  voucherShop,
} from './voucher-shop.service';
import { declareCardPayment } from '../../lib/card-payment-routes';
import { routePlugin } from '../../lib/route-options';

/**
 * The online voucher shop (issue 23 item 1, decision 0400): the buyer orders, pays on the
 * provider's hosted page, and the server settles with the provider. The order's token is
 * the capability; no card detail reaches these routes.
 */
export const voucherShopRoutes = routePlugin(['vouchers'], ({ open, deps }) => {
  open.get('/api/vouchers/shop', {
    summary: 'What the voucher shop sells: amounts, Spa Days at their price, delivery dates',
    response: VoucherShopSchema,
    handler: () => voucherShop(deps),
  });

  open.post('/api/vouchers/orders', {
    summary: 'Orders a gift voucher (priced by the server); paid next on the card page',
    body: VoucherOrderRequestSchema,
    response: VoucherOrderSchema,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: (request) => createVoucherOrder(deps, request.body),
  });

  declareCardPayment(open, '/api/vouchers/orders/:token', {
    params: VoucherOrderParamsSchema,
    paid: VoucherOrderSchema,
    status: VoucherOrderSchema.shape.Status,
    read: {
      summary: 'A voucher order: what it is, and whether it is paid',
      answer: (token) => voucherOrder(deps, token),
    },
    initialise: {
      summary: "The provider's card page for the order's price (409 once paid)",
      answer: (token) => initialiseOrderPayment(deps, token),
    },
    complete: {
      summary:
        "The browser's prompt after the card page's outcome: the server asks the provider, issues the voucher once",
      answer: (token) => completeOrderByToken(deps, token),
    },
  });
});
