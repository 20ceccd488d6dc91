import type { Catalogue } from '@spa/domain';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/database';
import { buildCalendar } from './ics';
import type { MailAttachment, MailMessage } from './mail.message';
import {
  accountCreatedMail,
  alreadyRegisteredMail,
  oneTimeCodeMail,
  paymentLinkMail,
  paymentReceivedMail,
  resendConfirmationMail,
  bookingChangedMail,
  giftVoucherMail,
  giftVoucherReceiptMail,
  giftVoucherRefundMail,
  type GiftVoucherMail,
  type GiftVoucherRefundMail,
  bookingCancelledMail,
  healthFormMail,
  sendToFriendMail,
  spaBookingConfirmationMail,
  spaMoneyMail,
  stayCancellationMail,
  stayChangeMail,
  stayConfirmationMail,
  type Brand,
  type CodePurpose,
  type Rendered,
  type SpaBookingMail,
  type SpaMoneyMail,
  type StayCancellationMail,
  type StayChangeMail,
  type StayMail,
  type WaitingOfferMail,
  waitingOfferMail,
} from './mail.templates';
import { claimDue, insertOutboxMessage, markFailed, markSent } from './mail.repository';
import { localMailboxTransport, smtpTransport, type MailTransport } from './mail.transport';

/**
 * Every e-mail the resort sends. Other modules call these functions with the
 * `mail` of their deps: each writes the message to the outbox (with `db` a
 * transaction, in the transaction of what it reports: see mailInTransaction), and
 * the outbox worker delivers it through the transport (SMTP, or the local mailbox).
 */
export interface Mailer {
  transport: MailTransport;
  /** Where the outbox is written: the database, or the caller's transaction. */
  db: Executor;
  /** The database itself, for the worker (never a transaction). */
  outboxDb: Executor;
  brand: Brand;
  /** The clock of the .ics DTSTAMP. */
  now: () => Date;
  /** Messages on their way: shutdown (and a test) can wait for them. */
  sending: Set<Promise<void>>;
}

export interface MailDeps {
  mail: Mailer;
}

/** SMTP when SMTP_URL is set, else the database outbox (shown at /mailbox). */
export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_ORIGIN'>,
  catalogue: Catalogue,
  db: Executor,
): Mailer {
  return {
    transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : localMailboxTransport(),
    db,
    outboxDb: db,
    brand: {
      resortName: catalogue.Resort.Name,
      phone: catalogue.Resort.SpaPhoneNumber,
      siteUrl: catalogue.Resort.SiteRootUrl,
      publicOrigin: env.PUBLIC_ORIGIN.replace(/\/$/, ''),
      timeZone: catalogue.Resort.TimeZone,
    },
    now: () => new Date(),
    sending: new Set(),
  };
}

/**
 * The same mail functions, writing to the outbox in the transaction `tx`: the
 * message exists exactly when what it reports was committed.
 */
export function mailInTransaction({ mail }: MailDeps, tx: Executor): MailDeps {
  return { mail: { ...mail, db: tx } };
}

const BATCH = 10;
/** A message being sent is another worker's for this long; then it counts as abandoned (a crash). */
const LEASE_SECONDS = 120;
const MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min … at most an hour between attempts. */
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** (attempts - 1));

/**
 * The outbox worker: takes due messages a batch at a time (SKIP LOCKED, so
 * several processes share the queue without taking the same message) and
 * delivers each, retrying with backoff, until a batch comes back short. Returns how
 * many were delivered.
 */
export async function deliverOutbox({ mail }: MailDeps): Promise<number> {
  let delivered = 0;
  for (;;) {
    const batch = await claimDue(mail.outboxDb, BATCH, LEASE_SECONDS);
    if (batch.length === 0) return delivered;
    for (const row of batch) {
      try {
        await mail.transport.send({
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          attachments: row.attachments,
          messageId: `<outbox-${row.id}.${row.createdAt.getTime()}@${new URL(mail.brand.publicOrigin).hostname}>`,
        });
        // Only the local mailbox keeps a secret's message: there the outbox is what the guest reads.
        await markSent(mail.outboxDb, row.id, {
          forget: row.carriesSecret && mail.transport.kind === 'smtp',
        });
        delivered += 1;
      } catch (error) {
        const kind = error instanceof Error ? error.name : 'Error';
        await markFailed(
          mail.outboxDb,
          row.id,
          kind,
          row.attempts >= MAX_ATTEMPTS ? null : backoffSeconds(row.attempts),
        );
      }
    }
    // A short batch was all that was due: no need to ask again (messages written since
    // start their own run, deliverSoon; and the periodic run catches the rest).
    if (batch.length < BATCH) return delivered;
  }
}

/** Starts a delivery run now (after a commit), tracked so that shutdown and tests can wait for it. */
export function deliverSoon(deps: MailDeps): void {
  const run: Promise<void> = deliverOutbox(deps)
    .then(() => undefined)
    .catch(() => undefined) // the next run retries; failures are on the rows
    .finally(() => deps.mail.sending.delete(run));
  deps.mail.sending.add(run);
}

/** Resolves once every message written so far outside a transaction has been delivered (or has failed). */
export async function mailSettled(deps: MailDeps): Promise<void> {
  await Promise.allSettled([...deps.mail.sending]);
  await deliverOutbox(deps).catch(() => undefined);
}

/** Writes the message to the outbox; outside a transaction, delivery starts at once. */
async function send(
  { mail }: MailDeps,
  to: string,
  rendered: Rendered,
  extra: Pick<MailMessage, 'attachments' | 'sendAt' | 'secret'> = {},
) {
  const written = insertOutboxMessage(mail.db, { to, ...rendered, ...extra });
  if (mail.db !== mail.outboxDb) return written;
  const tracked: Promise<void> = written
    .then(() => deliverOutbox({ mail }))
    .then(() => undefined)
    .catch(() => undefined) // the caller hears of a failed write; delivery failures stay on the row
    .finally(() => mail.sending.delete(tracked));
  mail.sending.add(tracked);
  return written;
}

export function sendWaitingOffer(deps: MailDeps, to: string, offer: WaitingOfferMail) {
  return send(deps, to, waitingOfferMail(deps.mail.brand, offer));
}

export function sendOneTimeCode(deps: MailDeps, to: string, purpose: CodePurpose, code: string) {
  return send(deps, to, oneTimeCodeMail(deps.mail.brand, purpose, code), { secret: true });
}

export function sendAccountCreated(
  deps: MailDeps,
  to: string,
  firstName: string,
  account: { hasPassword: boolean },
) {
  return send(deps, to, accountCreatedMail(deps.mail.brand, firstName, account));
}

/** Told instead of a code when someone tries to register an e-mail that has an account. */
export function sendAlreadyRegistered(deps: MailDeps, to: string) {
  return send(deps, to, alreadyRegisteredMail(deps.mail.brand));
}

/** The confirmation after payment, with the booking's times as an .ics attachment. */
export function sendSpaBookingConfirmation(deps: MailDeps, to: string, booking: SpaBookingMail) {
  return send(deps, to, spaBookingConfirmationMail(deps.mail.brand, booking), {
    attachments: [calendarAttachment(deps, booking)],
  });
}

/** The account area's 'Resend confirmation' (account-area §5). */
export function sendResendConfirmation(deps: MailDeps, to: string, booking: SpaBookingMail) {
  return send(deps, to, resendConfirmationMail(deps.mail.brand, booking), {
    attachments: [calendarAttachment(deps, booking)],
  });
}

/** A change the spa team made on the guest's behalf (issue 15), with the new times as .ics. */
export function sendBookingChanged(deps: MailDeps, to: string, booking: SpaBookingMail, change: string) {
  return send(deps, to, bookingChangedMail(deps.mail.brand, booking, change), {
    attachments: [calendarAttachment(deps, booking)],
  });
}

/** The health questionnaire's link (with `mailInTransaction`: in the sender's transaction). */
export function sendHealthForm(
  deps: MailDeps,
  to: string,
  form: { confirmationId: string; date: string; url: string; reminder: boolean },
) {
  return send(deps, to, healthFormMail(deps.mail.brand, form), { secret: true });
}

/** The receipt of a fee or refund on a spa booking (with `mailInTransaction`: in the money's transaction). */
export function sendSpaMoney(deps: MailDeps, to: string, money: SpaMoneyMail) {
  return send(deps, to, spaMoneyMail(deps.mail.brand, money));
}

/** A cancellation, with the refund the policy gives. */
export function sendBookingCancelled(deps: MailDeps, to: string, confirmationId: string, refundText: string) {
  return send(deps, to, bookingCancelledMail(deps.mail.brand, confirmationId, refundText));
}

/** A payment link for a booking's balance (with `mailInTransaction`: in the link's transaction). */
export function sendPaymentLink(deps: MailDeps, to: string, link: Parameters<typeof paymentLinkMail>[1]) {
  return send(deps, to, paymentLinkMail(deps.mail.brand, link), { secret: true });
}

/** A payment's receipt (with `mailInTransaction`: in the transaction that records the payment). */
export function sendPaymentReceived(
  deps: MailDeps,
  to: string,
  receipt: Parameters<typeof paymentReceivedMail>[1],
) {
  return send(deps, to, paymentReceivedMail(deps.mail.brand, receipt));
}

/** A gift voucher's receipt to its buyer (with `mailInTransaction`: in the transaction that issues it). */
export function sendGiftVoucherReceipt(deps: MailDeps, to: string, voucher: GiftVoucherMail) {
  return send(deps, to, giftVoucherReceiptMail(deps.mail.brand, voucher));
}

/** The buyer's word that an unspent voucher is refunded to their card (with `mailInTransaction`: in the refund's transaction). */
export function sendGiftVoucherRefund(deps: MailDeps, to: string, refund: GiftVoucherRefundMail) {
  return send(deps, to, giftVoucherRefundMail(deps.mail.brand, refund));
}

/**
 * The gift voucher itself, with its printable PDF, delivered from `sendAt` (the chosen
 * day; with `mailInTransaction`: written in the transaction that issues it).
 */
export function sendGiftVoucher(
  deps: MailDeps,
  to: string,
  voucher: GiftVoucherMail,
  pdf: { filename: string; content: Uint8Array },
  sendAt: Date,
) {
  const attachment: MailAttachment = {
    filename: pdf.filename,
    contentType: 'application/pdf',
    content: Buffer.from(pdf.content).toString('base64'),
    encoding: 'base64',
  };
  return send(deps, to, giftVoucherMail(deps.mail.brand, voucher), {
    attachments: [attachment],
    sendAt,
    secret: true,
  });
}

export function sendToFriend(deps: MailDeps, to: string, booking: SpaBookingMail, fromName: string) {
  return send(deps, to, sendToFriendMail(deps.mail.brand, booking, fromName), {
    attachments: [calendarAttachment(deps, booking)],
  });
}

function calendarAttachment({ mail }: MailDeps, booking: SpaBookingMail): MailAttachment {
  const { brand } = mail;
  const host = new URL(brand.publicOrigin).hostname;
  const description = `Booking ${booking.confirmationId}. Please arrive 15 minutes early.`;
  // The Spa Day begins at the arrival (issue 25): its window is the first event of the day.
  const arrivals = booking.arrivals.map((arrival, index) => {
    const start = new Date(arrival.startDateTime);
    return {
      uid: `${booking.confirmationId}-arrival-${index}@${host}`,
      start,
      end: arrival.endDateTime ? new Date(arrival.endDateTime) : new Date(start.getTime() + 30 * 60_000),
      summary: `Arrival at the spa (${arrival.guestName})`,
      description,
      location: brand.resortName,
    };
  });
  const items = booking.items.map((item, index) => {
    const start = new Date(item.startDateTime);
    return {
      uid: `${booking.confirmationId}-${index}@${host}`,
      start,
      end: new Date(start.getTime() + item.durationMinutes * 60_000),
      summary: `${item.displayName} (${item.guestName})`,
      description,
      location: brand.resortName,
    };
  });
  const content = buildCalendar([...arrivals, ...items], {
    prodId: `-//${brand.resortName}//Spa booking//EN`,
    now: mail.now(),
  });
  return {
    filename: `spa-booking-${booking.confirmationId}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content,
  };
}

/** A stay's rooms cancelled by the member (with `mailInTransaction`: in the cancel's transaction). */
export function sendStayCancellation(deps: MailDeps, to: string, stay: StayCancellationMail) {
  return send(deps, to, stayCancellationMail(deps.mail.brand, stay));
}

/** The receipt of a change to a stay that moved money, written in the change's transaction. */
export function sendStayChange(deps: MailDeps, to: string, stay: StayChangeMail) {
  return send(deps, to, stayChangeMail(deps.mail.brand, stay));
}

/** A copy of a stay's confirmation (account area). */
export function sendStayConfirmation(deps: MailDeps, to: string, stay: StayMail) {
  return send(deps, to, stayConfirmationMail(deps.mail.brand, stay));
}
