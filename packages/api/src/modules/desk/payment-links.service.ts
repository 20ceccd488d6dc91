import type { Catalogue, PayLink } from '@spa/domain';
import type { Executor } from '../../db/database';
import { captureConfirmed, cardPageOnce, readBack } from '../../lib/card-payment';
import { conflict, notFound } from '../../lib/http-error';
import { databaseNow } from '../../lib/sql';
import { findBookingById, keepCardForPolicy } from '../booking';
import { recordPayment, statementOf } from '../ledger';
import { deliverSoon, mailInTransaction, sendPaymentReceived, sendSpaMoney, type Mailer } from '../mail';
import { underCompletionLease, type PaymentProvider, type ProviderSession } from '../payment';
import { tokenHashOf } from '../../lib/token-hash';
import {
  findLinkById,
  findLinkByProviderSession,
  findLinkByTokenHash,
  isExpired,
  updateLink,
} from './payment-links.repository';
import type { PaymentLinkRow } from './desk.tables';
import { settleNotice } from '../../lib/signed-notification';

/** What paying a link uses (built once at start-up, see app-deps.ts). */
export interface PaymentLinkDeps {
  db: Executor;
  catalogue: Catalogue;
  mail: Mailer;
  cardProvider: PaymentProvider;
}

const LINK_NOT_FOUND = 'This payment link is not valid. Please call the spa for a new one.';

async function requireLink(db: Executor, token: string) {
  const link = await findLinkByTokenHash(db, tokenHashOf(token));
  if (!link) throw notFound(LINK_NOT_FOUND);
  return link;
}

function statusOf(link: PaymentLinkRow, now: Date): PayLink['Status'] {
  if (link.state !== 'open') return link.state;
  return isExpired(link, now) ? 'expired' : 'open';
}

/** GET api/pay/{token}: what the link pays, and whether it can still be paid. */
export async function payLink(deps: Pick<PaymentLinkDeps, 'db'>, token: string): Promise<PayLink> {
  const link = await requireLink(deps.db, token);
  const booking = await findBookingById(deps.db, link.bookingId);
  if (!booking?.confirmationId) throw notFound(LINK_NOT_FOUND);
  return {
    ConfirmationId: booking.confirmationId,
    Date: booking.bookingDate,
    Purpose: link.purpose,
    AmountPence: link.amountPence,
    Status: statusOf(link, await databaseNow(deps.db)),
    ExpiresAt: link.expiresAt.toISOString(),
    CardMasked: link.cardMasked,
  };
}

const WHY_NOT: Record<Exclude<PayLink['Status'], 'open'>, string> = {
  paid: 'This link has already been paid. Thank you.',
  expired: 'This payment link has expired. Please call the spa for a new one.',
  replaced: 'A newer payment link was sent for this booking: please use the latest e-mail.',
};

/**
 * POST api/pay/{token}/initialise: the provider's session for the link's amount (the
 * card page the guest types into). Made once, after our transaction, under the link's id
 * as its key; a reload gets the same session.
 */
export async function initialiseLinkPayment(deps: PaymentLinkDeps, token: string) {
  const link = await deps.db.transaction(async (tx) => {
    const found = await findLinkByTokenHash(tx, tokenHashOf(token), true);
    if (!found) throw notFound(LINK_NOT_FOUND);
    const status = statusOf(found, await databaseNow(tx));
    if (status !== 'open') throw conflict(WHY_NOT[status]);
    if (found.purpose === 'guarantee') return found; // nothing is charged: no balance to check
    const { balancePence } = await statementOf(tx, { kind: 'spa', id: found.bookingId });
    if (balancePence < found.amountPence)
      throw conflict('The balance of this booking has changed. Please call the spa for a new link.');
    return found;
  });
  return cardPageOnce(
    deps.cardProvider,
    link.providerSessionId,
    () =>
      link.purpose === 'guarantee'
        ? deps.cardProvider.createGuaranteeSession({ key: `guarantee-${link.id}` })
        : deps.cardProvider.createSession({ key: `link-${link.id}`, amountPence: link.amountPence }),
    (providerSessionId) => updateLink(deps.db, link.id, { providerSessionId }),
  );
}

/**
 * POST api/pay/{token}/complete, and the provider's notification of a link's session:
 * the provider's session is read back (the browser's word is never taken), an
 * authorisation for the link's amount is captured, and the payment is recorded in the
 * booking's ledger (online card, idempotent by the link) with its receipt e-mailed, in
 * one transaction that also marks the link paid. One at a time across processes (decision 0315). A capture the booking can no longer
 * take (the link replaced or the balance paid meanwhile) is refunded at once.
 */
export async function completeLinkPayment(
  deps: PaymentLinkDeps,
  link: PaymentLinkRow,
): Promise<PayLink['Status']> {
  // One completion of a link at a time in every process: the browser's prompt and the notification.
  return underCompletionLease(deps.db, `link:${link.id}`, () => completeAlone(deps, link.id));
}

async function completeAlone(deps: PaymentLinkDeps, linkId: string): Promise<PayLink['Status']> {
  const link = await findLinkById(deps.db, linkId);
  if (!link?.providerSessionId) throw notFound(LINK_NOT_FOUND);
  if (link.state === 'paid') return 'paid';
  const remote = await readBack(deps.cardProvider, link.providerSessionId);
  if (remote.state === 'open' || remote.state === 'requires_action') return 'open';
  if (link.purpose === 'guarantee') return keepGuaranteedCard(deps, link, remote);
  const reference = await captureConfirmed(
    deps.cardProvider,
    remote,
    link.amountPence,
    link.reference ?? remote.id,
  );
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await findLinkByTokenHash(tx, link.tokenHash, true);
    if (!locked) throw notFound(LINK_NOT_FOUND);
    if (locked.state === 'paid') return 'paid' as const;
    const booking = await findBookingById(tx, locked.bookingId, true);
    const account = { kind: 'spa' as const, id: locked.bookingId };
    const { balancePence } = await statementOf(tx, account);
    if (locked.state !== 'open' || !booking || booking.cancelledAt || balancePence < locked.amountPence)
      return 'refund' as const;
    await recordPayment(tx, account, {
      key: `spa:${locked.bookingId}:link:${locked.id}`,
      tender: 'online-card',
      amountPence: locked.amountPence,
      description: `Card ${remote.cardMasked ?? ''} (payment link)`.trim(),
      reference,
    });
    await updateLink(tx, locked.id, { state: 'paid', cardMasked: remote.cardMasked, reference, paid: true });
    await sendPaymentReceived(mailInTransaction(deps, tx), booking.leadEmail, {
      confirmationId: booking.confirmationId ?? '',
      amountPence: locked.amountPence,
      how: `by card${remote.cardMasked ? ` (${remote.cardMasked})` : ''}`,
      balancePence: balancePence - locked.amountPence,
    });
    return 'paid' as const;
  });
  if (outcome === 'refund') {
    await deps.cardProvider.refund(remote.id);
    throw conflict(
      'This booking no longer needs this payment (it was paid or changed meanwhile). Your payment has been refunded in full.',
    );
  }
  deliverSoon(deps);
  return outcome;
}

/**
 * A card guarantee's card set up at the provider (decision 0391): the provider's word, read
 * back, is the only proof; in one transaction the card's reference is kept on the booking
 * (never card data), the link marked done and the guest e-mailed that nothing was charged.
 * No ledger entry: no money moved. A booking cancelled meanwhile keeps no card.
 */
async function keepGuaranteedCard(
  deps: PaymentLinkDeps,
  link: PaymentLinkRow,
  remote: ProviderSession,
): Promise<PayLink['Status']> {
  if (remote.state !== 'authorised' || !remote.savedCardId)
    throw conflict(
      'The card payment service did not confirm your card. Nothing was charged; please try again.',
    );
  const savedCardId = remote.savedCardId;
  await deps.db.transaction(async (tx) => {
    const locked = await findLinkByTokenHash(tx, link.tokenHash, true);
    if (locked?.state !== 'open') return;
    const booking = await findBookingById(tx, locked.bookingId, true);
    if (!booking || booking.cancelledAt) return;
    await keepCardForPolicy(tx, booking.id, { savedCardId, cardMasked: remote.cardMasked });
    await updateLink(tx, locked.id, { state: 'paid', cardMasked: remote.cardMasked, paid: true });
    await sendSpaMoney(mailInTransaction(deps, tx), booking.leadEmail, {
      confirmationId: booking.confirmationId ?? booking.id,
      heading: 'Your card is kept for the cancellation policy',
      explanation:
        'Thank you. Nothing was charged. A spa manager may charge this card only as our cancellation policy allows, if you do not come or cancel late, and we e-mail you if they do.',
      rows: [['Card', remote.cardMasked ?? 'your card']],
    });
  });
  deliverSoon(deps);
  return 'paid';
}

/** POST api/pay/{token}/complete: the browser's prompt after the card page's outcome. */
export async function completeLinkByToken(deps: PaymentLinkDeps, token: string) {
  const link = await requireLink(deps.db, token);
  if (!link.providerSessionId) throw conflict('No payment has been started with this link.');
  return { Status: await completeLinkPayment(deps, link) };
}

/**
 * The provider's signed notification about a session that is not a booking session's:
 * a payment link's, settled as the browser's prompt would. False when it is not one.
 */
export async function settleLinkNotice(deps: PaymentLinkDeps, providerSessionId: string): Promise<boolean> {
  const link = await findLinkByProviderSession(deps.db, providerSessionId);
  return settleNotice(link, (found) => completeLinkPayment(deps, found));
}
