import type { Executor } from '../../db/database';
import { PROVIDER_MISMATCH, readBack } from '../../lib/card-payment';
import { conflict, notFound } from '../../lib/http-error';
import { sqlState } from '../../lib/sql';
import { findSession, type SessionRead } from '../session';
import type { PaymentPage, PaymentProvider, ProviderSession } from './payment-provider';
import {
  approvedForSession,
  byPageSession,
  insertPayment,
  latestForSession,
  pageSessionForAttempt,
  paymentToReuse,
  staleUnbooked,
  unbookedApproved,
  updatePayment,
} from './payment.repository';
import type { PaymentRow, SpaPaymentRow } from './payment.tables';
import type { StayBooker } from './stay-payment.service';
import { underCompletionLease } from './completion-lease';
import { providerPageOf, unsentSessionId } from './provider-session';

/**
 * Where the payment learns what the booking costs: the total in pence of the
 * session's booking (begin-booking writes it), or null when there is none. The
 * browser's figure is never trusted. Runs on the caller's transaction (PGlite has
 * one connection: a second one would wait for the first forever).
 */
export type PendingTotal = (db: Executor, sessionId: string) => Promise<number | null>;

/**
 * What holding a booking for its payment found: the total in pence the card pays of it
 * (its claims are then held for another HoldMinutes, while the card page is open), or
 * why it cannot be paid for, in words for the guest.
 */
export type PaymentHold = { total: number } | { refusal: string };

/**
 * Whether the session's booking can still be paid for, asked in the caller's
 * transaction: its total when the session is active and its booking's claims are held,
 * else why not. Given by the booking module (payment never reads bookings or claims).
 * `locked`: the session as the caller's transaction has just read and locked it (null:
 * there is none), so it is not read again.
 */
export type HoldForPayment = (
  db: Executor,
  sessionId: string,
  locked?: SessionRead | null,
) => Promise<PaymentHold>;

/** What the payment services use (built once at start-up, see app-deps.ts). */
export interface PaymentDeps {
  db: Executor;
  /** Given by the booking module at start-up (tests replace it), so payment never reads bookings. */
  pendingTotal: PendingTotal;
  /** The same module's hold of a booking for its payment, with its total. */
  holdForPayment: HoldForPayment;
  cardProvider: PaymentProvider;
  /**
   * A provider notification about a session no booking session has (a payment link's,
   * issue 22): settled by its owner, given at start-up; false when no one knows it.
   */
  settleOtherNotice?: (providerSessionId: string) => Promise<boolean>;
  /** Given by the stays module at start-up: books the stay a stay's payment pays for. */
  bookStay: StayBooker;
}

interface PayResult {
  status: 'approved' | 'declined' | 'error';
  reason?: string;
  cardMasked?: string;
  reference?: string;
}

const PAGE_EXPIRED = 'This payment page has expired. Please go back and try again.';

async function totalOf(deps: PaymentDeps, db: Executor, sessionId: string): Promise<number> {
  const total = await deps.pendingTotal(db, sessionId);
  if (total === null)
    throw conflict('There is no booking to pay for. Please check your booking and try again.');
  return total;
}

/** The booking's total, checked against the browser's figure (never trusted) and against a voucher that pays it all. */
function checkedTotal(total: number, amount: number | undefined): number {
  // A gift voucher that pays it all (decision 0341): no card page; the summary confirms it.
  if (total === 0)
    throw conflict(
      'Your gift voucher pays for all of this booking, so no card is needed: please go back to the summary and confirm it from there.',
    );
  if (amount !== undefined && amount !== total)
    throw conflict('The amount to pay does not match the booking total. Please check your booking.', {
      Total: total,
    });
  return total;
}

/**
 * A provider session for the server's total. Reuses the session's open payment (a
 * reload of the payment screen) and hands back the approved one when the booking is
 * already paid, so no path leads to a second charge. The provider's session is made
 * after our transaction, under the payment's id as its key: a retry after a crash
 * gets the same session.
 */
export async function initialisePayment(
  deps: PaymentDeps,
  sessionId: string,
  amount?: number,
  keepCard = false,
): Promise<{ iPageSessionId: string } & PaymentPage> {
  const row = await deps.db.transaction(async (tx) => {
    const found = await paymentToReuse(tx, sessionId, keepCard);
    if (found?.status === 'approved') {
      if (found.amountPence !== checkedTotal(await totalOf(deps, tx, sessionId), amount))
        throw conflict('This booking has already been paid for a different amount.');
      return found;
    }
    // While the card page is open the booking stays held; a booking that cannot be paid is said so now.
    const hold = await deps.holdForPayment(tx, sessionId);
    if ('refusal' in hold) throw conflict(hold.refusal);
    const total = checkedTotal(hold.total, amount);
    // The guest's consent to keep the card is part of the provider's session: another answer, another session.
    if (found?.amountPence === total) return found;
    return insertPayment(tx, { sessionId, ipageSessionId: unsentSessionId(), amountPence: total, keepCard });
  });
  return providerPageOf(deps, row);
}

const NOT_CHARGED = 'Your card was not charged.';
const REFUNDED = 'The payment was refunded to your card in full.';

type AttemptStart = { done: PayResult } | { row: SpaPaymentRow } | { interrupted: SpaPaymentRow };

/**
 * Completes a page session's payment. The completions of one booking session (the
 * browser's prompt and the provider's notification, of any page session, in any server
 * process) run one at a time: two interleaved could each capture their own authorisation.
 * `read`: the page session's payment as the caller has just read it (null: none), so it is
 * not read again.
 */
export async function completePayment(
  deps: PaymentDeps,
  ipageSessionId: string,
  read?: SpaPaymentRow | null,
): Promise<PayResult> {
  // Settled once: the second prompt (the notification after the browser's, a replay) finds it
  // approved and gives the same answer, without the provider or the lease (an approval is final).
  const settled = (row: SpaPaymentRow | null | undefined) =>
    row?.status === 'approved' ? approvedResult(row) : undefined;
  const known = read === undefined ? ((await byPageSession(deps.db, ipageSessionId)) ?? null) : read;
  const done = settled(known);
  if (done) return done;
  return underCompletionLease(
    deps.db,
    `spa:${known?.sessionId ?? ipageSessionId}`,
    // After waiting for another process's completion the payment is read again; else this read
    // stands (the claiming transaction reads it again, locked, before anything is charged).
    (waited) => completeAlone(deps, ipageSessionId, waited ? undefined : known),
    async () => settled(await byPageSession(deps.db, ipageSessionId)),
  );
}

/**
 * Settles a payment the provider may have authorised, when the card page tells the
 * browser or the provider's signed notification tells us (either is only a prompt:
 * the provider's session is read back, server to server). With the booking held
 * throughout: (1) in a transaction the session must be active and its claims held
 * (they are renewed), and the attempt is marked 'authorising' with the provider's
 * authorisation; (2) the provider's session must be authorised for this payment's
 * amount; (3) it is captured (an attempt resumed after an interruption checks the
 * booking again first, and voids the authorisation if it can no longer be booked);
 * (4) the payment is approved only in a transaction that finds the session still
 * active and its claims still held — otherwise the capture is refunded at once. A
 * second prompt (the notification after the browser, a replay) finds it approved and
 * answers the same, asking neither the provider nor the lease (settled once). A crash
 * between steps leaves an 'authorising' row that the next prompt or the sweep settles
 * with the provider.
 */
async function completeAlone(
  deps: PaymentDeps,
  ipageSessionId: string,
  read: SpaPaymentRow | null | undefined,
): Promise<PayResult> {
  // The completion this one waited for approved it: the same answer, the provider not asked again.
  const known = read === undefined ? await byPageSession(deps.db, ipageSessionId) : read;
  if (!known) throw notFound(PAGE_EXPIRED);
  if (known.status === 'approved') return approvedResult(known);
  const remote = await readBack(deps.cardProvider, ipageSessionId);
  if (remote.state === 'open' || remote.state === 'requires_action')
    return { status: 'declined', reason: remote.lastError ?? 'Your payment has not been authorised yet.' };
  const attempt = { ipageSessionId, sessionId: known.sessionId };
  let start = await startAttempt(deps, attempt, remote);
  // Settled already: the same answer (this session's authorisation voided if unused). An
  // attempt an interruption left is resumed from what the provider holds of it first.
  while (!('row' in start)) {
    if ('done' in start) return releaseUnused(deps, ipageSessionId, remote, start.done);
    const resumed = await resumeInterrupted(deps, start.interrupted);
    if (resumed) return resumed;
    start = await startAttempt(deps, attempt, remote);
  }
  const { row } = start;
  if (remote.state !== 'authorised' || remote.amountPence !== row.amountPence) {
    await updatePayment(deps.db, row.id, { status: 'error', failureReason: PROVIDER_MISMATCH });
    if (remote.state === 'authorised') await deps.cardProvider.void(remote.id);
    return { status: 'error', reason: PROVIDER_MISMATCH };
  }
  // Its authorisation was written when the attempt was claimed, and the booking checked and
  // held on in that transaction: captured now (no second check before it), approved or refunded after.
  return captureAndApprove(deps, row, remote.id, { checked: true });
}

/**
 * An answer given without using this session's authorisation (the booking could no
 * longer be had, or another payment already paid it): the authorisation is voided, so
 * the guest's money is not held for nothing.
 */
async function releaseUnused(
  deps: PaymentDeps,
  ipageSessionId: string,
  remote: ProviderSession,
  done: PayResult,
): Promise<PayResult> {
  if (remote.state !== 'authorised') return done;
  const row = await byPageSession(deps.db, ipageSessionId);
  if (row?.status === 'approved') return done;
  try {
    await deps.cardProvider.void(remote.id);
  } catch (error) {
    // Another request of this page session (the browser's, or the provider's notification)
    // captured it meanwhile: that request settles it, approving or refunding in its own
    // transaction, so nothing is left held here. Anything else is the provider failing.
    const now = await deps.cardProvider.retrieve(ipageSessionId).catch(() => null);
    if (now?.state !== 'captured' && now?.state !== 'voided' && now?.state !== 'refunded') throw error;
    return done;
  }
  if (row) await updatePayment(deps.db, row.id, { authorisationId: remote.id });
  return done;
}

/**
 * Steps (3) and (4) of completePayment, for an authorisation of the row's attempt: checked (unless
 * `checked`: its claiming transaction just did), then captured and approved, or voided or refunded
 * when the booking cannot be had.
 */
async function captureAndApprove(
  deps: PaymentDeps,
  row: SpaPaymentRow,
  authorisationId: string,
  { checked }: { checked: boolean },
): Promise<PayResult> {
  const beforeCapture = checked
    ? null
    : refusalOf(await deps.db.transaction((tx) => deps.holdForPayment(tx, row.sessionId)));
  if (beforeCapture) {
    await deps.cardProvider.void(authorisationId);
    await updatePayment(deps.db, row.id, { status: 'voided', failureReason: beforeCapture });
    return { status: 'error', reason: `${beforeCapture} ${NOT_CHARGED}` };
  }
  const { reference } = await deps.cardProvider.capture(authorisationId);

  const refusal = await deps.db.transaction(async (tx) => {
    const why = refusalOf(await deps.holdForPayment(tx, row.sessionId));
    await updatePayment(
      tx,
      row.id,
      why
        ? { status: 'refunding', reference, failureReason: why }
        : { status: 'approved', reference, completedAt: new Date() },
    );
    return why;
  });
  if (refusal) {
    await deps.cardProvider.refund(authorisationId);
    await updatePayment(deps.db, row.id, { status: 'refunded', refundedAt: new Date() });
    return { status: 'error', reason: `${refusal} ${REFUNDED}` };
  }
  return { status: 'approved', cardMasked: row.cardMasked ?? undefined, reference };
}

/**
 * An attempt an interruption left 'authorising' (its process ended mid-payment), taken up
 * at once by the guest's next attempt rather than the sweep: what the provider holds under
 * its key decides. Nothing there: it is closed, and the new attempt goes on (null). An
 * authorisation or a capture: the interrupted attempt is finished, on its own card.
 */
async function resumeInterrupted(deps: PaymentDeps, row: SpaPaymentRow): Promise<PayResult | null> {
  const record = await deps.cardProvider.lookup(row.id, row.ipageSessionId);
  if (record?.state === 'authorised' || record?.state === 'captured') {
    // The card kept with the guest's consent (decision 0330), read from the provider's session.
    const kept = row.keepCard
      ? ((await deps.cardProvider.retrieve(record.authorisationId).catch(() => null))?.savedCardId ?? null)
      : null;
    await updatePayment(deps.db, row.id, { authorisationId: record.authorisationId, savedCardId: kept });
    return captureAndApprove(deps, row, record.authorisationId, { checked: false });
  }
  await updatePayment(deps.db, row.id, {
    status: record ? (record.state === 'refunded' ? 'refunded' : 'voided') : 'error',
    failureReason: 'This payment was interrupted. Your card was not charged.',
  });
  return null;
}

/**
 * Step (1) of completePayment: the attempt claimed for this prompt, or the answer when there is
 * nothing to charge. `attempt`: the page session and its booking session (a payment's never changes).
 */
async function startAttempt(
  deps: PaymentDeps,
  attempt: { ipageSessionId: string; sessionId: string },
  remote: ProviderSession,
) {
  const { ipageSessionId } = attempt;
  const cardMasked = remote.cardMasked;
  try {
    return await deps.db.transaction(async (tx): Promise<AttemptStart> => {
      // Every attempt of a booking session (any page session) waits for the one before: never two charges.
      const session = await findSession(tx, attempt.sessionId, true);
      const {
        page: row,
        approved: other,
        authorising: inFlight,
      } = await pageSessionForAttempt(tx, ipageSessionId, attempt.sessionId);
      if (!row) throw notFound(PAGE_EXPIRED);
      if (row.status === 'approved') return { done: approvedResult(row) };
      if (other) return { done: approvedResult(other) };
      // Under the booking's lease, an attempt still marked was left by a process that ended.
      if (inFlight) return { interrupted: { ...inFlight, sessionId: row.sessionId } };
      const hold = await deps.holdForPayment(tx, row.sessionId, session);
      if ('refusal' in hold) {
        await updatePayment(tx, row.id, { status: 'error', cardMasked, failureReason: hold.refusal });
        return { done: { status: 'error', reason: `${hold.refusal} ${NOT_CHARGED}` } };
      }
      if (hold.total !== row.amountPence)
        throw conflict('Your booking has changed since this payment began. Please check your booking.');
      // The provider's authorisation of this attempt, when it is the one to capture (else the
      // mismatch is recorded after); the card it keeps only with the guest's consent.
      const usable = remote.state === 'authorised' && remote.amountPence === row.amountPence;
      const claimed = await updatePayment(tx, row.id, {
        status: 'authorising',
        cardMasked,
        failureReason: null,
        ...(usable
          ? { authorisationId: remote.id, savedCardId: row.keepCard ? (remote.savedCardId ?? null) : null }
          : { authorisationId: null }),
      });
      return { row: { ...claimed, sessionId: row.sessionId } };
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict('This booking has already been paid.');
    throw error;
  }
}

/**
 * Pays back every approved payment of the session that no booking took (a
 * confirmation that failed after the charge); returns the pence refunded.
 */
export async function refundUnbooked(
  deps: Pick<PaymentDeps, 'db' | 'cardProvider'>,
  sessionId: string,
  reason: string,
): Promise<number> {
  const rows = await deps.db.transaction(async (tx) => {
    const found = await unbookedApproved(tx, sessionId);
    for (const row of found) await updatePayment(tx, row.id, { status: 'refunding', failureReason: reason });
    return found;
  });
  for (const row of rows) await settleWithProvider(deps, row);
  return rows.reduce((pence, row) => pence + row.amountPence, 0);
}

/**
 * The sweep: every payment that took (or may have taken) money and has had no
 * booking for `graceMinutes` is settled with the provider — an authorisation is
 * voided, a capture refunded. Safe to run from several processes at once.
 *
 * @returns how many payments it settled.
 */
export async function sweepUnbookedPayments(
  deps: Pick<PaymentDeps, 'db' | 'cardProvider'>,
  graceMinutes: number,
): Promise<number> {
  const rows = await deps.db.transaction(async (tx) => {
    const found = await staleUnbooked(tx, graceMinutes);
    for (const row of found)
      await updatePayment(tx, row.id, {
        status: 'refunding',
        failureReason: row.failureReason ?? 'No booking was made with this payment.',
      });
    return found;
  });
  for (const row of rows) await settleWithProvider(deps, row);
  return rows.length;
}

/** Asks the provider what it holds for the payment, and gives the money back. */
async function settleWithProvider(deps: Pick<PaymentDeps, 'db' | 'cardProvider'>, row: PaymentRow) {
  const record = await deps.cardProvider.lookup(row.id, row.ipageSessionId);
  if (!record) {
    // Never authorised (a crash before the provider answered): nothing to give back.
    await updatePayment(deps.db, row.id, { status: 'voided' });
    return;
  }
  if (record.state === 'authorised' || record.state === 'voided') {
    await deps.cardProvider.void(record.authorisationId);
    await updatePayment(deps.db, row.id, { status: 'voided', authorisationId: record.authorisationId });
    return;
  }
  await deps.cardProvider.refund(record.authorisationId);
  await updatePayment(deps.db, row.id, {
    status: 'refunded',
    authorisationId: record.authorisationId,
    refundedAt: new Date(),
  });
}

/** The booking side's view: reference, status and masked number, never more. */
export async function sessionPayment(deps: Pick<PaymentDeps, 'db'>, sessionId: string) {
  const approved = await approvedForSession(deps.db, sessionId);
  const row = approved ?? (await latestForSession(deps.db, sessionId))[0];
  if (!row) throw notFound('No payment has been started for this booking.');
  return {
    Status: row.status,
    Amount: row.amountPence,
    CardMaskedNo: row.cardMasked,
    Reference: row.reference,
    FailureReason: row.failureReason,
  };
}

/** Why the booking cannot be paid for, or null when it is held. */
const refusalOf = (hold: PaymentHold): string | null => ('refusal' in hold ? hold.refusal : null);

function approvedResult(row: PaymentRow): PayResult {
  return {
    status: 'approved',
    cardMasked: row.cardMasked ?? undefined,
    reference: row.reference ?? undefined,
  };
}
