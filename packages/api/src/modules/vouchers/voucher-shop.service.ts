import { randomBytes } from 'node:crypto';
import {
  addDays,
  formatLongDate,
  formatVoucherCode,
  voucherCodeEnding,
  voucherValueWords,
  VOUCHER_SHOP,
  type Catalogue,
  type VoucherOrder,
  type VoucherOrderRequest,
  type VoucherShop,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { resortToday } from '../../lib/booking-clock';
import { captureConfirmed, cardPageOnce, readBack } from '../../lib/card-payment';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import {
  deliverSoon,
  mailInTransaction,
  sendGiftVoucher,
  sendGiftVoucherReceipt,
  type GiftVoucherMail,
  type Mailer,
} from '../mail';
import { underCompletionLease, type PaymentProvider } from '../payment';
import { recordVoucherSale } from './voucher-ledger';
import { voucherPdf } from './voucher-pdf';
import {
  findOrderByProviderSession,
  findOrderByTokenHash,
  insertOrder,
  updateOrder,
} from './voucher-orders.repository';
import type { VoucherOrderRow } from './voucher-orders.tables';
import { issueVoucher, type VouchersDeps } from './vouchers.service';
import { tokenHashOf } from '../../lib/token-hash';
import { settleNotice } from '../../lib/signed-notification';

/** What the voucher shop uses (built once at start-up, see app-deps.ts). */
export interface VoucherShopDeps extends Pick<
  VouchersDeps,
  'db' | 'catalogue' | 'bookingNow' | 'env' | 'voucherCodeKey'
> {
  mail: Mailer;
  cardProvider: PaymentProvider;
}

const ORDER_NOT_FOUND = 'This voucher order was not found. Please start again, or call the spa.';

const spaDayOf = (catalogue: Catalogue, id: string | null) =>
  catalogue.SpaDays.find((p) => p.PremierId === id) ?? null;

async function deliveryBounds(deps: Pick<VoucherShopDeps, 'db' | 'catalogue' | 'bookingNow'>, db: Executor) {
  const today = resortToday(deps.catalogue, await deps.bookingNow(db));
  return { first: today, last: addDays(today, VOUCHER_SHOP.deliveryDays) };
}

/** GET /api/vouchers/shop: the amounts, the Spa Days at the catalogue's price, the delivery dates. */
export async function voucherShop(
  deps: Pick<VoucherShopDeps, 'db' | 'catalogue' | 'bookingNow'>,
): Promise<VoucherShop> {
  const { first, last } = await deliveryBounds(deps, deps.db);
  return {
    AmountsPence: [...VOUCHER_SHOP.amountsPence],
    MinPence: VOUCHER_SHOP.minPence,
    MaxPence: VOUCHER_SHOP.maxPence,
    MaxGuests: VOUCHER_SHOP.maxGuests,
    MessageMaxLength: VOUCHER_SHOP.messageMaxLength,
    SpaDays: deps.catalogue.SpaDays.map((p) => ({
      PackageId: p.PremierId,
      Name: p.DisplayName,
      PricePence: p.Price,
    })),
    FirstDeliveryOn: first,
    LastDeliveryOn: last,
  };
}

function orderView(catalogue: Catalogue, token: string, order: VoucherOrderRow): VoucherOrder {
  return {
    Token: token,
    Status: order.state,
    Value: voucherValueWords(
      { kind: order.kind, guests: order.guests, valuePence: order.pricePence },
      spaDayOf(catalogue, order.packageId)?.DisplayName ?? null,
    ),
    PricePence: order.pricePence,
    RecipientName: order.recipientName,
    SendTo: order.recipientEmail ?? order.buyerEmail,
    DeliverOn: order.deliverOn,
    CodeEnding: order.codeEnding,
  };
}

/**
 * POST /api/vouchers/orders: the buyer's order, priced by the server (a money amount as
 * asked, within the bounds; a Spa Day at the catalogue's price for its guests). Nothing is
 * charged yet. The token returned is the buyer's way back to it.
 */
export async function createVoucherOrder(
  deps: Pick<VoucherShopDeps, 'db' | 'catalogue' | 'bookingNow'>,
  body: VoucherOrderRequest,
): Promise<VoucherOrder> {
  const spaDay = body.Kind === 'experience' ? spaDayOf(deps.catalogue, body.PackageId ?? null) : null;
  if (body.Kind === 'experience' && !spaDay) throw badRequest('body.PackageId', 'Choose one of the Spa Days');
  const { first, last } = await deliveryBounds(deps, deps.db);
  if (body.DeliverOn < first) throw badRequest('body.DeliverOn', 'Choose a delivery date from today on');
  if (body.DeliverOn > last)
    throw badRequest('body.DeliverOn', `Choose a delivery date within ${VOUCHER_SHOP.deliveryDays} days`);
  const token = randomBytes(24).toString('base64url');
  const order = await insertOrder(deps.db, {
    tokenHash: tokenHashOf(token),
    kind: body.Kind,
    pricePence: spaDay ? spaDay.Price * body.Guests! : body.AmountPence!,
    packageId: spaDay?.PremierId ?? null,
    guests: spaDay ? body.Guests! : null,
    buyerName: body.BuyerName,
    buyerEmail: body.BuyerEmail,
    recipientName: body.RecipientName,
    recipientEmail: body.RecipientEmail ?? null,
    message: body.Message,
    deliverOn: body.DeliverOn,
  });
  return orderView(deps.catalogue, token, order);
}

async function requireOrder(db: Executor, token: string, forUpdate = false) {
  const order = await findOrderByTokenHash(db, tokenHashOf(token), forUpdate);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** GET /api/vouchers/orders/{token}: the order, paid or still to pay. */
export async function voucherOrder(deps: Pick<VoucherShopDeps, 'db' | 'catalogue'>, token: string) {
  return orderView(deps.catalogue, token, await requireOrder(deps.db, token));
}

/**
 * POST /api/vouchers/orders/{token}/initialise: the provider's card page for the order's
 * price, made once under the order's id as its key; a reload (an interrupted payment)
 * gets the same session.
 */
export async function initialiseOrderPayment(deps: VoucherShopDeps, token: string) {
  const order = await requireOrder(deps.db, token);
  if (order.state === 'paid') throw conflict('This voucher has already been paid for. Thank you.');
  return cardPageOnce(
    deps.cardProvider,
    order.providerSessionId,
    () =>
      deps.cardProvider.createSession({ key: `voucher-order-${order.id}`, amountPence: order.pricePence }),
    (providerSessionId) => updateOrder(deps.db, order.id, { providerSessionId }),
  );
}

/**
 * Settles an order with the provider (the browser's prompt, or the provider's signed
 * notification), one completion at a time in every process (decision 0315): the session
 * is read back (never the browser's word), an authorisation for the order's price is
 * captured, and in one transaction the voucher is issued, the order marked paid, the
 * buyer's receipt written and the voucher's e-mail with its PDF scheduled for its day.
 * A repeat finds the order paid and issues nothing.
 */
export async function completeOrderPayment(deps: VoucherShopDeps, order: VoucherOrderRow) {
  return underCompletionLease(deps.db, `voucher-order:${order.id}`, () =>
    completeAlone(deps, order.tokenHash),
  );
}

async function completeAlone(deps: VoucherShopDeps, tokenHash: string): Promise<VoucherOrder['Status']> {
  const order = await findOrderByTokenHash(deps.db, tokenHash);
  if (!order?.providerSessionId) throw conflict('No payment has been started for this voucher.');
  if (order.state === 'paid') return 'paid';
  const remote = await readBack(deps.cardProvider, order.providerSessionId);
  if (remote.state === 'open' || remote.state === 'requires_action') return 'open';
  const reference = await captureConfirmed(deps.cardProvider, remote, order.pricePence, remote.id);
  await deps.db.transaction(async (tx) => {
    const locked = await findOrderByTokenHash(tx, tokenHash, true);
    if (!locked || locked.state === 'paid') return;
    await issueForOrder(deps, tx, locked, { cardMasked: remote.cardMasked, reference });
  });
  deliverSoon(deps);
  return 'paid';
}

/** The voucher of a paid order, its receipt and its dated e-mail, in the capture's transaction. */
async function issueForOrder(
  deps: VoucherShopDeps,
  tx: Executor,
  order: VoucherOrderRow,
  paid: { cardMasked: string | null; reference: string },
) {
  const voucher = await issueVoucher(deps, tx, {
    kind: order.kind,
    valuePence: order.pricePence,
    packageId: order.packageId,
    guests: order.guests,
    source: 'sold',
    recipientName: order.recipientName,
    recipientEmail: order.recipientEmail ?? order.buyerEmail,
  });
  // The code is read once, here: the e-mail and its PDF carry it (codes may be kept hashed).
  const code = formatVoucherCode(voucher.code);
  const codeEnding = voucherCodeEnding(voucher.code);
  // The money taken, in the ledger (decision 0435): the voucher's own account, by card.
  await recordVoucherSale(tx, voucher, { pricePence: order.pricePence, ...paid });
  await updateOrder(tx, order.id, {
    state: 'paid',
    voucherId: voucher.id,
    codeEnding,
    cardMasked: paid.cardMasked,
    reference: paid.reference,
  });
  const { Resort } = deps.catalogue;
  const sendTo = order.recipientEmail ?? order.buyerEmail;
  const value = voucherValueWords(voucher, spaDayOf(deps.catalogue, order.packageId)?.DisplayName ?? null);
  const expires = formatLongDate(voucher.expiresOn);
  const mail: GiftVoucherMail = {
    buyerName: order.buyerName,
    recipientName: order.recipientName,
    value,
    pricePence: order.pricePence,
    how: `by card${paid.cardMasked ? ` (${paid.cardMasked})` : ''}`,
    delivery: `to ${sendTo} on ${formatLongDate(order.deliverOn)}`,
    codeEnding,
    expires,
    message: order.message,
    code,
    toBuyer: order.recipientEmail === null,
  };
  const pdf = await voucherPdf({
    resortName: Resort.Name,
    phone: Resort.SpaPhoneNumber,
    bookingUrl: `${deps.env.PUBLIC_ORIGIN}/booking/`,
    code,
    value,
    expires,
    recipientName: order.recipientName,
  });
  const inTx = mailInTransaction(deps, tx);
  await sendGiftVoucherReceipt(inTx, order.buyerEmail, { ...mail, code: '' });
  await sendGiftVoucher(
    inTx,
    sendTo,
    mail,
    { filename: `gift-voucher-${codeEnding}.pdf`, content: pdf },
    resortMidnight(order.deliverOn, Resort.TimeZone),
  );
}

/**
 * The instant a day begins at the resort: when a voucher's e-mail for that day may go.
 *
 * @example resortMidnight('2026-07-01', 'Europe/London').toISOString() // '2026-06-30T23:00:00.000Z'
 */
export function resortMidnight(day: string, timeZone: string): Date {
  const utc = Date.parse(`${day}T00:00:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(utc))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
  return new Date(utc - (wall - utc));
}

/** POST /api/vouchers/orders/{token}/complete: the browser's prompt after the card page's outcome. */
export async function completeOrderByToken(deps: VoucherShopDeps, token: string) {
  const order = await requireOrder(deps.db, token);
  return { Status: await completeOrderPayment(deps, order) };
}

/**
 * The provider's signed notification about a session that is a voucher order's: settled
 * as the browser's prompt would. False when it is not one.
 */
export async function settleVoucherOrderNotice(
  deps: VoucherShopDeps,
  providerSessionId: string,
): Promise<boolean> {
  const order = await findOrderByProviderSession(deps.db, providerSessionId);
  return settleNotice(order, (found) => completeOrderPayment(deps, found));
}
