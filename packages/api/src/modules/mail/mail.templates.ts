import {
  SPA_CANCELLATION_POLICY,
  calendarDay,
  formatLongDate,
  formatPrice,
  formatTime,
  keptCardConsent,
} from '@spa/domain';

/**
 * The resort's e-mails, each as HTML (table layout and inline styles, as mail
 * clients need) and plain text with the same words.
 */

export interface Brand {
  resortName: string;
  phone: string;
  siteUrl: string;
  publicOrigin: string;
  timeZone: string;
}

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type Block =
  { kind: 'p'; text: string } | { kind: 'code'; text: string } | { kind: 'rows'; rows: [string, string][] };

function layout(brand: Brand, heading: string, blocks: Block[]): { html: string; text: string } {
  const body = blocks
    .map((block) => {
      if (block.kind === 'p')
        return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2a28">${escapeHtml(block.text)}</p>`;
      if (block.kind === 'code')
        return `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;color:#1b3d38;font-family:Menlo,Consolas,monospace">${escapeHtml(block.text)}</p>`;
      return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 8px 6px 0;border-bottom:1px solid #c6d8ce;color:#3b5e53;font-size:14px">${escapeHtml(label)}</td><td style="padding:6px 0;border-bottom:1px solid #c6d8ce;font-size:15px;color:#1f2a28">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#fbf8f2;font-family:Georgia,'Times New Roman',serif">
<table role="presentation" style="width:100%;border-collapse:collapse;background:#fbf8f2"><tr><td style="padding:24px 12px">
<table role="presentation" style="max-width:560px;width:100%;margin:0 auto;border-collapse:collapse;background:#ffffff;border-radius:8px">
<tr><td style="background:#1b3d38;color:#ffffff;padding:20px 24px;font-size:20px;border-radius:8px 8px 0 0">${escapeHtml(brand.resortName)}</td></tr>
<tr><td style="padding:28px 24px 12px"><h1 style="margin:0 0 20px;font-size:24px;font-weight:normal;color:#1b3d38">${escapeHtml(heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e3ece7;font-family:Arial,sans-serif;font-size:13px;color:#3b5e53">${escapeHtml(brand.resortName)} · Spa team ${escapeHtml(brand.phone)} · <a href="${escapeHtml(brand.siteUrl)}" style="color:#24514a">${escapeHtml(brand.siteUrl)}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    brand.resortName,
    '',
    heading,
    '',
    ...blocks.map((block) =>
      block.kind === 'rows' ? block.rows.map(([l, v]) => `${l}: ${v}`).join('\n') + '\n' : `${block.text}\n`,
    ),
    '--',
    `${brand.resortName} · Spa team ${brand.phone} · ${brand.siteUrl}`,
  ].join('\n');
  return { html, text };
}

export type CodePurpose = 'registration' | 'migration' | 'password_reset' | 'email_change';

const CODE_WORDS: Record<CodePurpose, { subject: string; intro: string }> = {
  registration: {
    subject: 'Your code to create an account',
    intro: 'Use this code to confirm your email address and create your account.',
  },
  migration: {
    subject: 'Your code to set up your new account',
    intro:
      'We have moved to a new booking system. Use this code to confirm your email address and set a password for your account.',
  },
  password_reset: {
    subject: 'Your password reset code',
    intro: 'Use this code to reset your password.',
  },
  email_change: {
    subject: 'Your code to change your email address',
    intro: 'Use this code to confirm this as the new email address of your account.',
  },
};

export function oneTimeCodeMail(brand: Brand, purpose: CodePurpose, code: string): Rendered {
  const words = CODE_WORDS[purpose];
  const { html, text } = layout(brand, words.subject, [
    { kind: 'p', text: words.intro },
    { kind: 'code', text: code },
    { kind: 'p', text: 'The code works once and expires in 10 minutes.' },
    { kind: 'p', text: 'If you did not ask for it, you can ignore this email.' },
  ]);
  return { subject: `${words.subject}: ${code}`, html, text };
}

export function accountCreatedMail(
  brand: Brand,
  firstName: string,
  account: { hasPassword: boolean },
): Rendered {
  const { html, text } = layout(brand, 'Your account has been created', [
    { kind: 'p', text: `Dear ${firstName},` },
    {
      kind: 'p',
      text: 'Welcome. With your account you can see all your bookings in one place, amend a booking and upgrade a stay.',
    },
    account.hasPassword
      ? { kind: 'p', text: `Sign in at ${brand.publicOrigin}/account/#/login` }
      : {
          kind: 'p',
          text: `To sign in, first set your password at ${brand.publicOrigin}/account/#/password-reset?set=true`,
        },
  ]);
  return { subject: `Welcome to ${brand.resortName}`, html, text };
}

export function alreadyRegisteredMail(brand: Brand): Rendered {
  const { html, text } = layout(brand, 'You already have an account', [
    { kind: 'p', text: 'Someone, probably you, tried to create an account with this email address.' },
    {
      kind: 'p',
      text: `You already have one. Sign in at ${brand.publicOrigin}/account/#/login, or reset your password at ${brand.publicOrigin}/account/#/password-reset.`,
    },
  ]);
  return { subject: 'You already have an account', html, text };
}

/** A spa booking as the booking issues hand it to the mail module. */
export interface SpaBookingMail {
  confirmationId: string;
  /** YYYY-MM-DD */
  date: string;
  /** The Spa Day package, or null for a treatment booking. */
  packageName: string | null;
  guests: string[];
  /** When each guest (or all together) arrives: the Spa Day's arrival time. */
  arrivals: { guestName: string; startDateTime: string; endDateTime?: string }[];
  /** The display name already says a treatment's minutes ('Swedish Massage (90 mins)'). */
  items: { guestName: string; displayName: string; startDateTime: string; durationMinutes: number }[];
  /** Integer pence. */
  totalPence: number;
  /** The health questionnaire's address (the confirmation carries it; decision 0304). */
  healthFormUrl?: string;
  /** What a gift voucher paid (its code's ending), and the card the rest (decision 0341). */
  voucher?: { codeEnding: string; paidPence: number; cardPence: number } | null;
  /** A promotion's code and what it took off (decision 0430); the card paid the rest. */
  promotion?: { code: string; discountPence: number; cardPence: number } | null;
}

/** The bill's money rows: the total, a promotion's discount, a gift voucher and the card. */
function moneyRows(booking: SpaBookingMail): [string, string][] {
  const { voucher, promotion } = booking;
  const rows: [string, string][] = [['Total', formatPrice(booking.totalPence)]];
  if (promotion) rows.push([`Promotion ${promotion.code}`, `−${formatPrice(promotion.discountPence)}`]);
  if (voucher)
    rows.push([`Paid by gift voucher ending ${voucher.codeEnding}`, formatPrice(voucher.paidPence)]);
  if (voucher || promotion)
    rows.push(['Paid by card', formatPrice(voucher?.cardPence ?? promotion?.cardPence ?? 0)]);
  return rows;
}

/** Makes the plain address `url` a link in the HTML version. */
const linked = (html: string, url: string) =>
  html.replace(escapeHtml(url), `<a href="${escapeHtml(url)}" style="color:#24514a">${escapeHtml(url)}</a>`);

function bookingBlocks(brand: Brand, booking: SpaBookingMail): Block[] {
  return [
    {
      kind: 'rows',
      rows: [
        ['Confirmation number', booking.confirmationId],
        ['Date', formatLongDate(booking.date)],
        ['Guests', String(booking.guests.length)],
        ...(booking.packageName ? ([['Spa package', booking.packageName]] as [string, string][]) : []),
      ],
    },
    {
      kind: 'rows',
      rows: [
        ...booking.arrivals.map(
          (arrival) =>
            [
              `${formatTime(arrival.startDateTime, brand.timeZone)} ${arrival.guestName}`,
              'Arrival at the spa',
            ] as [string, string],
        ),
        ...booking.items.map((item) => {
          const end = new Date(Date.parse(item.startDateTime) + item.durationMinutes * 60_000).toISOString();
          const times = `${formatTime(item.startDateTime, brand.timeZone)}–${formatTime(end, brand.timeZone)}`;
          return [`${times} ${item.guestName}`, item.displayName] as [string, string];
        }),
      ],
    },
    {
      kind: 'rows',
      rows: moneyRows(booking),
    },
    { kind: 'p', text: 'Please arrive 15 minutes before your Spa Day or treatment.' },
    {
      kind: 'p',
      text: `${SPA_CANCELLATION_POLICY} To cancel, sign in at ${brand.publicOrigin}/account/#/bookings/spa or call the spa on ${brand.phone}.`,
    },
  ];
}

export function spaBookingConfirmationMail(brand: Brand, booking: SpaBookingMail): Rendered {
  const url = booking.healthFormUrl;
  const { html, text } = layout(brand, 'Your spa experience is booked!', [
    { kind: 'p', text: 'Thank you for your booking. Here are the details.' },
    ...bookingBlocks(brand, booking),
    ...(url
      ? ([
          {
            kind: 'p',
            text: `Before your visit, please tell us about your health (two minutes for each guest), so that your therapist can make your treatments safe for you: ${url}`,
          },
        ] as Block[])
      : []),
  ]);
  return {
    subject: `Your spa booking ${booking.confirmationId}`,
    html: url ? linked(html, url) : html,
    text,
  };
}

export function resendConfirmationMail(brand: Brand, booking: SpaBookingMail): Rendered {
  const { html, text } = layout(brand, 'Your booking confirmation', [
    { kind: 'p', text: 'Here is a copy of your booking confirmation, as requested.' },
    ...bookingBlocks(brand, booking),
  ]);
  return { subject: `Your spa booking ${booking.confirmationId} (copy)`, html, text };
}

/** The spa team changed (moved or cancelled part of) a booking: the booking as it now stands. */
export function bookingChangedMail(brand: Brand, booking: SpaBookingMail, change: string): Rendered {
  const { html, text } = layout(brand, 'Your spa booking has changed', [
    { kind: 'p', text: `${change} Here are your booking's details as they now stand.` },
    ...bookingBlocks(brand, booking),
  ]);
  return { subject: `Your spa booking ${booking.confirmationId} has changed`, html, text };
}

/** The health questionnaire's link (issue 22): sent by the spa team, or as the reminder 48 hours before. */
export function healthFormMail(
  brand: Brand,
  form: { confirmationId: string; date: string; url: string; reminder: boolean },
): Rendered {
  const when = formatLongDate(form.date);
  const { html, text } = layout(brand, 'Your health questionnaire', [
    {
      kind: 'p',
      text: form.reminder
        ? `Your spa visit on ${when} is nearly here. Please tell us about your health before you come, so that your therapist can make your treatments safe for you.`
        : `Before your spa visit on ${when}, please tell us about your health, so that your therapist can make your treatments safe for you.`,
    },
    {
      kind: 'p',
      text: `It takes two minutes, for each guest of booking ${form.confirmationId}: ${form.url}`,
    },
  ]);
  return {
    subject: `Your health questionnaire for spa booking ${form.confirmationId}`,
    html: linked(html, form.url),
    text,
  };
}

/** Money moved on a spa booking after it was made (a fee to the kept card, a goodwill refund): the receipt. */
export interface SpaMoneyMail {
  confirmationId: string;
  heading: string;
  explanation: string;
  rows: [string, string][];
}

export function spaMoneyMail(brand: Brand, money: SpaMoneyMail): Rendered {
  const { html, text } = layout(brand, money.heading, [
    { kind: 'p', text: money.explanation },
    { kind: 'rows', rows: [['Booking', money.confirmationId], ...money.rows] },
    { kind: 'p', text: `Questions? Please call the spa team on ${brand.phone}.` },
  ]);
  return { subject: `${money.heading}: spa booking ${money.confirmationId}`, html, text };
}

/** A booking cancelled (by the spa team or the guest), and what is refunded. */
export function bookingCancelledMail(brand: Brand, confirmationId: string, refundText: string): Rendered {
  const { html, text } = layout(brand, 'Your spa booking is cancelled', [
    { kind: 'p', text: `Your spa booking ${confirmationId} has been cancelled.` },
    { kind: 'p', text: refundText },
  ]);
  return { subject: `Your spa booking ${confirmationId} is cancelled`, html, text };
}

/** A payment link for a booking's balance (issue 22): the guest pays it once, on the provider's page. */
export function paymentLinkMail(
  brand: Brand,
  link: { confirmationId: string; amountPence: number; url: string; expiresAt: Date; guarantee?: boolean },
): Rendered {
  const until = formatLongDate(calendarDay(link.expiresAt, brand.timeZone));
  const heading = link.guarantee ? 'Keep a card for your spa booking' : 'Pay for your spa booking';
  const { html, text } = layout(
    brand,
    heading,
    link.guarantee
      ? [
          {
            kind: 'p',
            text: `Thank you for booking with us. To guarantee booking ${link.confirmationId}, please let us keep a card for our cancellation policy. Nothing is charged now: you pay when you arrive.`,
          },
          { kind: 'p', text: keptCardConsent(brand.resortName) },
          {
            kind: 'p',
            text: `Enter your card securely here (the link works once, until ${until}): ${link.url}`,
          },
        ]
      : [
          {
            kind: 'p',
            text: `Thank you for booking with us. ${formatPrice(link.amountPence)} is still to pay for booking ${link.confirmationId}.`,
          },
          { kind: 'p', text: `Pay securely by card here (the link works once, until ${until}): ${link.url}` },
          { kind: 'p', text: `If you would rather pay when you arrive, call us on ${brand.phone}.` },
        ],
  );
  return {
    subject: `${heading} ${link.confirmationId}`,
    html: html.replace(
      escapeHtml(link.url),
      `<a href="${escapeHtml(link.url)}" style="color:#24514a">${escapeHtml(link.url)}</a>`,
    ),
    text,
  };
}

/** A payment taken for a spa booking (at the desk, to the room or through a link), with what is left to pay. */
export function paymentReceivedMail(
  brand: Brand,
  receipt: { confirmationId: string; amountPence: number; how: string; balancePence: number },
): Rendered {
  const { html, text } = layout(brand, 'Payment received', [
    {
      kind: 'p',
      text: `We have received ${formatPrice(receipt.amountPence)} ${receipt.how} for spa booking ${receipt.confirmationId}.`,
    },
    {
      kind: 'p',
      text:
        receipt.balancePence > 0
          ? `${formatPrice(receipt.balancePence)} is still to pay.`
          : 'Your booking is paid in full.',
    },
  ]);
  return { subject: `Payment received for spa booking ${receipt.confirmationId}`, html, text };
}

export function sendToFriendMail(brand: Brand, booking: SpaBookingMail, fromName: string): Rendered {
  const { html, text } = layout(brand, `${fromName} has shared a spa booking with you`, [
    {
      kind: 'p',
      text: `${fromName} is looking forward to the spa at ${brand.resortName} and wanted you to have the details.`,
    },
    ...bookingBlocks(brand, booking),
  ]);
  return { subject: `${fromName} has shared a spa booking with you`, html, text };
}

/** A stay at the hotel, as the account area re-sends it. */
export interface StayMail {
  hotelName: string;
  confirmationNumber: string;
  arrival: string;
  departure: string;
  rooms: { label: string; detail: string }[];
  total: string;
  /** Each room's cancellation policy, as its terms word it ('Room 1: Flexible rate: …'). */
  policies: string[];
  /** Set for a stay just booked ('Book Again'): what happened on the card. Else the mail is a copy. */
  booked?: { payment: string };
}

/** The account area's 'Resend confirmation' of a stay (account-area §2). */
export function stayConfirmationMail(brand: Brand, stay: StayMail): Rendered {
  const { html, text } = layout(brand, 'Your stay confirmation', [
    {
      kind: 'p',
      text: stay.booked
        ? `Thank you for booking your stay at ${stay.hotelName}.`
        : `Here is a copy of your booking at ${stay.hotelName}, as requested.`,
    },
    {
      kind: 'rows',
      rows: [
        ['Confirmation number', stay.confirmationNumber],
        ['Arrival', stay.arrival],
        ['Departure', stay.departure],
      ],
    },
    { kind: 'rows', rows: stay.rooms.map((room): [string, string] => [room.label, room.detail]) },
    { kind: 'rows', rows: [['Total', stay.total]] },
    ...(stay.booked ? [{ kind: 'p' as const, text: stay.booked.payment }] : []),
    ...stay.policies.map((policy) => ({ kind: 'p' as const, text: policy })),
    { kind: 'p', text: `To change your stay, sign in at ${brand.publicOrigin}/account/#/bookings/stay` },
  ]);
  const subject = stay.booked
    ? `Your stay ${stay.confirmationNumber} is confirmed`
    : `Your stay ${stay.confirmationNumber} (copy)`;
  return { subject, html, text };
}

export interface StayCancellationMail {
  hotelName: string;
  confirmationNumber: string;
  /** The rooms cancelled now: 'Room 2: Superior King, 12th March 2027 to 14th March 2027'. */
  cancelled: string[];
  /** Whether rooms of the booking remain. */
  roomsRemain: boolean;
  /** What is (not) refunded, from each room's rate. */
  refund: string;
}

/** Sent in the cancel's transaction (account-area §2 'Cancel Booking', decision 153). */
export function stayCancellationMail(brand: Brand, stay: StayCancellationMail): Rendered {
  const { html, text } = layout(brand, 'Your cancellation', [
    {
      kind: 'p',
      text: `We have cancelled ${stay.cancelled.length === 1 ? 'a room' : `${stay.cancelled.length} rooms`} of your booking ${stay.confirmationNumber} at ${stay.hotelName}.`,
    },
    { kind: 'rows', rows: stay.cancelled.map((room, i): [string, string] => [`Cancelled ${i + 1}`, room]) },
    { kind: 'p', text: stay.refund },
    {
      kind: 'p',
      text: stay.roomsRemain
        ? `The other rooms of your booking are unchanged: see them at ${brand.publicOrigin}/account/#/bookings/stay/${stay.confirmationNumber}`
        : 'No rooms of this booking remain.',
    },
  ]);
  return { subject: `Cancellation of your stay ${stay.confirmationNumber}`, html, text };
}

/** A change to a stay that moved money (an add-on, an amendment): the receipt (issue 21). */
export interface StayChangeMail {
  hotelName: string;
  confirmationNumber: string;
  /** What changed, in words: 'Champagne ×2 added to room 1'. */
  change: string;
  /** '+£70.00' or '−£40.00'. */
  amount: string;
  /** How the amount is taken or given back. */
  howPaid: string;
  /** The stay's new total and what remains to pay. */
  total: string;
  balance: string;
}

export function stayChangeMail(brand: Brand, stay: StayChangeMail): Rendered {
  const { html, text } = layout(brand, 'Your booking has changed', [
    { kind: 'p', text: `We have changed your booking ${stay.confirmationNumber} at ${stay.hotelName}.` },
    {
      kind: 'rows',
      rows: [
        ['Change', stay.change],
        ['Amount', stay.amount],
        ['New total', stay.total],
        ['Still to pay', stay.balance],
      ],
    },
    { kind: 'p', text: stay.howPaid },
    {
      kind: 'p',
      text: `See your stay at ${brand.publicOrigin}/account/#/bookings/stay/${stay.confirmationNumber}`,
    },
  ]);
  return { subject: `Receipt: your stay ${stay.confirmationNumber} has changed`, html, text };
}

/** A time freed for a guest on the waiting list, held for them until `until` (decision 0285). */
export interface WaitingOfferMail {
  name: string;
  /** e.g. 'Tuesday 8 December 2026' */
  day: string;
  /** Each treatment: 'Guest 1: 10:30 Swedish Massage'. */
  times: string[];
  /** Local time the hold lapses, 'HH:mm'. */
  until: string;
  link: string;
}

export function waitingOfferMail(brand: Brand, offer: WaitingOfferMail): Rendered {
  const heading = 'A time has become free for you';
  const { html, text } = layout(brand, heading, [
    { kind: 'p', text: `Dear ${offer.name},` },
    {
      kind: 'p',
      text: `You asked us to tell you when a time became free on ${offer.day}. One has, and we are holding it for you until ${offer.until}.`,
    },
    { kind: 'rows', rows: offer.times.map((t, i) => [`Treatment ${i + 1}`, t]) },
    { kind: 'p', text: `To book it, go straight to payment: ${offer.link}` },
    {
      kind: 'p',
      text: `If you do not book it by ${offer.until}, we offer it to the next guest waiting. To talk to us, call the spa team on ${brand.phone}.`,
    },
  ]);
  return { subject: `${heading} on ${offer.day}`, html, text };
}

/** A gift voucher bought online (issue 23, decision 0400): what the buyer's receipt and the voucher's e-mail say. */
export interface GiftVoucherMail {
  buyerName: string;
  recipientName: string;
  /** "£200", or "Spa Day with Lunch for 2 guests". */
  value: string;
  pricePence: number;
  /** How it was paid: "by card (•••• 4242)". */
  how: string;
  /** Where and when the voucher goes: "to sam@example.com on Fri 27th November 2026". */
  delivery: string;
  codeEnding: string;
  /** Written out: "Sun 26th November 2028". */
  expires: string;
  message: string;
  /** The code in full: only in the voucher's own e-mail. */
  code: string;
  /** True when the buyer gets the voucher to hand over. */
  toBuyer: boolean;
}

export function giftVoucherReceiptMail(brand: Brand, voucher: GiftVoucherMail): Rendered {
  const { html, text } = layout(brand, 'Thank you for your gift voucher', [
    {
      kind: 'p',
      text: `We have received ${formatPrice(voucher.pricePence)} ${voucher.how} for a gift voucher for ${voucher.recipientName}.`,
    },
    {
      kind: 'rows',
      rows: [
        ['Voucher', voucher.value],
        ['Code ending', voucher.codeEnding],
        ['Valid until', voucher.expires],
        ['Sent', voucher.delivery],
      ],
    },
    {
      kind: 'p',
      text: `The voucher, with its code and a printable PDF, is e-mailed ${voucher.delivery}. Questions? Call the spa on ${brand.phone}.`,
    },
  ]);
  return { subject: `Your receipt: gift voucher for ${voucher.recipientName}`, html, text };
}

/** A gift voucher bought online, refunded to the buyer's card unspent (decision 0435). */
export interface GiftVoucherRefundMail {
  recipientName: string;
  pricePence: number;
  /** "by card (•••• 4242)". */
  how: string;
  codeEnding: string;
}

export function giftVoucherRefundMail(brand: Brand, refund: GiftVoucherRefundMail): Rendered {
  const { html, text } = layout(brand, 'Your gift voucher is refunded', [
    {
      kind: 'p',
      text: `We are giving back ${formatPrice(refund.pricePence)} ${refund.how}, the price of the gift voucher for ${refund.recipientName}. Your bank may take up to 10 days to show it.`,
    },
    {
      kind: 'rows',
      rows: [
        ['Code ending', refund.codeEnding],
        ['Refunded', formatPrice(refund.pricePence)],
      ],
    },
    {
      kind: 'p',
      text: `The voucher can no longer be used. Questions? Call the spa on ${brand.phone}.`,
    },
  ]);
  return { subject: `Refund: gift voucher for ${refund.recipientName}`, html, text };
}

export function giftVoucherMail(brand: Brand, voucher: GiftVoucherMail): Rendered {
  const intro = voucher.toBuyer
    ? `Here is the gift voucher you bought for ${voucher.recipientName}, to hand over: the PDF attached prints on one page.`
    : `${voucher.buyerName} has sent you a gift voucher for the spa at ${brand.resortName}.`;
  const { html, text } = layout(brand, `A gift voucher for ${voucher.recipientName}`, [
    { kind: 'p', text: intro },
    ...(voucher.message ? [{ kind: 'p' as const, text: `“${voucher.message}”` }] : []),
    {
      kind: 'rows',
      rows: [
        ['Voucher', voucher.value],
        ['Valid until', voucher.expires],
      ],
    },
    { kind: 'p', text: 'Your code' },
    { kind: 'code', text: voucher.code },
    {
      kind: 'p',
      text: `To use it, book at ${brand.publicOrigin}/booking/ and type the code in the Code box, or call the spa on ${brand.phone}. Keep the code private: it is worth money.`,
    },
  ]);
  return { subject: `A gift voucher for ${voucher.recipientName} from ${brand.resortName}`, html, text };
}
