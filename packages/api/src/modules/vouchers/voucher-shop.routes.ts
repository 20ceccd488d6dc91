import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PageSessionResponseSchema,
  VoucherOrderParamsSchema,
  VoucherOrderRequestSchema,
  VoucherOrderSchema,
  VoucherShopSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import {
  completeOrderByToken,
  createVoucherOrder,
  initialiseOrderPayment,
  voucherOrder,
  voucherShop,
} from './voucher-shop.service';

/**
 * The online voucher shop (issue 23 item 1, decision 0400): the buyer orders, pays on the
 * provider's hosted page, and the server settles with the provider. The order's token is
 * the capability; no card detail reaches these routes.
 */
export async function voucherShopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['vouchers'];

  app.get(
    '/api/vouchers/shop',
    {
      schema: {
        tags,
        summary: 'What the voucher shop sells: amounts, Spa Days at their price, delivery dates',
        response: { 200: VoucherShopSchema, ...errorResponses },
      },
    },
    () => voucherShop(deps),
  );

  app.post(
    '/api/vouchers/orders',
    {
      schema: {
        tags,
        summary: 'Orders a gift voucher (priced by the server); paid next on the card page',
        body: VoucherOrderRequestSchema,
        response: { 200: VoucherOrderSchema, ...errorResponses },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    (request) => createVoucherOrder(deps, request.body),
  );

  app.get(
    '/api/vouchers/orders/:token',
    {
      schema: {
        tags,
        summary: 'A voucher order: what it is, and whether it is paid',
        params: VoucherOrderParamsSchema,
        response: { 200: VoucherOrderSchema, ...errorResponses },
      },
    },
    (request) => voucherOrder(deps, request.params.token),
  );

  app.post(
    '/api/vouchers/orders/:token/initialise',
    {
      schema: {
        tags,
        summary: "The provider's card page for the order's price (409 once paid)",
        params: VoucherOrderParamsSchema,
        response: { 200: PageSessionResponseSchema, ...errorResponses },
      },
    },
    (request) => initialiseOrderPayment(deps, request.params.token),
  );

  app.post(
    '/api/vouchers/orders/:token/complete',
    {
      schema: {
        tags,
        summary:
          "The browser's prompt after the card page's outcome: the server asks the provider, issues the voucher once",
        params: VoucherOrderParamsSchema,
        response: { 200: z.object({ Status: VoucherOrderSchema.shape.Status }), ...errorResponses },
      },
    },
    (request) => completeOrderByToken(deps, request.params.token),
  );
}
