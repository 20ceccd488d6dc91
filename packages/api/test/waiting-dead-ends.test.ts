import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Catalogue } from '@spa/domain';
import { queryRows } from '../src/lib/sql';
import { sweepWaitingList } from '../src/modules/waiting';
import { detachedSettled } from '../src/lib/detached';
import { daysAhead, holdTreatmentsBody, planTreatmentSpaDay } from './helpers/spa-journey';
import { confirmedSpaDay, newStaff, staffHeaders } from './helpers/staff';
import { createTestApp, demoResortWithMassageTherapists, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/**
 * The Escape with a single arrival time for one guest a day: once one guest has booked it,
 * the date's package list has no Escape, the dead end a guest can now wait at.
 */
function resortWithOneEscapeArrival(): Catalogue {
  const demo = demoResortWithMassageTherapists(['TH-01']);
  return {
    ...demo,
    SpaDays: demo.SpaDays.map((p) =>
      p.PremierId === 'ELM-ESCAPE' ? { ...p, BandTimes: [{ ...p.BandTimes[0]!, Capacity: 1 }] } : p,
    ),
  };
}

/** The waiting list joined from the other dead ends: a date with no Spa Day, an add-on (decision 0370). */
describe(`waiting from every dead end (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: resortWithOneEscapeArrival() });
  });
  afterAll(() => t.close());
  const db = () => t.db.database.db;
  let addresses = 0;
  const contact = (email: string) => ({
    Name: 'Ada Waiting',
    Email: email,
    Phone: '+44 7700 900456',
  });

  const entry = (email: string) =>
    queryRows<{ id: string; state: string; wants: string; offer_session_id: string | null }>(
      db(),
      sql`SELECT id, state, wants, offer_session_id FROM waiting_entries WHERE email = ${email}`,
    );
  const mails = (to: string) =>
    queryRows<{ text_body: string }>(db(), sql`SELECT text_body FROM mail_outbox WHERE to_address = ${to}`);
  const claimsOf = (sessionId: string) =>
    queryRows<{ kind: string }>(
      db(),
      sql`SELECT 'appointment' AS kind FROM appointment_claims WHERE session_id = ${sessionId}
          UNION ALL SELECT 'capacity' FROM capacity_claims WHERE session_id = ${sessionId}`,
    );

  const joinDate = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/spa/waiting-list',
      remoteAddress: `198.51.100.${++addresses}`,
      payload: body,
    });

  it('a date with no Spa Day left: the guest joins from the package list, and the freed arrival is held for them', async () => {
    const booked = await confirmedSpaDay(t, 40);
    const date = booked.plan.date;
    const packages = await t.app.inject({
      method: 'POST',
      url: '/api/spa/packages',
      payload: { date, numberOfClients: 1 },
    });
    expect(packages.json().packages.map((p: { PremierId: string }) => p.PremierId)).not.toContain(
      'ELM-ESCAPE',
    );

    const email = `date-${Date.now()}@example.com`;
    const joined = await joinDate({
      ...contact(email),
      Date: date,
      PartySize: 1,
      PremierId: 'ELM-ESCAPE',
      WindowFrom: '09:00',
      WindowTo: '12:00',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await entry(email)).toMatchObject([{ state: 'waiting', wants: 'arrival' }]);

    expect(await sweepWaitingList(t.app.deps)).toBe(0);
    const reception = await staffHeaders(t.app, await newStaff(t, 'reception'));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${booked.id}/cancel`,
      headers: reception,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await detachedSettled();
    await sweepWaitingList(t.app.deps);

    const [offered] = await entry(email);
    expect(offered).toMatchObject({ state: 'offered' });
    expect(await claimsOf(offered!.offer_session_id!)).toEqual([{ kind: 'capacity' }]);
    const session = await t.app.inject({ method: 'GET', url: `/api/session/${offered!.offer_session_id}` });
    expect(session.json().Itinerary.Arrivals).toHaveLength(1);
    const [mail] = await mails(email);
    expect(mail!.text_body).toContain(`/booking/#/spa/day/${offered!.offer_session_id}/guest`);
    expect(mail!.text_body).toContain('Guest 1: 09:00 Arrival');
  });

  it('refuses a date join naming the field: a Spa Day the resort does not sell, a party of five, a window back to front, a past date', async () => {
    const base = {
      ...contact('fields@example.com'),
      Date: daysAhead(41),
      PartySize: 1,
      PremierId: 'ELM-ESCAPE',
      WindowFrom: '09:00',
      WindowTo: '12:00',
    };
    const fieldOf = async (body: object) => {
      const answer = await joinDate(body);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().errors.map((e: { field: string }) => e.field);
    };
    expect(await fieldOf({ ...base, PremierId: 'NOT-A-DAY' })).toEqual(['body.PremierId']);
    expect(await fieldOf({ ...base, PartySize: 5 })).toEqual(['body.PartySize']);
    expect(await fieldOf({ ...base, WindowFrom: '13:00' })).toEqual(['body.WindowTo']);
    expect(await fieldOf({ ...base, Date: '2020-01-01' })).toEqual(['body.Date']);
  });

  it('an add-on with no time: the guest joins for it, and an offer holds their day with the add-on in the window', async () => {
    const plan = await planTreatmentSpaDay(t.app, {
      guests: 1,
      date: daysAhead(42),
      premierId: 'ELM-TWILIGHT',
    });
    const hold = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${plan.sessionId}/holds/treatments`,
      payload: holdTreatmentsBody(plan, 1),
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const email = `addon-${Date.now()}@example.com`;
    const join = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/session/${plan.sessionId}/waiting-list`,
        remoteAddress: `203.0.113.${++addresses}`,
        payload: { ...contact(email), WindowFrom: '09:00', WindowTo: '21:00', Wants: 'add-on', ...body },
      });
    const unknown = await join({ AddOn: { GuestIndex: 0, Code: 'NOPE-30' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('body.AddOn.Code');
    expect((await join({})).json().errors[0].field).toBe('body.AddOn');
    const joined = await join({ AddOn: { GuestIndex: 0, Code: 'MANI-45' } });
    expect(joined.statusCode, joined.body).toBe(200);

    const [waiting] = await entry(email);
    expect(waiting).toMatchObject({ state: 'waiting', wants: 'add-on' });
    // The guest leaves: their session's holds run out (the offer composes their day again).
    for (const table of ['appointment_claims', 'capacity_claims'])
      await db().execute(
        sql`UPDATE ${sql.identifier(table)} SET expires_at = now() - interval '1 second' WHERE session_id = ${plan.sessionId}`,
      );
    const offer = await t.app.inject({
      method: 'POST',
      url: `/api/staff/waiting-list/${waiting!.id}/offer`,
      headers: await staffHeaders(t.app, await newStaff(t, 'reception')),
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const [offered] = await entry(email);
    const session = await t.app.inject({ method: 'GET', url: `/api/session/${offered!.offer_session_id}` });
    const itinerary = session.json().Itinerary as {
      Treatments: { Code: string }[];
      AddOnTreatments: { Code: string }[];
    };
    expect(itinerary.Treatments.map((tr) => tr.Code)).toEqual(plan.activityCodes);
    expect(itinerary.AddOnTreatments.map((tr) => tr.Code)).toEqual(['MANI-45']);
    const [mail] = await mails(email);
    expect(mail!.text_body).toContain(`/booking/#/spa/day/${offered!.offer_session_id}/details`);
  });
});
