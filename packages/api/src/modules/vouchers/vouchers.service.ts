import { randomBytes } from 'node:crypto';
import {
  formatLongDate,
  formatPrice,
  formatVoucherCode,
  GUESS_LIMITS,
  guessVerdict,
  newVoucherCode,
  readVoucherCode,
  VOUCHER_CODE_RANDOM_BYTES,
  voucherCodeEnding,
  voucherExpiry,
  voucherPays,
  voucherSpendProblem,
  voucherValueWords,
  whyVoucherCannotPay,
  whyVoucherNotRefundable,
  type Catalogue,
  type StaffVoucher,
  type StaffVoucherIssueRequest,
  type VoucherCheckResponse,
  type VoucherLiability,
  type VoucherState,
} from '@spa/domain';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/database';
import { resortToday, type BookingNow } from '../../lib/booking-clock';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { recordPayment, recordRefund, statementOf, type BookingAccount } from '../ledger';
import { insertAudit } from '../staff';
import {
  bookingMovements,
  findVoucherByHash,
  findVoucherById,
  guessCounts,
  insertMovement,
  insertVoucher,
  movementsOf,
  recordGuess,
  returnBalance,
  spendBalance,
  updateVoucher,
  voucherTotals,
} from './vouchers.repository';
import { voucherCodeHash } from './voucher-code-key';
import { findOrderByVoucherId } from './voucher-orders.repository';
import { voucherPdf } from './voucher-pdf';
import type { VoucherRow, VoucherSource } from './vouchers.tables';

/** A confirmed booking as a voucher sees it (given by the booking module at start-up: vouchers never read bookings). */
export interface VoucherBooking {
  account: BookingAccount;
  packageId: string | null;
  guests: number;
}

/**
 * The confirmed, not cancelled, booking a confirmation number names, locked for the
 * caller's transaction; null when none.
 */
export type LockBookingForVoucher = (tx: Executor, confirmationId: string) => Promise<VoucherBooking | null>;

/** What the voucher services use (built once at start-up, see app-deps.ts). */
export interface VouchersDeps {
  db: Executor;
  catalogue: Catalogue;
  bookingNow: BookingNow;
  env: Pick<Env, 'VOUCHER_VALID_MONTHS' | 'VOUCHER_GUESSES_GLOBAL' | 'PUBLIC_ORIGIN'>;
  lockBookingForVoucher: LockBookingForVoucher;
  /** Keys the stored hashes of the codes (decision 0405; loadVoucherCodeKey). */
  voucherCodeKey: string;
}

const packageName = (catalogue: Catalogue, id: string | null) =>
  catalogue.SpaDays.find((p) => p.PremierId === id)?.DisplayName ?? null;

const stateOf = (v: VoucherRow): VoucherState => ({
  kind: v.kind,
  status: v.status,
  balancePence: v.balancePence,
  expiresOn: v.expiresOn,
  packageId: v.packageId,
  guests: v.guests,
});

async function today(deps: Pick<VouchersDeps, 'catalogue' | 'bookingNow'>, db: Executor) {
  return resortToday(deps.catalogue, await deps.bookingNow(db));
}

/** Why a voucher cannot be used at all now (before any booking is asked about), or null. */
function whyUnusable(voucher: VoucherRow, day: string) {
  return whyVoucherCannotPay(stateOf(voucher), {
    today: day,
    owedPence: 1,
    packageId: voucher.packageId,
    guests: voucher.guests ?? 1,
    packagePricePence: null,
  });
}

/** A voucher as its holder sees it; `code` (normalised) is the one just typed or issued: none is stored. */
function checkResponse(
  catalogue: Catalogue,
  voucher: VoucherRow,
  code: string,
  day: string,
): VoucherCheckResponse {
  return {
    Code: formatVoucherCode(code),
    Kind: voucher.kind,
    Value: voucherValueWords(voucher, packageName(catalogue, voucher.packageId)),
    BalancePence: voucher.balancePence,
    ExpiresOn: voucher.expiresOn,
    Problem: whyUnusable(voucher, day),
  };
}

/** A typed code as a voucher code, or 400 naming the field with what to do. */
function voucherCodeOf(typed: string, field: string): string {
  const read = readVoucherCode(typed);
  if (read === null)
    throw badRequest(
      field,
      'This is not a gift voucher code: it has 16 letters and digits, like 7KQ2-M9XH-4TRB-W3NF',
    );
  if (read === 'mistyped')
    throw badRequest(
      field,
      'This code has a typing mistake: please check each character against your voucher',
    );
  return read.code;
}

/** The voucher a (normalised) code names, by its keyed hash; null when none. */
const findByCode = (
  deps: Pick<VouchersDeps, 'voucherCodeKey'>,
  db: Executor,
  code: string,
  forUpdate = false,
) => findVoucherByHash(db, voucherCodeHash(deps.voucherCodeKey, code), forUpdate);

/** The voucher a code typed by the spa team names, or 400 (a slip) or 404. */
export async function staffFind(
  deps: Pick<VouchersDeps, 'voucherCodeKey'>,
  db: Executor,
  typed: string,
  forUpdate = false,
): Promise<{ voucher: VoucherRow; code: string }> {
  const code = voucherCodeOf(typed, 'params.code');
  const voucher = await findByCode(deps, db, code, forUpdate);
  if (!voucher) throw notFound('No voucher has this code.');
  return { voucher, code };
}

/**
 * Issues a voucher in the caller's transaction: a new unguessable code, valid for the
 * configured months from today, and its 'issue' movement. The code is stored only as its
 * keyed hash (decision 0405): the row returned carries it this once, to show or send.
 */
export async function issueVoucher(
  deps: Pick<VouchersDeps, 'catalogue' | 'bookingNow' | 'env' | 'voucherCodeKey'>,
  tx: Executor,
  voucher: {
    kind: VoucherRow['kind'];
    valuePence: number;
    packageId?: string | null;
    guests?: number | null;
    source: VoucherSource;
    reason?: string | null;
    issuedBy?: string | null;
    recipientName?: string | null;
    recipientEmail?: string | null;
  },
): Promise<VoucherRow & { code: string }> {
  const issuedOn = await today(deps, tx);
  const code = newVoucherCode(randomBytes(VOUCHER_CODE_RANDOM_BYTES));
  const row = await insertVoucher(tx, {
    ...voucher,
    codeHash: voucherCodeHash(deps.voucherCodeKey, code),
    codeEnding: voucherCodeEnding(code),
    balancePence: voucher.valuePence,
    expiresOn: voucherExpiry(issuedOn, deps.env.VOUCHER_VALID_MONTHS),
  });
  await insertMovement(tx, {
    voucherId: row.id,
    movementKey: `voucher:${row.id}:issue`,
    kind: 'issue',
    amountPence: row.valuePence,
    staffId: voucher.issuedBy ?? null,
    note: voucher.reason ?? null,
  });
  return { ...row, code };
}

/**
 * A guest checks a code (decision 0340): a slip (not voucher-shaped, or its check
 * character wrong) is a 400 and never counted; a well-formed code is looked up unless
 * this address is refused by the guessing throttle (429); one that matches nothing
 * counts as a failed guess (404).
 */
export async function checkVoucher(
  deps: Pick<VouchersDeps, 'db' | 'catalogue' | 'bookingNow' | 'env' | 'voucherCodeKey'>,
  typed: string,
  clientAddress: string,
): Promise<VoucherCheckResponse> {
  const { voucher, code } = await findGuarded(deps, deps.db, typed, clientAddress);
  return checkResponse(deps.catalogue, voucher, code, await today(deps, deps.db));
}

/**
 * The guessing throttle of guests' codes (decision 0340), shared by gift vouchers and promotion
 * codes (decision 0430): `refuseIfGuessing` answers 429 when this address may not look a code up
 * now; `countFailure` counts a well-formed code that matched nothing.
 */
export function codeGuessing(deps: { env: Pick<Env, 'VOUCHER_GUESSES_GLOBAL'> }) {
  const windowStart = () => new Date(Date.now() - GUESS_LIMITS.windowMinutes * 60_000);
  return {
    refuseIfGuessing: async (db: Executor, clientAddress: string) => {
      const counts = await guessCounts(db, clientAddress, windowStart());
      const limits = { perAddress: GUESS_LIMITS.perAddress, global: deps.env.VOUCHER_GUESSES_GLOBAL };
      if (guessVerdict(counts, limits) === 'refuse')
        throw new HttpError(
          429,
          `Too many codes that match nothing were tried from here. Please try again in ${GUESS_LIMITS.windowMinutes} minutes, or call the spa team, who can look your code up.`,
        );
    },
    countFailure: (db: Executor, clientAddress: string) => recordGuess(db, clientAddress, windowStart()),
  };
}

/** The voucher a guest's typed code names, behind the guessing throttle (400, 429, 404 as checkVoucher). */
async function findGuarded(
  deps: Pick<VouchersDeps, 'env' | 'voucherCodeKey'>,
  db: Executor,
  typed: string,
  clientAddress: string,
): Promise<{ voucher: VoucherRow; code: string }> {
  const code = voucherCodeOf(typed, 'body.Code');
  const guessing = codeGuessing(deps);
  await guessing.refuseIfGuessing(db, clientAddress);
  const voucher = await findByCode(deps, db, code);
  if (!voucher) {
    await guessing.countFailure(db, clientAddress);
    throw notFound('No voucher has this code. Please check it against your voucher, or call the spa team.');
  }
  return { voucher, code };
}

/** What the booking flow asks of vouchers (BookingVouchers, decision 0341): a quote behind the throttle, and the spending. */
export function bookingVouchers(
  deps: Pick<VouchersDeps, 'catalogue' | 'bookingNow' | 'env' | 'voucherCodeKey'>,
) {
  return {
    quote: async (
      db: Executor,
      typed: string,
      use: { owedPence: number; packageId: string | null; guests: number; clientAddress: string },
    ) => {
      let voucher: VoucherRow;
      try {
        ({ voucher } = await findGuarded(deps, db, typed, use.clientAddress));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return { problem: error.errors?.[0]?.message ?? error.message };
      }
      const pricing = {
        today: await today(deps, db),
        owedPence: use.owedPence,
        packageId: use.packageId,
        guests: use.guests,
        packagePricePence: deps.catalogue.SpaDays.find((p) => p.PremierId === use.packageId)?.Price ?? null,
        voucherPackageName: packageName(deps.catalogue, voucher.packageId) ?? undefined,
      };
      const problem = whyVoucherCannotPay(stateOf(voucher), pricing);
      if (problem) return { problem };
      return {
        voucherId: voucher.id,
        codeEnding: voucher.codeEnding,
        kind: voucher.kind,
        paysPence: voucherPays(stateOf(voucher), pricing),
      };
    },
    leftOn: async (db: Executor, account: BookingAccount) => {
      const paidBy = new Map(
        (await bookingMovements(db, account)).map(({ voucher }) => [voucher.id, voucher]),
      );
      return paidBy.size === 0 ? null : [...paidBy.values()].reduce((sum, v) => sum + v.balancePence, 0);
    },
    spend: (
      tx: Executor,
      voucherId: string,
      booking: VoucherBooking,
      options: { key: string; amountPence: number },
    ) => spendVoucher(deps, tx, voucherId, booking, options),
  };
}

/** A voucher and its history, for the spa team. */
export async function staffVoucher(
  deps: Pick<VouchersDeps, 'db' | 'catalogue' | 'bookingNow' | 'voucherCodeKey'>,
  typed: string,
): Promise<StaffVoucher> {
  const { voucher, code } = await staffFind(deps, deps.db, typed);
  return staffView(deps, deps.db, voucher, code);
}

export async function staffView(
  deps: Pick<VouchersDeps, 'catalogue' | 'bookingNow'>,
  db: Executor,
  voucher: VoucherRow,
  code: string,
): Promise<StaffVoucher> {
  const history = await movementsOf(db, voucher.id);
  const order = await findOrderByVoucherId(db, voucher.id);
  return {
    ...checkResponse(deps.catalogue, voucher, code, await today(deps, db)),
    Id: voucher.id,
    ValuePence: voucher.valuePence,
    Status: voucher.status,
    Source: voucher.source,
    Reason: voucher.reason,
    PackageId: voucher.packageId,
    Guests: voucher.guests,
    RefundablePence: order && !whyVoucherNotRefundable(voucher, order) ? order.pricePence : null,
    History: history.map((m) => ({
      Kind: m.kind,
      AmountPence: m.amountPence,
      BookingId: m.bookingId,
      Note: m.note,
      At: m.createdAt.toISOString(),
    })),
  };
}

/** A voucher as a printable PDF, for the spa team to hand over or send (its code in full). */
export async function staffVoucherPdf(
  deps: Pick<VouchersDeps, 'db' | 'catalogue' | 'env' | 'voucherCodeKey'>,
  typed: string,
): Promise<{ filename: string; pdf: Uint8Array }> {
  const { voucher, code } = await staffFind(deps, deps.db, typed);
  const { Resort } = deps.catalogue;
  const pdf = await voucherPdf({
    resortName: Resort.Name,
    phone: Resort.SpaPhoneNumber,
    bookingUrl: `${deps.env.PUBLIC_ORIGIN}/booking/`,
    code: formatVoucherCode(code),
    value: voucherValueWords(voucher, packageName(deps.catalogue, voucher.packageId)),
    expires: formatLongDate(voucher.expiresOn),
    recipientName: voucher.recipientName,
  });
  return { filename: `gift-voucher-${voucher.codeEnding}.pdf`, pdf };
}

/** The spa team gives a complimentary voucher, with a reason (audited). */
export async function issueComplimentary(
  deps: Pick<VouchersDeps, 'db' | 'catalogue' | 'bookingNow' | 'env' | 'voucherCodeKey'>,
  staffId: string,
  body: StaffVoucherIssueRequest,
): Promise<StaffVoucher> {
  const spaDay = deps.catalogue.SpaDays.find((p) => p.PremierId === body.PackageId);
  if (body.Kind === 'experience' && !spaDay) throw badRequest('body.PackageId', 'Choose one of the Spa Days');
  const guests = body.Guests ?? 1;
  return deps.db.transaction(async (tx) => {
    const voucher = await issueVoucher(deps, tx, {
      kind: body.Kind,
      valuePence: body.Kind === 'money' ? body.AmountPence! : spaDay!.Price * guests,
      packageId: body.Kind === 'experience' ? spaDay!.PremierId : null,
      guests: body.Kind === 'experience' ? guests : null,
      source: 'complimentary',
      reason: body.Reason,
      issuedBy: staffId,
      recipientName: body.RecipientName || null,
    });
    await insertAudit(tx, {
      staffId,
      action: 'voucher.issue',
      subject: `voucher:${voucher.id}`,
      before: null,
      after: {
        kind: voucher.kind,
        valuePence: voucher.valuePence,
        expiresOn: voucher.expiresOn,
        reason: body.Reason,
      },
    });
    return staffView(deps, tx, voucher, voucher.code);
  });
}

/**
 * Spends a voucher on a booking, in the caller's transaction with the booking locked:
 * what it can pay (at most `amountPence` when given), taken from its balance by one
 * conditional update, recorded as the booking's voucher payment in its ledger and as
 * the voucher's movement. 409 saying why when it cannot pay, or when another booking
 * spent the balance first.
 */
async function spendVoucher(
  deps: Pick<VouchersDeps, 'catalogue' | 'bookingNow'>,
  tx: Executor,
  voucherId: string,
  booking: VoucherBooking,
  options: { key: string; amountPence?: number; staffId?: string | null; amountField?: string },
): Promise<{ voucher: VoucherRow; paidPence: number; before: number }> {
  const voucher = await findVoucherById(tx, voucherId);
  if (!voucher) throw notFound('No voucher has this code.');
  const day = await today(deps, tx);
  const { balancePence: owedPence } = await statementOf(tx, booking.account);
  const use = {
    today: day,
    owedPence,
    packageId: booking.packageId,
    guests: booking.guests,
    packagePricePence: deps.catalogue.SpaDays.find((p) => p.PremierId === booking.packageId)?.Price ?? null,
    voucherPackageName: packageName(deps.catalogue, voucher.packageId) ?? undefined,
  };
  const why = whyVoucherCannotPay(stateOf(voucher), use);
  if (why) throw conflict(why);
  const canPay = voucherPays(stateOf(voucher), use);
  const paidPence = options.amountPence ?? canPay;
  // An amount the spa team chose: from £1 up to what it can pay, of a money voucher (400 naming it).
  const amountProblem =
    options.amountField && options.amountPence !== undefined
      ? voucherSpendProblem(voucher.kind, options.amountPence, canPay)
      : null;
  if (amountProblem) throw badRequest(options.amountField!, amountProblem);
  if (paidPence > canPay)
    throw conflict(`This voucher can pay at most ${formatPrice(canPay)} of this booking.`, {
      MaxPence: canPay,
    });
  // An experience voucher is used whole; a money voucher gives what it pays.
  const valuePence = voucher.kind === 'experience' ? voucher.balancePence : paidPence;
  const spent = await spendBalance(tx, voucher.id, valuePence, day);
  if (!spent)
    throw conflict('This voucher has just been used for another booking: its balance no longer covers this.');
  await insertMovement(tx, {
    voucherId: voucher.id,
    movementKey: `${options.key}:voucher`,
    kind: 'redeem',
    amountPence: valuePence,
    bookingKind: booking.account.kind,
    bookingId: booking.account.id,
    staffId: options.staffId ?? null,
  });
  await recordPayment(tx, booking.account, {
    key: options.key,
    tender: 'voucher',
    amountPence: paidPence,
    description: `Gift voucher ending ${voucher.codeEnding}`,
    reference: voucher.id,
    staffId: options.staffId ?? null,
  });
  return { voucher: spent, paidPence, before: voucher.balancePence };
}

/** The spa team spends a voucher on a confirmed booking (audited on the booking). */
export async function redeemAtDesk(
  deps: Pick<VouchersDeps, 'db' | 'catalogue' | 'bookingNow' | 'lockBookingForVoucher' | 'voucherCodeKey'>,
  staffId: string,
  typed: string,
  body: { Booking: string; AmountPence?: number },
): Promise<StaffVoucher> {
  const code = voucherCodeOf(typed, 'params.code');
  return deps.db.transaction(async (tx) => {
    const booking = await deps.lockBookingForVoucher(tx, body.Booking);
    if (!booking) throw badRequest('body.Booking', 'No confirmed booking has this confirmation number');
    const found = await findByCode(deps, tx, code);
    if (!found) throw notFound('No voucher has this code.');
    const { voucher, paidPence, before } = await spendVoucher(deps, tx, found.id, booking, {
      key: `voucher-desk:${randomBytes(12).toString('base64url')}`,
      amountPence: body.AmountPence,
      amountField: 'body.AmountPence',
      staffId,
    });
    await insertAudit(tx, {
      staffId,
      action: 'voucher.redeem',
      subject: `booking:${booking.account.id}`,
      before: { voucher: voucher.id, balancePence: before },
      after: { voucher: voucher.id, balancePence: voucher.balancePence, paidPence },
    });
    return staffView(deps, tx, voucher, code);
  });
}

/**
 * Gives back to the vouchers that paid a booking up to `amountPence` of a refund, in the
 * caller's transaction with the booking locked (decision 0340: vouchers first, the rest
 * by the card): each voucher's ledger refund and its balance again (an experience
 * voucher its value in proportion). Idempotent by `key`.
 *
 * @returns the pence refunded to vouchers.
 */
export async function refundToVouchers(
  tx: Executor,
  account: BookingAccount,
  refund: { key: string; amountPence: number; description: string; staffId?: string | null },
): Promise<number> {
  const { entries } = await statementOf(tx, account);
  const paidBy = new Map<string, number>();
  for (const e of entries) {
    if (e.tender !== 'voucher' || !e.reference) continue;
    paidBy.set(
      e.reference,
      (paidBy.get(e.reference) ?? 0) + (e.kind === 'payment' ? e.amountPence : -e.amountPence),
    );
  }
  const valueBy = new Map<string, number>();
  for (const { movement } of await bookingMovements(tx, account))
    valueBy.set(
      movement.voucherId,
      (valueBy.get(movement.voucherId) ?? 0) +
        (movement.kind === 'redeem' ? movement.amountPence : -movement.amountPence),
    );
  let left = refund.amountPence;
  let refunded = 0;
  for (const [voucherId, paid] of paidBy) {
    const pence = Math.min(left, paid);
    if (pence <= 0) continue;
    const key = `${refund.key}:voucher:${voucherId}`;
    const written = await recordRefund(tx, account, {
      key,
      tender: 'voucher',
      amountPence: pence,
      description: refund.description,
      reference: voucherId,
      staffId: refund.staffId ?? null,
    });
    left -= pence;
    refunded += pence;
    if (!written) continue;
    const value = Math.round(((valueBy.get(voucherId) ?? 0) * pence) / paid);
    if (value > 0 && !(await returnBalance(tx, voucherId, value)))
      throw new Error(`voucher ${voucherId}: a refund would take its balance above its value`);
    await insertMovement(tx, {
      voucherId,
      movementKey: `${key}:movement`,
      kind: 'refund',
      amountPence: value,
      bookingKind: account.kind,
      bookingId: account.id,
      staffId: refund.staffId ?? null,
      note: refund.description,
    });
  }
  return refunded;
}

/** A manager moves a voucher's expiry (later or earlier), with a reason (audited). */
export async function extendVoucher(
  deps: Pick<VouchersDeps, 'db' | 'catalogue' | 'bookingNow' | 'voucherCodeKey'>,
  staffId: string,
  typed: string,
  body: { ExpiresOn: string; Reason: string },
): Promise<StaffVoucher> {
  return deps.db.transaction(async (tx) => {
    const { voucher, code } = await staffFind(deps, tx, typed, true);
    if (voucher.status === 'void') throw conflict('This voucher was voided: it cannot be extended.');
    if (body.ExpiresOn < (await today(deps, tx)))
      throw badRequest('body.ExpiresOn', 'Choose a day from today on');
    const after = await updateVoucher(tx, voucher.id, { expiresOn: body.ExpiresOn });
    await insertMovement(tx, {
      voucherId: voucher.id,
      movementKey: `voucher:${voucher.id}:extend:${randomBytes(9).toString('base64url')}`,
      kind: 'extend',
      amountPence: 0,
      staffId,
      note: `${voucher.expiresOn} → ${body.ExpiresOn}: ${body.Reason}`,
    });
    await insertAudit(tx, {
      staffId,
      action: 'voucher.extend',
      subject: `voucher:${voucher.id}`,
      before: { expiresOn: voucher.expiresOn },
      after: { expiresOn: after.expiresOn, reason: body.Reason },
    });
    return staffView(deps, tx, after, code);
  });
}

/** Voids a voucher in the caller's transaction (it locked the row): it can pay nothing more; its 'void' movement keeps what was left and why. */
export async function voidInTransaction(tx: Executor, voucher: VoucherRow, staffId: string, note: string) {
  const after = await updateVoucher(tx, voucher.id, { status: 'void' });
  await insertMovement(tx, {
    voucherId: voucher.id,
    movementKey: `voucher:${voucher.id}:void`,
    kind: 'void',
    amountPence: voucher.balancePence,
    staffId,
    note,
  });
  return after;
}

/** A manager voids a voucher (lost, stolen, sold in error), with a reason (audited): it can no longer pay. */
export async function voidVoucher(
  deps: Pick<VouchersDeps, 'db' | 'catalogue' | 'bookingNow' | 'voucherCodeKey'>,
  staffId: string,
  typed: string,
  body: { Reason: string },
): Promise<StaffVoucher> {
  return deps.db.transaction(async (tx) => {
    const { voucher, code } = await staffFind(deps, tx, typed, true);
    if (voucher.status === 'void') return staffView(deps, tx, voucher, code);
    const after = await voidInTransaction(tx, voucher, staffId, body.Reason);
    await insertAudit(tx, {
      staffId,
      action: 'voucher.void',
      subject: `voucher:${voucher.id}`,
      before: { status: 'active', balancePence: voucher.balancePence },
      after: { status: 'void', reason: body.Reason },
    });
    return staffView(deps, tx, after, code);
  });
}

/**
 * What is owed on vouchers (issue 23 item 6), today in the resort: the plain table for
 * the manager, and the reports' figure (OutstandingPence).
 */
export async function voucherLiability(
  deps: Pick<VouchersDeps, 'db' | 'catalogue' | 'bookingNow'>,
): Promise<VoucherLiability> {
  const totals = await voucherTotals(deps.db, await today(deps, deps.db));
  return {
    SoldPence: totals.soldPence,
    ComplimentaryPence: totals.complimentaryPence,
    RedeemedPence: totals.redeemedPence,
    RefundedPence: totals.refundedPence,
    OutstandingPence: totals.outstandingPence,
    ExpiredPence: totals.expiredPence,
    VoidedPence: totals.voidedPence,
  };
}
