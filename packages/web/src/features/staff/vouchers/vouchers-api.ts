import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  StaffVoucherSchema,
  type StaffVoucher,
  type StaffVoucherExtendRequest,
  type StaffVoucherIssueRequest,
  type StaffVoucherRedeemRequest,
} from '@spa/domain';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { staffKeys } from '../../../lib/staff-query-keys';

const voucherUrl = (code: string) => `/api/staff/vouchers/${encodeURIComponent(code)}`;

/** GET api/staff/vouchers/{code}: value, balance, expiry and history (the code is typed: none is stored). */
export function useLookUpVoucher() {
  return useMutation({
    mutationFn: async (code: string) => StaffVoucherSchema.parse(await apiRequest(voucherUrl(code))),
  });
}

/** POST api/staff/vouchers/{code}/redeem: spends it on a confirmed booking; that booking is asked again. */
export function useRedeemVoucher(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffVoucherRedeemRequest) =>
      StaffVoucherSchema.parse(await apiRequest(`${voucherUrl(code)}/redeem`, { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.booking }),
  });
}

/** POST api/staff/vouchers/{code}/extend (managers). */
export function useExtendVoucher(code: string) {
  return useMutation({
    mutationFn: async (body: StaffVoucherExtendRequest) =>
      StaffVoucherSchema.parse(await apiRequest(`${voucherUrl(code)}/extend`, { body })),
  });
}

/**
 * POST api/staff/vouchers/{code}/void, or /refund: voided, and for an unspent voucher bought
 * online its price refunded to the buyer's card (managers).
 */
export function useVoidVoucher(code: string) {
  return useMutation({
    mutationFn: async ({ action, ...body }: { Reason: string; action: 'void' | 'refund' }) =>
      StaffVoucherSchema.parse(await apiRequest(`${voucherUrl(code)}/${action}`, { body })),
  });
}

/** POST api/staff/vouchers (managers): a complimentary voucher; its code is shown this once. */
export function useIssueVoucher() {
  return useMutation({
    mutationFn: async (body: StaffVoucherIssueRequest): Promise<StaffVoucher> =>
      StaffVoucherSchema.parse(await apiRequest('/api/staff/vouchers', { body })),
  });
}

/** GET api/staff/vouchers/{code}/pdf: saved as a file in the browser. */
export async function downloadVoucherPdf(voucher: StaffVoucher) {
  const blob = await apiFile(`${voucherUrl(voucher.Code)}/pdf`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `gift-voucher-${voucher.Code.slice(-4)}.pdf`;
  link.click();
  URL.revokeObjectURL(url);
}
