import type { FastifyReply } from 'fastify';
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
import { staffOf, staffRoutePlugin } from '../staff';
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
export const voucherRoutes = staffRoutePlugin(
  ({ open, anyStaff: desk, managers, deps }) => {
    open.post('/api/vouchers/check', {
      summary: "A gift voucher's value, balance and expiry, by its code",
      description:
        '400 for a code with a typing mistake (never counted as a guess); 404 when no voucher has it; 429 when too many codes that match nothing came from this address (decision 0340).',
      body: VoucherCheckRequestSchema,
      response: VoucherCheckResponseSchema,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      handler: (request) => checkVoucher(deps, request.body.Code, request.ip),
    });

    managers.get('/api/staff/vouchers/owed', {
      summary: 'What is owed on gift vouchers: sold, given, redeemed, outstanding, expired (managers)',
      response: VoucherLiabilitySchema,
      handler: () => voucherLiability(deps),
    });

    desk.get('/api/staff/vouchers/:code', {
      summary: 'A voucher by its code: value, balance, expiry and history',
      params: StaffVoucherParamsSchema,
      response: StaffVoucherSchema,
      handler: (request) => staffVoucher(deps, request.params.code),
    });

    desk.get('/api/staff/vouchers/:code/pdf', {
      summary: 'The voucher as a printable PDF: code, value, expiry and how to use it',
      params: StaffVoucherParamsSchema,
      response: z.any().describe('the PDF (application/pdf)'),
      handler: async (request, reply) => sendPdf(reply, await staffVoucherPdf(deps, request.params.code)),
    });

    managers.post('/api/staff/vouchers', {
      summary: 'Gives a complimentary voucher, with a reason (managers; audited)',
      body: StaffVoucherIssueRequestSchema,
      response: StaffVoucherSchema,
      handler: (request) => issueComplimentary(deps, staffOf(request).id, request.body),
    });

    desk.post('/api/staff/vouchers/:code/redeem', {
      summary: 'Spends a voucher on a confirmed booking: what it can pay, or an amount (audited)',
      description: '409 saying why when it cannot pay this booking, or when another booking spent it first.',
      params: StaffVoucherParamsSchema,
      body: StaffVoucherRedeemRequestSchema,
      response: StaffVoucherSchema,
      handler: (request) => redeemAtDesk(deps, staffOf(request).id, request.params.code, request.body),
    });

    managers.post('/api/staff/vouchers/:code/extend', {
      summary: "Moves a voucher's expiry, with a reason (managers; audited)",
      params: StaffVoucherParamsSchema,
      body: StaffVoucherExtendRequestSchema,
      response: StaffVoucherSchema,
      handler: (request) => extendVoucher(deps, staffOf(request).id, request.params.code, request.body),
    });

    managers.post('/api/staff/vouchers/:code/void', {
      summary: 'Voids a voucher, with a reason: it can no longer pay (managers; audited)',
      params: StaffVoucherParamsSchema,
      body: StaffVoucherVoidRequestSchema,
      response: StaffVoucherSchema,
      handler: (request) => voidVoucher(deps, staffOf(request).id, request.params.code, request.body),
    });
  },
  ['vouchers'],
);
