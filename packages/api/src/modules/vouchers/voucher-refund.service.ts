import { formatPrice, whyVoucherNotRefundable, type StaffVoucher } from '@spa/domain';
import { conflict, HttpError } from '../../lib/http-error';
import { mailInTransaction, sendGiftVoucherRefund } from '../mail';
import { insertAudit } from '../staff';
import { recordVoucherRefund } from './voucher-ledger';
import { findOrderByVoucherId, updateOrder } from './voucher-orders.repository';
import type { VoucherShopDeps } from './voucher-shop.service';
import { staffFind, staffView, voidInTransaction } from './vouchers.service';

/**
 * A manager refunds an unspent voucher bought online to the card that bought it, with a
 * reason (decision 0435). One transaction, the voucher and its order locked: the voucher
 * voided (so it can pay nothing more), its price credited and the card's refund in the
 * ledger, the refund owed on the order, the audit row and the buyer's e-mail. Then the
 * provider is asked, under a key of the voucher's (it refunds once however often asked), and
 * the order marked refunded. If the provider does not answer, the refund stays owed and the
 * same action asks again (502 saying so); nothing is written twice.
 */
export async function refundVoucherPurchase(
  deps: Pick<VoucherShopDeps, 'db' | 'catalogue' | 'bookingNow' | 'voucherCodeKey' | 'mail' | 'cardProvider'>,
  staffId: string,
  typed: string,
  body: { Reason: string },
): Promise<StaffVoucher> {
  const owed = await deps.db.transaction(async (tx) => {
    const { voucher, code } = await staffFind(deps, tx, typed, true);
    const order = await findOrderByVoucherId(tx, voucher.id, true);
    // Asked again while the provider's refund is still owed: only the provider is asked.
    if (order?.refundState === 'owed') return { voucher, code, order };
    const why = whyVoucherNotRefundable(voucher, order);
    if (why || !order?.providerSessionId) throw conflict(why ?? 'This voucher was not paid by card.');
    const after = await voidInTransaction(tx, voucher, staffId, `Refunded to the card: ${body.Reason}`);
    await recordVoucherRefund(tx, voucher, {
      pricePence: order.pricePence,
      reason: body.Reason,
      staffId,
      reference: order.reference,
    });
    await updateOrder(tx, order.id, { refundState: 'owed' });
    await insertAudit(tx, {
      staffId,
      action: 'voucher.refund',
      subject: `voucher:${voucher.id}`,
      before: { status: voucher.status, balancePence: voucher.balancePence },
      after: { status: 'void', refundedPence: order.pricePence, reason: body.Reason },
    });
    await sendGiftVoucherRefund(mailInTransaction(deps, tx), order.buyerEmail, {
      recipientName: order.recipientName,
      pricePence: order.pricePence,
      how: `to your card${order.cardMasked ? ` (${order.cardMasked})` : ''}`,
      codeEnding: voucher.codeEnding,
    });
    return { voucher: after, code, order };
  });
  const { order } = owed;
  try {
    // The authorisation the order's capture took (read back, as the capture read it).
    const paid = await deps.cardProvider.retrieve(order.providerSessionId!);
    await deps.cardProvider.refundPart({
      key: `voucher-refund-${owed.voucher.id}`,
      authorisationId: paid.id,
      amountPence: order.pricePence,
    });
  } catch {
    throw new HttpError(
      502,
      `The voucher is void and its ${formatPrice(order.pricePence)} refund is owed, but the card payment service did not answer. Please refund again in a few minutes: the card is refunded once.`,
    );
  }
  await updateOrder(deps.db, order.id, { refundState: 'refunded' });
  return staffView(deps, deps.db, owed.voucher, owed.code);
}
