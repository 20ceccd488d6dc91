import { formatPrice } from '@spa/domain';
import type { Executor } from '../../db/database';
import { recordCharge, recordCredit, recordPayment, recordRefund, type LedgerAccount } from '../ledger';

/**
 * A sold gift voucher in the money ledger (decision 0435): an account of its own, the
 * voucher's id. Its sale is its price owed and the card that paid it; a refund of it unspent,
 * the price credited and the card's refund. Complimentary vouchers took no money: none.
 * Spending a voucher is the booking's `voucher` tender (vouchers.service `spendVoucher`).
 */
export const voucherAccount = (voucherId: string): LedgerAccount => ({ kind: 'voucher', id: voucherId });

/**
 * The sale of a voucher bought online, in the transaction that issues it: idempotent by the
 * voucher (the provider's notification and the browser's return write it once).
 *
 * @returns whether it was written now.
 */
export async function recordVoucherSale(
  tx: Executor,
  voucher: { id: string; codeEnding: string },
  sale: { pricePence: number; cardMasked: string | null; reference: string },
): Promise<boolean> {
  const account = voucherAccount(voucher.id);
  await recordCharge(tx, account, {
    key: `voucher:${voucher.id}:sale`,
    category: 'voucher',
    amountPence: sale.pricePence,
    description: `Gift voucher ending ${voucher.codeEnding} sold`,
  });
  return recordPayment(tx, account, {
    key: `voucher:${voucher.id}:sale:paid`,
    tender: 'online-card',
    amountPence: sale.pricePence,
    description: `Card ${sale.cardMasked ?? ''}`.trim(),
    reference: sale.reference,
  });
}

/**
 * The refund of an unspent sold voucher to the card that bought it, in the transaction that
 * voids it: its price no longer owed, and the card's refund (never more than the card paid).
 */
export async function recordVoucherRefund(
  tx: Executor,
  voucher: { id: string; codeEnding: string },
  refund: { pricePence: number; reason: string; staffId: string; reference: string | null },
): Promise<boolean> {
  const account = voucherAccount(voucher.id);
  const description = `Gift voucher ending ${voucher.codeEnding} refunded (${formatPrice(refund.pricePence)}): ${refund.reason}`;
  await recordCredit(tx, account, {
    key: `voucher:${voucher.id}:refund:credit`,
    category: 'voucher',
    amountPence: refund.pricePence,
    description,
    staffId: refund.staffId,
  });
  return recordRefund(tx, account, {
    key: `voucher:${voucher.id}:refund`,
    tender: 'online-card',
    amountPence: refund.pricePence,
    description,
    reference: refund.reference,
    staffId: refund.staffId,
  });
}
