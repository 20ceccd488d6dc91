import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/lib/sql';
import { holdTreatmentsBody, planTreatmentSpaDay } from './helpers/spa-journey';
import { confirmedSpaDay, newStaff, staffHeaders, tuesdayAhead } from './helpers/staff';
import { createTestApp, demoResort, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

interface Item {
  ClaimId: number;
  Start: string;
  StaffId: string | null;
  Movable: boolean;
  DisplayName: string;
}

describe(`moves on a guest's behalf (${TEST_DB})`, () => {
  let t: TestApp;
  const catalogue = demoResort();
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const detail = async (id: string, headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${id}`, headers })).json<{
      Items: Item[];
    }>();
  const move = (id: string, headers: Record<string, string>, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/staff/bookings/${id}/move`, headers, payload: body });
  const skillOf = (code: string) =>
    catalogue.Treatments.find((tr) => tr.Durations.some((d) => d.Code === code))!.Skill;

  /** The booking's treatment, its activity code and the therapists qualified for it, other than its own. */
  async function treatmentOf(id: string, headers: Record<string, string>) {
    const item = (await detail(id, headers)).Items.find((i) => i.Movable)!;
    const [claim] = await queryRows<{ activity_code: string }>(
      t.db.database.db,
      sql`SELECT activity_code FROM appointment_claims WHERE id = ${item.ClaimId}`,
    );
    const skill = skillOf(claim!.activity_code);
    const others = catalogue.Therapists.filter((th) => th.StaffId !== item.StaffId);
    return {
      item,
      qualified: others.filter((th) => th.Skills.includes(skill)).map((th) => th.StaffId),
      unqualified: others.filter((th) => !th.Skills.includes(skill)).map((th) => th.StaffId),
    };
  }

  it('moves a treatment to another free, qualified therapist; audits it and e-mails the guest', async () => {
    const booked = await confirmedSpaDay(t, tuesdayAhead(15));
    const headers = await staffHeaders(t.app, await newStaff(t, 'reception'));
    const { item, qualified, unqualified } = await treatmentOf(booked.id, headers);

    if (unqualified[0]) {
      const refused = await move(booked.id, headers, {
        ClaimId: item.ClaimId,
        StartTime: item.Start,
        StaffId: unqualified[0],
      });
      expect(refused.statusCode, refused.body).toBe(409);
    }
    let moved;
    for (const staffId of qualified) {
      moved = await move(booked.id, headers, {
        ClaimId: item.ClaimId,
        StartTime: item.Start,
        StaffId: staffId,
      });
      if (moved.statusCode === 200) break;
    }
    if (!moved) throw new Error('no qualified therapist to try');
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json<{ Items: Item[] }>().Items.find((i) => i.Movable)!;
    expect(after.StaffId).not.toBe(item.StaffId);
    expect(after.Start).toBe(item.Start);

    const audit = await queryRows<{
      action: string;
      before: { staffId: string };
      after: { staffId: string };
    }>(
      t.db.database.db,
      sql`SELECT action, before, after FROM staff_audit_log WHERE subject = ${`booking:${booked.id}`}`,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'booking.move',
        before: expect.objectContaining({ staffId: item.StaffId }),
      }),
    ]);
    const mails = await queryRows<{ subject: string; text_body: string }>(
      t.db.database.db,
      sql`SELECT subject, text_body FROM mail_outbox WHERE to_address = ${booked.email} ORDER BY id`,
    );
    expect(mails.at(-1)!.subject).toBe(`Your spa booking ${booked.confirmationId} has changed`);
    const name = catalogue.Therapists.find((th) => th.StaffId === after.StaffId)!.DisplayName;
    expect(mails.at(-1)!.text_body).toContain(`${after.Start.slice(11, 16)} with ${name}`);
  });

  it("offers the free, qualified choices nearest first, never another booking's therapist at its time; one is moved to as offered", async () => {
    const first = await confirmedSpaDay(t, tuesdayAhead(23));
    const second = await confirmedSpaDay(t, tuesdayAhead(23));
    const headers = await staffHeaders(t.app, await newStaff(t, 'reception'));
    const a = (await detail(first.id, headers)).Items.find((i) => i.Movable)!;
    const { item: b, unqualified } = await treatmentOf(second.id, headers);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/staff/bookings/${second.id}/move-choices?claimId=${b.ClaimId}`,
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const choices = answer.json<{
      Choices: { StartTime: string; StaffId: string; RoomId: string; StaffName: string }[];
    }>().Choices;
    expect(choices.length).toBeGreaterThan(0);
    const distance = (c: { StartTime: string }) => Math.abs(Date.parse(c.StartTime) - Date.parse(b.Start));
    expect(choices.map(distance)).toEqual(choices.map(distance).sort((x, y) => x - y));
    for (const c of choices) {
      expect(unqualified).not.toContain(c.StaffId);
      expect(c.StartTime === b.Start && c.StaffId === b.StaffId).toBe(false);
      // The first booking's therapist at the first booking's time is taken.
      expect(c.StaffId === a.StaffId && Date.parse(c.StartTime) === Date.parse(a.Start)).toBe(false);
    }

    const chosen = choices[0]!;
    const moved = await move(second.id, headers, {
      ClaimId: b.ClaimId,
      StartTime: chosen.StartTime,
      StaffId: chosen.StaffId,
      RoomId: chosen.RoomId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json<{ Items: Item[] }>().Items.find((i) => i.Movable)!;
    expect(Date.parse(after.Start)).toBe(Date.parse(chosen.StartTime));
    expect(after.StaffId).toBe(chosen.StaffId);
  });

  it('answers the move choices only to the spa team, and 400/404 for what is not a treatment of the booking', async () => {
    const booked = await confirmedSpaDay(t, tuesdayAhead(24));
    const headers = await staffHeaders(t.app, await newStaff(t, 'reception'));
    const url = (claim: string) => `/api/staff/bookings/${booked.id}/move-choices?claimId=${claim}`;
    expect((await t.app.inject({ method: 'GET', url: url('1') })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: url('x'), headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toContain('claimId');
    expect((await t.app.inject({ method: 'GET', url: url('999999999'), headers })).statusCode).toBe(404);
  });

  it('refuses a move onto a therapist another booking has (409), and the diary keeps one claim each', async () => {
    const first = await confirmedSpaDay(t, tuesdayAhead(22));
    const second = await confirmedSpaDay(t, tuesdayAhead(22));
    const headers = await staffHeaders(t.app, await newStaff(t, 'reception'));
    const a = (await detail(first.id, headers)).Items.find((i) => i.Movable)!;
    const b = (await detail(second.id, headers)).Items.find((i) => i.Movable)!;
    // Both booked the first offered time: the second got another therapist at the same time.
    expect(b.Start).toBe(a.Start);
    const refused = await move(second.id, headers, {
      ClaimId: b.ClaimId,
      StartTime: b.Start,
      StaffId: a.StaffId,
    });
    expect(refused.statusCode, refused.body).toBe(409);
  });

  it("races a move against a guest's hold of the same therapist and time: one wins, no overlap", async () => {
    const booked = await confirmedSpaDay(t, tuesdayAhead(29));
    const headers = await staffHeaders(t.app, await newStaff(t, 'reception'));
    const { item } = await treatmentOf(booked.id, headers);
    // A guest choosing the same time now is offered another therapist: that is the one both want.
    const guest = await planTreatmentSpaDay(t.app, {
      guests: 1,
      date: booked.plan.date,
      premierId: 'ELM-ESCAPE',
    });
    const wanted = guest.slots[0]!.TreatmentTimes[0]!;
    expect(wanted.StartTime).toBe(item.Start);
    expect(wanted.StaffId).not.toBe(item.StaffId);

    const [hold, moved] = await Promise.all([
      t.app.inject({
        method: 'PUT',
        url: `/api/session/${guest.sessionId}/holds/treatments`,
        payload: holdTreatmentsBody(guest, 1),
      }),
      move(booked.id, headers, { ClaimId: item.ClaimId, StartTime: item.Start, StaffId: wanted.StaffId }),
    ]);
    expect(hold.statusCode, hold.body).toBe(200);
    const claims = await queryRows<{ session_id: string; staff_id: string }>(
      t.db.database.db,
      sql`SELECT session_id, staff_id FROM appointment_claims
          WHERE staff_id = ${wanted.StaffId} AND lower(during) = ${item.Start}::timestamptz
            AND (expires_at IS NULL OR expires_at > now())`,
    );
    expect(claims).toHaveLength(1);
    if (moved.statusCode === 200) expect(claims[0]!.session_id).toBe(booked.plan.sessionId);
    else {
      expect(moved.statusCode, moved.body).toBe(409);
      expect(claims[0]!.session_id).toBe(guest.sessionId);
    }
  });

  it('resends the confirmation with an audit row', async () => {
    const booked = await confirmedSpaDay(t, tuesdayAhead(36));
    const headers = await staffHeaders(t.app, await newStaff(t, 'reception'));
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${booked.id}/resend`,
      headers,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().Emails[0].Subject).toBe(`Your spa booking ${booked.confirmationId} (copy)`);
  });

  it('marks a therapist away (managers only): the booking it strands is listed, and re-homed in one move', async () => {
    const booked = await confirmedSpaDay(t, tuesdayAhead(43));
    const reception = await staffHeaders(t.app, await newStaff(t, 'reception'));
    const manager = await staffHeaders(t.app, await newStaff(t, 'spa_manager'));
    const { item } = await treatmentOf(booked.id, reception);
    const absence = {
      StaffId: item.StaffId,
      Date: booked.plan.date,
      From: '06:00',
      To: '22:00',
      Reason: 'sickness',
    };

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/staff/absences',
      headers: reception,
      payload: absence,
    });
    expect(refused.statusCode).toBe(403);
    const badTimes = await t.app.inject({
      method: 'POST',
      url: '/api/staff/absences',
      headers: manager,
      payload: { ...absence, To: '05:00' },
    });
    expect(badTimes.statusCode).toBe(400);
    expect(badTimes.json().errors[0].field).toBe('body.To');

    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/staff/absences',
      headers: manager,
      payload: absence,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().Stranded).toEqual([
      expect.objectContaining({ BookingId: booked.id, ClaimId: item.ClaimId, StaffId: item.StaffId }),
    ]);
    const audit = await queryRows<{ action: string }>(
      t.db.database.db,
      sql`SELECT action FROM staff_audit_log WHERE subject = ${`therapist:${item.StaffId}`}`,
    );
    expect(audit.map((a) => a.action)).toContain('therapist.absent');

    // One click: the same time, any free qualified therapist (the engine's choice).
    const rehomed = await move(booked.id, reception, { ClaimId: item.ClaimId, StartTime: item.Start });
    expect(rehomed.statusCode, rehomed.body).toBe(200);
    const after = (rehomed.json().Items as Item[]).find((i) => i.Movable)!;
    expect(after.StaffId).not.toBe(item.StaffId);
    expect(after.Start).toBe(item.Start);
    const stranded = await t.app.inject({
      method: 'GET',
      url: `/api/staff/stranded?date=${booked.plan.date}`,
      headers: reception,
    });
    expect(stranded.json().Stranded.map((s: { BookingId: string }) => s.BookingId)).not.toContain(booked.id);
  });
});
