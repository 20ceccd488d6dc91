import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@spa/domain';
import { queryRows } from '../src/lib/sql';
import { sweepHealthReminders } from '../src/modules/health-forms';
import { newMember, signIn } from './helpers/accounts';
import { auditRows, confirmedSpaDay, newStaff, staffHeaders } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

const ANSWERS = {
  Conditions: [],
  Pregnant: 'yes',
  PregnancyWeeks: '20',
  Allergies: 'Nuts, almond oil',
  Medication: '',
  Consent: true,
};

/** Issue 22: the guest's health questionnaire, its link and reminder, and the flags the spa team sees. */
describe(`the health questionnaire (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The questionnaire links e-mailed to an address, newest last. */
  const linksTo = async (email: string) =>
    (
      await queryRows<{ text_body: string }>(
        t.db.database.db,
        sql`SELECT text_body FROM mail_outbox WHERE to_address = ${email} AND subject LIKE 'Your health questionnaire%' ORDER BY id`,
      )
    ).map((row) => /#\/health\/([\w.-]+)/.exec(row.text_body)?.[1]);

  it('reception e-mails the link (audited); the guest answers; staff see the flags on the booking and the diary', async () => {
    const booked = await confirmedSpaDay(t, 9);
    const url = `/api/staff/bookings/${booked.id}/health-form`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const member = await signIn(t.app, (await newMember(t.db.database.db)).email);
    expect((await t.app.inject({ method: 'POST', url, headers: member.headers })).statusCode).toBe(403);
    const headers = await staffHeaders(t.app, await newStaff(t, 'reception'));
    const sent = await t.app.inject({ method: 'POST', url, headers });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().Health).toEqual({ Status: 'none', Flags: [] });
    expect((await auditRows(t, `booking:${booked.id}`)).map((r) => r.action)).toEqual([
      'booking.health-form-sent',
    ]);
    const [token] = await linksTo(booked.email);
    expect(token).toMatch(new RegExp(`^${booked.id}\\.`));

    const form = `/api/health-form/${token}`;
    expect((await t.app.inject({ method: 'GET', url: `${form}x` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/health-form/${booked.id}.forged` })).statusCode,
    ).toBe(404);
    const opened = await t.app.inject({ method: 'GET', url: form });
    expect(opened.json()).toEqual({
      ConfirmationId: booked.confirmationId,
      Date: booked.plan.date,
      Guests: [{ Name: 'Guest1 Tester', Answers: null }],
    });

    const put = (payload: object) => t.app.inject({ method: 'PUT', url: form, payload });
    const noConsent = await put({ Guests: [{ ...ANSWERS, Consent: false }] });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors[0].field).toBe('body.Guests.0.Consent');
    const twoGuests = await put({ Guests: [ANSWERS, ANSWERS] });
    expect(twoGuests.statusCode).toBe(400);
    expect(twoGuests.json().errors[0].field).toBe('Guests');
    const answered = await put({ Guests: [ANSWERS] });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().Guests[0].Answers).toMatchObject({ Pregnant: 'yes', PregnancyWeeks: '20' });

    const detail = await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${booked.id}`, headers });
    expect(detail.json().Health).toEqual({
      Status: 'complete',
      Flags: ['Pregnant (20 weeks)', 'Allergy: Nuts, almond oil'],
    });
    const diary = await t.app.inject({
      method: 'GET',
      url: `/api/staff/diary?date=${booked.plan.date}`,
      headers,
    });
    const entries = diary
      .json()
      .Entries.filter((e: { BookingId: string | null }) => e.BookingId === booked.id);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries)
      expect(entry.HealthFlags).toEqual(['Pregnant (20 weeks)', 'Allergy: Nuts, almond oil']);
  });

  it("carries the questionnaire's link in the booking's confirmation e-mail", async () => {
    const booked = await confirmedSpaDay(t, 30); // beyond the reminder test's sweeps
    const [confirmation] = await queryRows<{ text_body: string; html_body: string }>(
      t.db.database.db,
      sql`SELECT text_body, html_body FROM mail_outbox WHERE subject = ${`Your spa booking ${booked.confirmationId}`}`,
    );
    const token = /#\/health\/([\w.-]+)/.exec(confirmation?.text_body ?? '')?.[1];
    expect(token).toMatch(new RegExp(`^${booked.id}\\.`));
    expect(confirmation?.html_body).toContain(`<a href="http://`);
    expect((await t.app.inject({ method: 'GET', url: `/api/health-form/${token}` })).statusCode).toBe(200);
  });

  it('reminds once, 48 hours before, however many sweeps run at once; not a booking already answered', async () => {
    const waiting = await confirmedSpaDay(t, 11);
    const answered = await confirmedSpaDay(t, 11);
    const headers = await staffHeaders(t.app, await newStaff(t, 'reception'));
    await t.app.inject({ method: 'POST', url: `/api/staff/bookings/${answered.id}/health-form`, headers });
    const [token] = await linksTo(answered.email);
    await t.app.inject({ method: 'PUT', url: `/api/health-form/${token}`, payload: { Guests: [ANSWERS] } });

    // Three days before: too early. The day before: due.
    expect(
      await sweepHealthReminders(t.app.deps, new Date(`${addDays(waiting.plan.date, -3)}T09:00:00Z`)),
    ).toBe(0);
    const dayBefore = new Date(`${addDays(waiting.plan.date, -1)}T09:00:00Z`);
    const sweeps = await Promise.all([1, 2, 3].map(() => sweepHealthReminders(t.app.deps, dayBefore)));
    expect(await linksTo(waiting.email)).toHaveLength(1);
    expect(sweeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await sweepHealthReminders(t.app.deps, dayBefore)).toBe(0);
    expect(await linksTo(waiting.email)).toHaveLength(1);
    expect(await linksTo(answered.email)).toHaveLength(1);
  });
});
