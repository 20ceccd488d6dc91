import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DB } from '../helpers/test-database';
import { createTestAppWithInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import { uniqueEmail } from '../helpers/accounts';
import { buildCalendar, escapeText, foldLine } from '../../src/modules/mail/ics';
import {
  mailSettled,
  sendGiftVoucher,
  sendResendConfirmation,
  sendSpaBookingConfirmation,
  sendToFriend,
} from '../../src/modules/mail';
import { detachedSettled } from '../../src/lib/detached';
import { queryRows, sql } from '../../src/lib/sql';
import { SECRET_NOT_KEPT } from '../../src/modules/mail/mail.repository';
import type { SpaBookingMail } from '../../src/modules/mail/mail.templates';

const booking: SpaBookingMail = {
  confirmationId: 'ELM-7F3K2Q',
  date: '2026-03-29',
  packageName: 'Elmstead Retreat; with lunch, and more',
  guests: ['Ada Lovelace', 'Grace Hopper'],
  arrivals: [
    {
      guestName: 'All guests',
      startDateTime: '2026-03-29T09:30:00+01:00',
      endDateTime: '2026-03-29T10:00:00+01:00',
    },
  ],
  items: [
    {
      guestName: 'Ada Lovelace',
      displayName: 'Hot Stone Massage (60 mins)',
      startDateTime: '2026-03-29T10:00:00+01:00',
      durationMinutes: 60,
    },
    {
      guestName: 'Grace Hopper',
      displayName: 'Facial',
      startDateTime: '2026-03-29T11:15:00+01:00',
      durationMinutes: 45,
    },
  ],
  totalPence: 25950,
};

describe(`mail through SMTP (${TEST_DB})`, () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => ({ t, inbox } = await createTestAppWithInbox()));
  afterAll(() => t.close());

  it('sends the spa booking confirmation with the times as an .ics attachment', async () => {
    const to = uniqueEmail('booker');
    await sendSpaBookingConfirmation(t.app.deps, to, booking);
    const mail = await inbox.waitFor(to, /ELM-7F3K2Q/);
    expect(mail.from?.text).toContain('Elmstead Hall');
    expect(mail.text).toMatch(/10:00–11:00 Ada Lovelace: Hot Stone Massage \(60 mins\)\n/);
    expect(mail.text).not.toMatch(/mins\) \(/); // the minutes once, not twice
    expect(mail.text).toMatch(/09:30 All guests: Arrival at the spa/);
    expect(mail.text).toContain('£259.50');
    expect(mail.text).toContain('29th March 2026');
    expect(mail.html).toContain('Your spa experience is booked!');
    expect(mail.html).not.toContain('<script');
    const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'))!;
    expect(ics.contentType).toBe('text/calendar');
    const calendar = ics.content.toString('utf8');
    expect(calendar).toContain('DTSTART:20260329T090000Z');
    expect(calendar).toContain('DTEND:20260329T100000Z');
    expect(calendar).toContain('UID:ELM-7F3K2Q-1@localhost');
    // The Spa Day's calendar starts at the arrival, not at the first treatment.
    expect(calendar).toMatch(
      /DTSTART:20260329T083000Z\r\nDTEND:20260329T090000Z\r\nSUMMARY:Arrival at the spa \(All guests\)/,
    );
    expect(calendar.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('sends the resend-confirmation copy and the send-to-a-friend message', async () => {
    const me = uniqueEmail('me');
    const friend = uniqueEmail('friend');
    await sendResendConfirmation(t.app.deps, me, booking);
    await sendToFriend(t.app.deps, friend, booking, 'Ada');
    expect((await inbox.waitFor(me, /copy/)).text).toContain('ELM-7F3K2Q');
    const shared = await inbox.waitFor(friend, /Ada has shared/);
    expect(shared.attachments).toHaveLength(1);
  });

  it('escapes what the guest typed', async () => {
    const to = uniqueEmail('escape');
    await sendToFriend(t.app.deps, to, booking, '<b>Eve</b> & "co"');
    const mail = await inbox.waitFor(to, /shared/);
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;');
  });

  it("does not keep a gift voucher's code or PDF once the SMTP server has taken it", async () => {
    const to = uniqueEmail('voucher');
    const code = 'GIFT-KEPT-NOWH-ERE1';
    const voucher = {
      buyerName: 'Ada Lovelace',
      recipientName: 'Grace Hopper',
      value: '£50',
      pricePence: 5_000,
      how: 'by card (•••• 4242)',
      delivery: `to ${to} today`,
      codeEnding: 'ERE1',
      expires: 'Sun 26th November 2028',
      message: '',
      code,
      toBuyer: false,
    };
    const pdf = { filename: 'gift-voucher.pdf', content: new TextEncoder().encode('%PDF-1.7 stand-in') };
    await sendGiftVoucher(t.app.deps, to, voucher, pdf, new Date());
    const delivered = await inbox.waitFor(to, /gift voucher/i);
    expect(delivered.text).toContain(code);
    expect(delivered.attachments).toHaveLength(1);
    await mailSettled(t.app.deps);
    const [row] = await queryRows<{
      subject: string;
      text_body: string;
      html_body: string;
      attachments: unknown;
    }>(
      t.db.database.db,
      sql`SELECT subject, text_body, html_body, attachments FROM mail_outbox WHERE to_address = ${to}`,
    );
    expect(row).toMatchObject({ text_body: SECRET_NOT_KEPT, html_body: SECRET_NOT_KEPT, attachments: [] });
    expect(row!.subject).toMatch(/gift voucher/i); // what was sent, and when, stays for the spa team
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('keeps a message without a secret once sent (the booking confirmation)', async () => {
    const to = uniqueEmail('kept');
    await sendSpaBookingConfirmation(t.app.deps, to, booking);
    await inbox.waitFor(to, /ELM-7F3K2Q/);
    await mailSettled(t.app.deps);
    const [row] = await queryRows<{ text_body: string; status: string }>(
      t.db.database.db,
      sql`SELECT text_body, status FROM mail_outbox WHERE to_address = ${to}`,
    );
    expect(row!.status).toBe('sent');
    expect(row!.text_body).toContain('ELM-7F3K2Q');
  });

  it('has no mailbox page when SMTP is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/mailbox' })).statusCode).toBe(404);
  });
});

describe(`mail without SMTP: the outbox and the local mailbox (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps messages in the outbox and shows them at /mailbox with a script-free policy', async () => {
    const to = uniqueEmail('local');
    await t.app.inject({ method: 'POST', url: '/api/account/verify-email', payload: { emailAddress: to } });
    await detachedSettled(); // the code is made and sent after the answer
    await mailSettled(t.app.deps);
    const list = await t.app.inject({ method: 'GET', url: '/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-security-policy']).toContain("default-src 'none'");
    expect(list.headers['content-security-policy']).not.toContain('script-src');
    expect(list.body).toContain(to);
    const id = /href="\/mailbox\/(\d+)"/.exec(list.body)![1];
    const message = await t.app.inject({ method: 'GET', url: `/mailbox/${id}` });
    expect(message.body).toMatch(/code to create an account: \d{6}/);
    expect(message.body).not.toContain('<script');
    const html = await t.app.inject({ method: 'GET', url: `/mailbox/${id}/html` });
    expect(html.body).toContain('Elmstead Hall');
    expect((await t.app.inject({ method: 'GET', url: '/mailbox/999999' })).statusCode).toBe(404);
  });

  it('serves an attachment of an outbox message', async () => {
    const to = uniqueEmail('ics');
    await sendSpaBookingConfirmation(t.app.deps, to, booking);
    const list = await t.app.inject({ method: 'GET', url: '/mailbox' });
    const id = /href="\/mailbox\/(\d+)"/.exec(list.body)![1];
    const attachment = await t.app.inject({ method: 'GET', url: `/mailbox/${id}/attachments/0` });
    expect(attachment.headers['content-type']).toContain('text/calendar');
    expect(attachment.body).toContain('BEGIN:VCALENDAR');
  });
});

describe('iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and new lines', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('escapes every line break, a lone carriage return included, so no text can start a property', () => {
    expect(escapeText('Ann\rEND:VEVENT')).toBe('Ann\\nEND:VEVENT');
    expect(escapeText('a\r\nb\nc\rd')).toBe('a\\nb\\nc\\nd');
    expect(escapeText('\\;,')).toBe('\\\\\\;\\,');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('writes a calendar with CRLF line ends', () => {
    const calendar = buildCalendar(
      [
        {
          uid: 'x@y',
          start: new Date('2026-01-01T10:00:00Z'),
          end: new Date('2026-01-01T11:00:00Z'),
          summary: 'Swim',
        },
      ],
      { prodId: '-//Test//EN', now: new Date('2025-12-01T00:00:00Z') },
    );
    expect(calendar).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:x@y',
        'DTSTAMP:20251201T000000Z',
        'DTSTART:20260101T100000Z',
        'DTEND:20260101T110000Z',
        'SUMMARY:Swim',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });
});
