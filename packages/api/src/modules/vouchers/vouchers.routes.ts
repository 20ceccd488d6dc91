import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  StaffVoucherExtendRequestSchema,
  StaffVoucherIssueRequestSchema,
  StaffVoucherParamsSchema,
  StaffVoucherRedeemRequestSchema,
  StaffVoucherSchema,
  StaffVoucherVoidRequestSchema,
  VoucherCheckRequestSchema,
  VoucherCheckResponseSchema,
  VoucherLiabilitySchema,
} from '@spa/domain';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-error';
import { staffOf, staffOnly } from '../staff';
import {
  checkVoucher,
  extendVoucher,
  issueComplimentary,
  redeemAtDesk,
  staffVoucher,
  staffVoucherPdf,
  voidVoucher,
  voucherLiability,
} from './vouchers.service';

/** Sends a PDF as a download the browser does not keep. */
function sendPdf(reply: FastifyReply, { filename, pdf }: { filename: string; pdf: Uint8Array }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(pdf));
}

/** Gift vouchers (issue 23, decision 0340): a guest checks a code; the spa team looks up, spends, gives, extends, voids. */
export async function voucherRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['vouchers'];
  const desk = staffOnly(deps, ['reception', 'spa_manager']);
  const managers = staffOnly(deps, ['spa_manager']);

  app.post(
    '/api/vouchers/check',
    {
      schema: {
        tags,
        summary: "A gift voucher's value, balance and expiry, by its code",
        description:
          '400 for a code with a typing mistake (never counted as a guess); 404 when no voucher has it; 429 when too many codes that match nothing came from this address (decision 0340).',
        body: VoucherCheckRequestSchema,
        response: { 200: VoucherCheckResponseSchema, ...errorResponses },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    (request) => checkVoucher(deps, request.body.Code, request.ip),
  );

  app.get(
    '/api/staff/vouchers/owed',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'What is owed on gift vouchers: sold, given, redeemed, outstanding, expired (managers)',
        response: { 200: VoucherLiabilitySchema, ...errorResponses },
      },
    },
    () => voucherLiability(deps),
  );

  app.get(
    '/api/staff/vouchers/:code',
    {
      onRequest: desk,
      schema: {
        tags,
        summary: 'A voucher by its code: value, balance, expiry and history',
        params: StaffVoucherParamsSchema,
        response: { 200: StaffVoucherSchema, ...errorResponses },
      },
    },
    (request) => staffVoucher(deps, request.params.code),
  );

  app.get(
    '/api/staff/vouchers/:code/pdf',
    {
      onRequest: desk,
      schema: {
        tags,
        summary: 'The voucher as a printable PDF: code, value, expiry and how to use it',
        params: StaffVoucherParamsSchema,
        response: { 200: z.any().describe('the PDF (application/pdf)'), ...errorResponses },
      },
    },
    async (request, reply) => sendPdf(reply, await staffVoucherPdf(deps, request.params.code)),
  );

  app.post(
    '/api/staff/vouchers',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Gives a complimentary voucher, with a reason (managers; audited)',
        body: StaffVoucherIssueRequestSchema,
        response: { 200: StaffVoucherSchema, ...errorResponses },
      },
    },
    (request) => issueComplimentary(deps, staffOf(request).id, request.body),
  );

  app.post(
    '/api/staff/vouchers/:code/redeem',
    {
      onRequest: desk,
      schema: {
        tags,
        summary: 'Spends a voucher on a confirmed booking: what it can pay, or an amount (audited)',
        description:
          '409 saying why when it cannot pay this booking, or when another booking spent it first.',
        params: StaffVoucherParamsSchema,
        body: StaffVoucherRedeemRequestSchema,
        response: { 200: StaffVoucherSchema, ...errorResponses },
      },
    },
    (request) => redeemAtDesk(deps, staffOf(request).id, request.params.code, request.body),
  );

  app.post(
    '/api/staff/vouchers/:code/extend',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "Moves a voucher's expiry, with a reason (managers; audited)",
        params: StaffVoucherParamsSchema,
        body: StaffVoucherExtendRequestSchema,
        response: { 200: StaffVoucherSchema, ...errorResponses },
      },
    },
    (request) => extendVoucher(deps, staffOf(request).id, request.params.code, request.body),
  );

  app.post(
    '/api/staff/vouchers/:code/void',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Voids a voucher, with a reason: it can no longer pay (managers; audited)',
        params: StaffVoucherParamsSchema,
        body: StaffVoucherVoidRequestSchema,
        response: { 200: StaffVoucherSchema, ...errorResponses },
      },
    },
    (request) => voidVoucher(deps, staffOf(request).id, request.params.code, request.body),
  );
}
