import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/lib/sql';
import { sweepWaitingList } from '../src/modules/waiting';
import { detachedSettled } from '../src/lib/detached';
import {
  beginBookingBody,
  beginSession,
  daysAhead,
  recordApprovedPayment,
  type SpaDayPlan,
} from './helpers/spa-journey';
import { auditRows, confirmedSpaDay, newStaff, staffHeaders } from './helpers/staff';
import { newMember, signIn } from './helpers/accounts';
import { createTestApp, demoResortWithMassageTherapists, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/**
 * The waiting list (issue 27 part 3, decision 0285). One massage therapist (TH-01) works
 * that day: once a guest has booked a massage at T, nobody else can have one at T, so
 * guests who want one at T wait until it frees.
 */
describe(`the waiting list (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: demoResortWithMassageTherapists(['TH-01']) });
  });
  afterAll(() => t.close());
  const db = () => t.db.database.db;

  /** A massage Spa Day booked on `days` ahead: its id, date and the local 'HH:mm' of its massage. */
  async function bookedMassage(days: number) {
    const booked = await confirmedSpaDay(t, days);
    const start = booked.plan.slots[0]!.TreatmentTimes[0]!.StartTime;
    return {
      ...booked,
      date: booked.plan.date,
      time: start.slice(11, 16),
      code: booked.plan.activityCodes[0]!,
    };
  }

  /** A guest's session holding the Escape's arrival on `date`, as when they met the full day. */
  async function arrivalHeld(date: string) {
    const sessionId = await beginSession(t.app);
    const packages = (
      await t.app.inject({
        method: 'POST',
        url: '/api/spa/packages',
        payload: { date, numberOfClients: 1, SessionId: sessionId },
      })
    ).json().packages as {
      PremierId: string;
      BandTimes: { BandNumber: number; StartDateTime: string; IsAvailable: boolean }[];
    }[];
    const band = packages.find((p) => p.PremierId === 'ELM-ESCAPE')!.BandTimes.find((b) => b.IsAvailable)!;
    const hold = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${sessionId}/holds/arrival`,
      payload: {
        Date: date,
        PartySize: 1,
        PremierId: 'ELM-ESCAPE',
        BandNumber: band.BandNumber,
        Arrivals: [{ GuestIndex: 0, StartDateTime: band.StartDateTime }],
      },
    });
    expect(hold.statusCode, hold.body).toBe(200);
    return sessionId;
  }

  /** Joins the list for a massage at exactly `time` (the window is that minute). */
  let addresses = 0;
  async function join(
    sessionId: string,
    email: string,
    booked: { code: string; time: string },
    remoteAddress = `192.0.2.${++addresses}`,
  ) {
    const [h, m] = booked.time.split(':').map(Number) as [number, number];
    const to = `${String(h).padStart(2, '0')}:${String(m + 1).padStart(2, '0')}`;
    return t.app.inject({
      method: 'POST',
      url: `/api/session/${sessionId}/waiting-list`,
      remoteAddress,
      payload: {
        Name: 'Ada Waiting',
        Email: email,
        Phone: '+44 7700 900456',
        GuestRequirements: [{ GuestIndex: 0, Activities: [booked.code] }],
        WindowFrom: booked.time,
        WindowTo: to,
      },
    });
  }

  const entries = (day: string) =>
    queryRows<{ email: string; state: string; offer_session_id: string | null }>(
      db(),
      sql`SELECT email, state, offer_session_id FROM waiting_entries WHERE day = ${day} ORDER BY created_at`,
    );

  const heldBy = (sessionId: string) =>
    queryRows<{ staff_id: string; minutes: number }>(
      db(),
      sql`SELECT staff_id, round(extract(epoch FROM (expires_at - now())) / 60)::int AS minutes
          FROM appointment_claims WHERE session_id = ${sessionId}`,
    );

  const cancel = async (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${id}/cancel`,
      headers: await staffHeaders(t.app, await newStaff(t, 'reception')),
    });

  const offerMail = (to: string) =>
    queryRows<{ subject: string; text_body: string }>(
      db(),
      sql`SELECT subject, text_body FROM mail_outbox WHERE to_address = ${to} ORDER BY id`,
    );

  /** Lets an offer's holds run out, as 30 minutes would. */
  async function lapse(sessionId: string) {
    for (const table of ['appointment_claims', 'capacity_claims', 'table_claims'])
      await db().execute(
        sql`UPDATE ${sql.identifier(table)} SET expires_at = now() - interval '1 second' WHERE session_id = ${sessionId}`,
      );
  }

  /** Books an offer's session as the details and payment steps do: begin-booking from what it holds, paid, processed. */
  async function bookOffered(sessionId: string, email: string) {
    const session = (await t.app.inject({ method: 'GET', url: `/api/session/${sessionId}` })).json();
    const it = session.Itinerary as {
      Date: string;
      PremierId: string;
      BandNumber: number;
      Arrivals: { StartDateTime: string; EndDateTime: string }[];
      Treatments: (SpaDayPlan['slots'][number]['TreatmentTimes'][number] & {
        GuestIndex: number;
        Code: string;
      })[];
    };
    const plan: SpaDayPlan = {
      sessionId,
      date: it.Date,
      premierId: it.PremierId,
      bandNumber: it.BandNumber,
      arrival: it.Arrivals[0]!,
      slots: [{ GuestIndex: 0, TreatmentTimes: it.Treatments }],
      activityCodes: it.Treatments.map((tr) => tr.Code),
    };
    const body = beginBookingBody(plan, 1);
    body.clients[0]!.emailAddress = email;
    const begun = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${sessionId}/begin-booking`,
      payload: body,
    });
    expect(begun.statusCode, begun.body).toBe(200);
    await recordApprovedPayment(t.db.database, sessionId, begun.json().Total as number);
    const processed = await t.app.inject({ method: 'POST', url: `/api/spa/${sessionId}/process-booking` });
    expect(processed.statusCode, processed.body).toBe(200);
  }

  it('a cancellation frees the time: the first guest waiting is offered it, held 30 minutes, e-mailed a link to pay', async () => {
    const booked = await bookedMassage(30);
    const first = `first-${Date.now()}@example.com`;
    const second = `second-${Date.now()}@example.com`;
    const joined = await join(await arrivalHeld(booked.date), first, booked);
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await join(await arrivalHeld(booked.date), second, booked)).statusCode).toBe(200);

    // Nothing has freed: nobody is offered the massage still booked.
    expect(await sweepWaitingList(t.app.deps)).toBe(0);
    expect((await entries(booked.date)).map((e) => e.state)).toEqual(['waiting', 'waiting']);

    expect((await cancel(booked.id)).statusCode).toBe(200);
    await detachedSettled();
    await sweepWaitingList(t.app.deps);
    const [offered, waiting] = await entries(booked.date);
    expect(offered).toMatchObject({ email: first, state: 'offered' });
    expect(waiting).toMatchObject({ email: second, state: 'waiting', offer_session_id: null });
    const held = await heldBy(offered!.offer_session_id!);
    expect(held).toEqual([{ staff_id: 'TH-01', minutes: 30 }]);

    const [mail] = await offerMail(first);
    expect(mail!.subject).toContain('A time has become free for you');
    expect(mail!.text_body).toContain(`/booking/#/spa/day/${offered!.offer_session_id}/details`);
    expect(mail!.text_body).toContain(booked.time);
    expect(await offerMail(second)).toEqual([]);
  });

  it('a therapist rostered back on a date frees their times: the guest waiting for one is offered it', async () => {
    // A massage time that exists on the date (booked, then cancelled: free, nobody waiting yet).
    const booked = await bookedMassage(36);
    expect((await cancel(booked.id)).statusCode).toBe(200);
    await detachedSettled();
    await sweepWaitingList(t.app.deps);
    const manager = await staffHeaders(t.app, await newStaff(t, 'spa_manager'));
    const rota = (method: 'PUT' | 'DELETE') =>
      t.app.inject({
        method,
        url: `/api/staff/rota/TH-01/${booked.date}`,
        headers: manager,
        ...(method === 'PUT' ? { payload: { Shifts: [] } } : {}),
      });

    // The one massage therapist is taken off the date: a guest who wants the time waits.
    expect((await rota('PUT')).statusCode).toBe(200);
    await detachedSettled();
    const email = `rostered-${Date.now()}@example.com`;
    expect((await join(await arrivalHeld(booked.date), email, booked)).statusCode).toBe(200);
    await sweepWaitingList(t.app.deps);
    expect((await entries(booked.date)).map((e) => e.state)).toEqual(['waiting']);

    // Back to the weekly pattern: the change records a free, and the sweep offers the time.
    expect((await rota('DELETE')).statusCode).toBe(200);
    await detachedSettled(); // the sweep the change starts after its commit
    await sweepWaitingList(t.app.deps);
    const [offered] = await entries(booked.date);
    expect(offered).toMatchObject({ email, state: 'offered' });
    expect(await heldBy(offered!.offer_session_id!)).toEqual([{ staff_id: 'TH-01', minutes: 30 }]);
  });

  it('an offer let lapse passes to the next guest; an offer booked closes the entry', async () => {
    const booked = await bookedMassage(31);
    const first = `lapse-${Date.now()}@example.com`;
    const second = `next-${Date.now()}@example.com`;
    await join(await arrivalHeld(booked.date), first, booked);
    await join(await arrivalHeld(booked.date), second, booked);
    await cancel(booked.id);
    await detachedSettled();
    await sweepWaitingList(t.app.deps);
    const [offered] = await entries(booked.date);
    expect(offered!.state).toBe('offered');

    await lapse(offered!.offer_session_id!);
    await sweepWaitingList(t.app.deps);
    const [lapsed, next] = await entries(booked.date);
    expect(lapsed).toMatchObject({ email: first, state: 'lapsed' });
    expect(next).toMatchObject({ email: second, state: 'offered' });
    expect(await heldBy(next!.offer_session_id!)).toEqual([{ staff_id: 'TH-01', minutes: 30 }]);
    expect(await offerMail(second)).toHaveLength(1);

    // The second guest books the held time through the booking flow: their entry closes.
    await bookOffered(next!.offer_session_id!, second);
    await sweepWaitingList(t.app.deps);
    expect((await entries(booked.date))[1]).toMatchObject({ email: second, state: 'booked' });
  });

  it('two frees of one day at once never offer one time twice', async () => {
    const booked = await bookedMassage(32);
    const emails = [1, 2, 3].map((i) => `race-${i}-${Date.now()}@example.com`);
    for (const email of emails) await join(await arrivalHeld(booked.date), email, booked);
    await cancel(booked.id);
    // A second free of the same day, as a second cancellation would write it.
    await db().execute(
      sql`INSERT INTO waiting_frees (day, reason) VALUES (${booked.date}, 'test'), (${booked.date}, 'test')`,
    );
    await Promise.all([sweepWaitingList(t.app.deps), sweepWaitingList(t.app.deps), detachedSettled()]);
    await sweepWaitingList(t.app.deps);
    const states = (await entries(booked.date)).map((e) => e.state);
    expect(states).toEqual(['offered', 'waiting', 'waiting']);
    const holds = await queryRows(
      db(),
      sql`SELECT 1 FROM appointment_claims c JOIN waiting_entries w ON w.offer_session_id = c.session_id WHERE w.day = ${booked.date}`,
    );
    expect(holds).toHaveLength(1);
    const open = await queryRows(
      db(),
      sql`SELECT 1 FROM waiting_frees WHERE day = ${booked.date} AND done_at IS NULL`,
    );
    expect(open).toEqual([]);
  });

  it('joining: bounded, named fields; the same answer for any address; capped per e-mail and per client address', async () => {
    const date = daysAhead(33);
    const sessionId = await arrivalHeld(date);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/session/${sessionId}/waiting-list`,
      payload: {
        Name: 'x'.repeat(101),
        Email: 'not an address',
        Phone: '12',
        GuestRequirements: [{ GuestIndex: 3, Activities: ['SWED-60'] }],
        WindowFrom: '25:00',
        WindowTo: '10:00',
      },
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.Name', 'body.Email', 'body.Phone', 'body.WindowFrom']),
    );
    const joinedAnswer = await join(sessionId, 'someone@example.com', { code: 'SWED-60', time: '10:00' });
    expect(joinedAnswer.statusCode).toBe(200);
    const email = `cap-${Date.now()}@example.com`;
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await join(sessionId, email, { code: 'SWED-60', time: '11:00' })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const fromOne = [];
    for (let i = 0; i < 11; i++)
      fromOne.push(
        (
          await join(
            sessionId,
            `address-${i}-${Date.now()}@example.com`,
            { code: 'SWED-60', time: '11:00' },
            '198.51.100.7',
          )
        ).statusCode,
      );
    expect(fromOne).toEqual([...Array(10).fill(200), 429]);
    const answer = (
      await join(sessionId, 'someone-else@example.com', { code: 'SWED-60', time: '11:00' })
    ).json();
    expect(answer).toEqual(joinedAnswer.json());
  });

  it("the spa team sees the day's list and offers a time by hand, audited; nobody else may", async () => {
    const booked = await bookedMassage(34);
    const [h] = booked.time.split(':').map(Number) as [number, number];
    const later = `${String(h + 2).padStart(2, '0')}:${booked.time.slice(3)}`;
    const full = `full-${Date.now()}@example.com`;
    const free = `free-${Date.now()}@example.com`;
    await join(await arrivalHeld(booked.date), full, booked);
    await join(await arrivalHeld(booked.date), free, { code: booked.code, time: later });
    const reception = await staffHeaders(t.app, await newStaff(t, 'reception'));
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/staff/waiting-list?date=${booked.date}`,
      headers: reception,
    });
    expect(list.statusCode, list.body).toBe(200);
    const shown = list.json().Entries as { Id: string; Email: string; State: string; Treatments: string[] }[];
    expect(shown.map((e) => [e.Email, e.State])).toEqual([
      [full, 'waiting'],
      [free, 'waiting'],
    ]);
    expect(shown[0]!.Treatments[0]).toMatch(/^Guest 1: /);

    const offer = (id: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/staff/waiting-list/${id}/offer`, headers });
    const refused = await offer(shown[0]!.Id, reception);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Call them on');
    const manager = await newStaff(t, 'spa_manager');
    const offered = await offer(shown[1]!.Id, await staffHeaders(t.app, manager));
    expect(offered.statusCode, offered.body).toBe(200);
    expect((await entries(booked.date)).map((e) => e.state)).toEqual(['waiting', 'offered']);
    const audit = await auditRows(t, `waiting:${shown[1]!.Id}`);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'waiting.offer',
        before: { state: 'waiting' },
        after: { state: 'offered' },
      }),
    ]);
    expect(await auditRows(t, `waiting:${shown[0]!.Id}`)).toEqual([]);
    expect(await offerMail(free)).toHaveLength(1);

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/staff/waiting-list?date=${booked.date}` })).statusCode,
    ).toBe(401);
    const member = await newMember(db());
    const asMember = (await signIn(t.app, member.email)).headers;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/waiting-list?date=${booked.date}`,
          headers: asMember,
        })
      ).statusCode,
    ).toBe(403);
    expect((await offer(shown[0]!.Id, asMember)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/staff/waiting-list?date=not-a-date',
          headers: reception,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a member joining signed in sees the entry in the account area and can leave it; nobody else can', async () => {
    const date = daysAhead(35);
    const member = await newMember(db());
    const own = (await signIn(t.app, member.email)).headers;
    const sessionId = await arrivalHeld(date);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/session/${sessionId}/waiting-list`,
      headers: own,
      payload: {
        Name: 'Ada Lovelace',
        Email: member.email,
        Phone: '01632 960 000',
        GuestRequirements: [{ GuestIndex: 0, Activities: ['SWED-60'] }],
        WindowFrom: '10:00',
        WindowTo: '16:00',
      },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: '/api/account/waiting-list', headers: own });
    expect(mine.statusCode).toBe(200);
    const [entry] = mine.json().Entries as { Id: string; Date: string; State: string; WindowFrom: string }[];
    expect(entry).toMatchObject({ Date: date, State: 'waiting', WindowFrom: '10:00' });

    const other = (await signIn(t.app, (await newMember(db())).email)).headers;
    const leave = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/account/waiting-list/${entry!.Id}`, headers });
    expect((await leave(other)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/waiting-list', headers: other })).json(),
    ).toEqual({ Entries: [] });
    expect((await leave(own)).statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/account/waiting-list', headers: own })
    ).json();
    expect(after.Entries[0].State).toBe('left');
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/account/waiting-list/not-a-uuid', headers: own }))
        .statusCode,
    ).toBe(400);
  });
});
