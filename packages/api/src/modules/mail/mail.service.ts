import type { Catalogue } from '@spa/domain';
import { buildCalendar } from './ics';
import type { MailTransport } from './mail.transport';
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

export type { SpaBookingMail, CodePurpose };

/**
 * Every e-mail the resort sends. Other modules call these; where the message
 * goes (SMTP or the outbox) is the transport's business.
 */
export class MailService {
  constructor(
    readonly transport: MailTransport,
    private readonly brand: Brand,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  static brandFor(catalogue: Catalogue, publicOrigin: string): Brand {
    return {
      resortName: catalogue.Resort.Name,
      phone: catalogue.Resort.SpaPhoneNumber,
      siteUrl: catalogue.Resort.SiteRootUrl,
      publicOrigin: publicOrigin.replace(/\/$/, ''),
      timeZone: catalogue.Resort.TimeZone,
    };
  }

  private send(
    to: string,
    mail: Rendered,
    attachments?: { filename: string; contentType: string; content: string }[],
  ) {
    return this.transport.send({ to, ...mail, attachments });
  }

  sendOneTimeCode(to: string, purpose: CodePurpose, code: string) {
    return this.send(to, oneTimeCodeMail(this.brand, purpose, code));
  }

  sendAccountCreated(to: string, firstName: string) {
    return this.send(to, accountCreatedMail(this.brand, firstName));
  }

  /** Told instead of a code when someone tries to register an e-mail that has an account. */
  sendAlreadyRegistered(to: string) {
    return this.send(to, alreadyRegisteredMail(this.brand));
  }

  /** The confirmation after payment, with the booking's times as an .ics attachment. */
  sendSpaBookingConfirmation(
    to: string,
    booking: SpaBookingMail,
    options: { ics?: boolean } = { ics: true },
  ) {
    const attachments = options.ics === false ? undefined : [this.calendarAttachment(booking)];
    return this.send(to, spaBookingConfirmationMail(this.brand, booking), attachments);
  }

  sendResendConfirmation(to: string, booking: SpaBookingMail) {
    return this.send(to, resendConfirmationMail(this.brand, booking), [this.calendarAttachment(booking)]);
  }

  sendToFriend(to: string, booking: SpaBookingMail, fromName: string) {
    return this.send(to, sendToFriendMail(this.brand, booking, fromName), [this.calendarAttachment(booking)]);
  }

  calendarAttachment(booking: SpaBookingMail) {
    const host = new URL(this.brand.publicOrigin).hostname;
    const content = buildCalendar(
      booking.items.map((item, index) => {
        const start = new Date(item.startDateTime);
        return {
          uid: `${booking.confirmationId}-${index}@${host}`,
          start,
          end: new Date(start.getTime() + item.durationMinutes * 60_000),
          summary: `${item.displayName} (${item.guestName})`,
          description: `Booking ${booking.confirmationId}. Please arrive 15 minutes early.`,
          location: this.brand.resortName,
        };
      }),
      { prodId: `-//${this.brand.resortName}//Spa booking//EN`, now: this.clock() },
    );
    return {
      filename: `spa-booking-${booking.confirmationId}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content,
    };
  }
}
