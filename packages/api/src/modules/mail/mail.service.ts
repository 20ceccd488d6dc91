import type { Catalogue } from '@spa/domain';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/database';
import { buildCalendar } from './ics';
import type { MailAttachment } from './mail.message';
import {
  accountCreatedMail,
  alreadyRegisteredMail,
  oneTimeCodeMail,
  resendConfirmationMail,
  sendToFriendMail,
  spaBookingConfirmationMail,
  type Brand,
  type CodePurpose,
  type Rendered,
  type SpaBookingMail,
} from './mail.templates';
import { outboxTransport, smtpTransport, type MailTransport } from './mail.transport';

/**
 * Every e-mail the resort sends. Other modules call these functions with the
 * `mail` of their deps; where a message goes (SMTP or the outbox) is the transport's business.
 */
export interface Mailer {
  transport: MailTransport;
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
    transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : outboxTransport(db),
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

/** Resolves once every message handed to the transport so far has been sent (or has failed). */
export async function mailSettled({ mail }: MailDeps): Promise<void> {
  await Promise.allSettled([...mail.sending]);
}

function send({ mail }: MailDeps, to: string, rendered: Rendered, attachments?: MailAttachment[]) {
  const sent = mail.transport.send({ to, ...rendered, attachments });
  const tracked: Promise<void> = sent
    .catch(() => undefined) // the caller hears of a failure; this is only for waiting
    .finally(() => mail.sending.delete(tracked));
  mail.sending.add(tracked);
  return sent;
}

export function sendOneTimeCode(deps: MailDeps, to: string, purpose: CodePurpose, code: string) {
  return send(deps, to, oneTimeCodeMail(deps.mail.brand, purpose, code));
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
  return send(deps, to, spaBookingConfirmationMail(deps.mail.brand, booking), [
    calendarAttachment(deps, booking),
  ]);
}

/** The account area's 'Resend confirmation' (account-area §5). */
export function sendResendConfirmation(deps: MailDeps, to: string, booking: SpaBookingMail) {
  return send(deps, to, resendConfirmationMail(deps.mail.brand, booking), [
    calendarAttachment(deps, booking),
  ]);
}

export function sendToFriend(deps: MailDeps, to: string, booking: SpaBookingMail, fromName: string) {
  return send(deps, to, sendToFriendMail(deps.mail.brand, booking, fromName), [
    calendarAttachment(deps, booking),
  ]);
}

function calendarAttachment({ mail }: MailDeps, booking: SpaBookingMail): MailAttachment {
  const { brand } = mail;
  const host = new URL(brand.publicOrigin).hostname;
  const content = buildCalendar(
    booking.items.map((item, index) => {
      const start = new Date(item.startDateTime);
      return {
        uid: `${booking.confirmationId}-${index}@${host}`,
        start,
        end: new Date(start.getTime() + item.durationMinutes * 60_000),
        summary: `${item.displayName} (${item.guestName})`,
        description: `Booking ${booking.confirmationId}. Please arrive 15 minutes early.`,
        location: brand.resortName,
      };
    }),
    { prodId: `-//${brand.resortName}//Spa booking//EN`, now: mail.now() },
  );
  return {
    filename: `spa-booking-${booking.confirmationId}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content,
  };
}
