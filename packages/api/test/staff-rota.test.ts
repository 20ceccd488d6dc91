import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, TreatmentAvailabilityRequestSchema, type Catalogue } from '@spa/domain';
import { queryRows } from '../src/lib/sql';
import type { AppDeps } from '../src/app-deps';
import { treatmentAvailability } from '../src/modules/availability/availability.service';
import { createTakenCache } from '../src/modules/holds';
import { newMember, signIn } from './helpers/accounts';
import { beginSession, daysAhead } from './helpers/spa-journey';
import { confirmedSpaDay, createStaffTestApp, type StaffHeaders, tuesdayAhead } from './helpers/staff';
import { demoResort, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/**
 * The dated rota (issue 15, decision 185): who may read and change it, the audit of every
 * change, shifts past midnight offered on both dates, the availability cache never
 * answering from a rota that has changed (in this process or another), and the bookings
 * a change strands.
 */

type Offer = { StaffId: string; RoomId: string; StartTime: string; EndTime: string };
type Answer = { GuestAvailability: { Periods: { AM: Slot[]; PM: Slot[] } }[] };
type Slot = { IsAvailable: boolean; TreatmentTimes: Offer[] };
const offered = (answer: Answer) =>
  answer.GuestAvailability.flatMap((g) => [...g.Periods.AM, ...g.Periods.PM])
    .filter((s) => s.IsAvailable)
    .flatMap((s) => s.TreatmentTimes);
const localTime = (iso: string) => iso.slice(11, 16);

describe(`the dated rota (${TEST_DB})`, () => {
  let t: TestApp;
  let manager: StaffHeaders;
  let reception: StaffHeaders;
  // The demo resort with its spa open round the clock (no SpaHours): this file tests the rota,
  // and a shift past midnight is offered only where the spa is open then.
  const { SpaHours: _spaHours, ...openAllHours } = demoResort();
  const catalogue: Catalogue = openAllHours;
  beforeAll(
    async () =>
      ({ t, manager, reception } = await createStaffTestApp(['manager', 'reception'], { catalogue })),
  );
  afterAll(() => t.close());

  const audit = (subject: string) =>
    queryRows<{ action: string; staff_id: string | null; before: unknown; after: unknown }>(
      t.db.database.db,
      sql`SELECT action, staff_id, before, after FROM staff_audit_log WHERE subject = ${subject} ORDER BY id`,
    );
  const setDay = (staffId: string, date: string, shifts: object[], headers = manager) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/staff/rota/${staffId}/${date}`,
      headers,
      payload: { Shifts: shifts },
    });
  const ask = async (deps: AppDeps, date: string, session: string) =>
    offered(
      await treatmentAvailability(
        deps,
        TreatmentAvailabilityRequestSchema.parse({
          Date: date,
          SessionId: session,
          GuestRequirements: [{ GuestIndex: 0, Activities: ['SWED-60'] }],
        }),
      ),
    );

  it('lets any staff read the rota and only a spa manager change it; no token 401, a member 403', async () => {
    const date = daysAhead(20);
    const calls = [
      { method: 'GET' as const, url: `/api/staff/rota?from=${date}` },
      { method: 'PUT' as const, url: `/api/staff/rota/TH-01/${date}`, payload: { Shifts: [] } },
      { method: 'DELETE' as const, url: `/api/staff/rota/TH-01/${date}` },
      { method: 'PUT' as const, url: `/api/staff/closures/${date}`, payload: { Reason: 'Flood' } },
      { method: 'DELETE' as const, url: `/api/staff/closures/${date}` },
    ];
    const member = await signIn(t.app, (await newMember(t.db.database.db)).email);
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url} bare`).toBe(401);
      expect((await t.app.inject({ ...call, headers: member.headers })).statusCode).toBe(403);
      const asReception = await t.app.inject({ ...call, headers: reception });
      expect(asReception.statusCode, `${call.method} ${call.url} reception`).toBe(
        call.method === 'GET' ? 200 : 403,
      );
    }
    const week = (await t.app.inject({ ...calls[0]!, headers: reception })).json();
    expect(week.Dates).toHaveLength(7);
    expect(week.Therapists).toHaveLength(catalogue.Therapists.length);
    // With no rota rows, the weekly pattern.
    const th01 = week.Therapists.find((x: { Id: string }) => x.Id === 'TH-01');
    expect(th01.Days.every((d: { Rostered: boolean }) => !d.Rostered)).toBe(true);
  });

  it('refuses shifts that overlap, breaks outside their shift, and a past date (400, field named)', async () => {
    const date = daysAhead(21);
    const overlapping = await setDay('TH-01', date, [
      { Start: '09:00', End: '13:00', Breaks: [] },
      { Start: '12:00', End: '15:00', Breaks: [] },
    ]);
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().errors[0].field).toBe('body.Shifts.1');
    const breakOutside = await setDay('TH-01', date, [
      { Start: '09:00', End: '13:00', Breaks: [{ Start: '13:30', End: '14:00' }] },
    ]);
    expect(breakOutside.statusCode).toBe(400);
    expect((await setDay('TH-01', daysAhead(-2), [])).statusCode).toBe(400);
    expect((await setDay('NOBODY', date, [])).statusCode).toBe(400);
  });

  it('offers a shift that crosses midnight on both dates, audited before and after', async () => {
    const date = daysAhead(22);
    const next = addDays(date, 1);
    const session = await beginSession(t.app);
    const changed = await setDay('TH-01', date, [
      { Start: '20:00', End: '02:00', Breaks: [{ Start: '23:00', End: '23:30' }] },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    const today = (await ask(t.app.deps, date, session)).filter((o) => o.StaffId === 'TH-01');
    expect(today.map((o) => localTime(o.StartTime))).toContain('20:00');
    // No daytime (the pattern's 09:00 is replaced), nothing into the break.
    expect(today.every((o) => localTime(o.StartTime) >= '20:00')).toBe(true);
    expect(today.some((o) => localTime(o.StartTime) === '22:00')).toBe(false);
    const tomorrow = (await ask(t.app.deps, next, session)).filter((o) => o.StaffId === 'TH-01');
    expect(tomorrow.map((o) => localTime(o.StartTime))).toContain('00:00');
    expect(tomorrow.map((o) => localTime(o.StartTime))).toContain('00:45'); // ends at 02:00 with its turnover
    expect(tomorrow.some((o) => localTime(o.StartTime) === '01:00')).toBe(false); // would end after 02:00

    const rows = await audit(`therapist:TH-01:${date}`);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'rota.shifts',
        staff_id: expect.any(String),
        before: expect.objectContaining({ Rostered: false }),
        after: expect.objectContaining({
          Rostered: true,
          Shifts: [
            {
              Start: '20:00',
              End: '02:00',
              EndsNextDay: true,
              Breaks: [{ Start: '23:00', End: '23:30' }],
            },
          ],
        }),
      }),
    ]);
    const week = (
      await t.app.inject({ method: 'GET', url: `/api/staff/rota?from=${date}`, headers: reception })
    ).json();
    expect(week.Therapists.find((x: { Id: string }) => x.Id === 'TH-01').Days[0]).toMatchObject({
      Date: date,
      Rostered: true,
    });

    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/rota/TH-01/${date}`,
      headers: manager,
    });
    expect(reset.statusCode).toBe(200);
    expect((await audit(`therapist:TH-01:${date}`)).map((r) => r.action)).toEqual([
      'rota.shifts',
      'rota.pattern',
    ]);
  });

  it('leaves no stale offer in the cache of this process or of another after a rota change', async () => {
    const date = daysAhead(23);
    const session = await beginSession(t.app);
    const other: AppDeps = { ...t.app.deps, takenCache: createTakenCache(t.app.deps.db, () => catalogue) };
    const uncached: AppDeps = { ...t.app.deps, takenCache: null };
    // Both caches hold the day (and an answer) before the change.
    const before = await ask(t.app.deps, date, session);
    expect(await ask(other, date, session)).toEqual(before);
    const withHer = before.filter((o) => o.StaffId === 'TH-01');
    const staffWorking = [...new Set(before.map((o) => o.StaffId))];
    expect(staffWorking.length).toBeGreaterThan(0);

    // Every therapist offered takes the day off: no offer with any of them may survive.
    for (const staffId of staffWorking) expect((await setDay(staffId, date, [])).statusCode).toBe(200);
    for (const deps of [t.app.deps, other]) {
      const after = await ask(deps, date, session);
      expect(after.filter((o) => staffWorking.includes(o.StaffId))).toEqual([]);
      expect(after).toEqual(await ask(uncached, date, session));
    }
    // And back to the pattern: offered again.
    for (const staffId of staffWorking)
      await t.app.inject({ method: 'DELETE', url: `/api/staff/rota/${staffId}/${date}`, headers: manager });
    expect((await ask(other, date, session)).filter((o) => o.StaffId === 'TH-01')).toEqual(withHer);

    // A closure: nothing offered anywhere, in either process, until it is lifted.
    const closed = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/closures/${date}`,
      headers: manager,
      payload: { Reason: 'Boiler repair' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await ask(t.app.deps, date, session)).toEqual([]);
    expect(await ask(other, date, session)).toEqual([]);
    expect((await audit(`date:${date}`)).map((r) => [r.action, r.after])).toEqual([
      ['spa.closed', { date, closed: 'Boiler repair' }],
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/staff/closures/${date}`, headers: manager });
    expect((await ask(other, date, session)).length).toBeGreaterThan(0);
  });

  it('lists the confirmed treatments a change strands, which the re-home move then places', async () => {
    // A Tuesday: another therapist who gives the treatment is free to take it over.
    const booked = await confirmedSpaDay(t, tuesdayAhead(24));
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${booked.id}`, headers: reception })
    ).json<{ Items: { ClaimId: number; Start: string; StaffId: string | null; Movable: boolean }[] }>();
    const item = detail.Items.find((i) => i.Movable && i.StaffId)!;
    const changed = await setDay(item.StaffId!, booked.plan.date, []);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().Stranded).toEqual([
      expect.objectContaining({ BookingId: booked.id, ClaimId: item.ClaimId, StaffId: item.StaffId }),
    ]);
    const rehomed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${booked.id}/move`,
      headers: reception,
      payload: { ClaimId: item.ClaimId, StartTime: item.Start },
    });
    expect(rehomed.statusCode, rehomed.body).toBe(200);
    const stranded = await t.app.inject({
      method: 'GET',
      url: `/api/staff/stranded?date=${booked.plan.date}`,
      headers: reception,
    });
    expect(stranded.json().Stranded).toEqual([]);
  });
});
