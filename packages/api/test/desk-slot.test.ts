import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildResortDay, formatOffsetDateTime, localTimeToMinute } from '@spa/domain';
import { beginSession, daysAhead } from './helpers/spa-journey';
import { newStaff, staffHeaders, tuesdayAhead } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/** Issue 22 item 1, decision 0440: a therapist's empty slot tapped on the diary books a treatment with them then. */
describe(`a tapped slot of the diary (${TEST_DB})`, () => {
  let t: TestApp;
  /** A Tuesday ahead (Amelia Hart, TH-01, works 09:00–17:30; Hannah Okafor, TH-05, gives facials and nails only). */
  const DAY = daysAhead(tuesdayAhead(3));
  const clock = new Date(`${DAY}T07:00:00Z`);
  const day = buildResortDay(DAY, 'Europe/London');
  const at = (time: string) => formatOffsetDateTime(day, localTimeToMinute(day, time));
  let reception: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ deps: { bookingNow: async (tx, read) => (tx ? clock : (read ?? clock)) } });
    reception = await staffHeaders(t.app, await newStaff(t, 'reception'));
  });
  afterAll(() => t.close());

  const deskSession = async () => {
    const begun = await t.app.inject({ method: 'POST', url: '/api/staff/sessions', headers: reception });
    expect(begun.statusCode, begun.body).toBe(200);
    return begun.json().Id as string;
  };
  const slot = (sessionId: string, staffId: string, time: string, headers = reception) =>
    t.app.inject({
      method: 'GET',
      url: `/api/staff/sessions/${sessionId}/slot?StaffId=${staffId}&StartTime=${encodeURIComponent(at(time))}`,
      headers,
    });
  const search = (sessionId: string, code: string, staffId?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/spa/search',
      payload: {
        SessionId: sessionId,
        Date: DAY,
        GuestRequirements: [{ GuestIndex: 0, Activities: [code], ...(staffId ? { StaffId: staffId } : {}) }],
        StartTogether: false,
      },
    });
  const hold = (sessionId: string, item: { time: string; staffId: string; requested: boolean }) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/session/${sessionId}/holds/treatments`,
      payload: {
        Date: DAY,
        PartySize: 1,
        Items: [
          {
            GuestIndex: 0,
            AppointmentTypeID: 1002, // SWED-60: 60 minutes and 15 of turnover
            StartTime: at(item.time),
            StaffId: item.staffId,
            ...(item.requested ? { StaffRequested: true } : {}),
          },
        ],
      },
    });
  const heldStaff = async (sessionId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/session/${sessionId}` })).json().Itinerary.Treatments[0]
      .StaffId as string;

  it('answers only the spa team, for a session begun at the desk', async () => {
    const desk = await deskSession();
    expect((await slot(desk, 'TH-01', '10:00', {})).statusCode).toBe(401);
    expect((await slot(await beginSession(t.app), 'TH-01', '10:00')).statusCode).toBe(404);
    const unknown = await slot(desk, 'NOBODY', '10:00');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('querystring.StaffId');
  });

  it('offers only the treatments the therapist is trained for and that fit from the tapped time', async () => {
    const desk = await deskSession();
    const amelia = (await slot(desk, 'TH-01', '10:00')).json();
    expect(amelia).toMatchObject({ StaffName: 'Amelia Hart', DisplayTime: '10:00', Reason: null });
    expect(amelia.Fits).toEqual(expect.arrayContaining(['SWED-60', 'HYDF-60']));
    const hannah = (await slot(desk, 'TH-05', '10:00')).json();
    expect(hannah.Fits).toContain('HYDF-60');
    expect(hannah.Fits.some((code: string) => code.startsWith('SWED'))).toBe(false);
  });

  it('searches and holds with the therapist asked for, and refuses the hold rather than give it to another', async () => {
    const desk = await deskSession();
    const answer = (await search(desk, 'SWED-60', 'TH-01')).json();
    const slots = [
      ...answer.GuestAvailability[0].Periods.AM,
      ...answer.GuestAvailability[0].Periods.PM,
    ].filter((s: { IsAvailable: boolean }) => s.IsAvailable);
    expect(slots.length).toBeGreaterThan(0);
    expect(
      new Set(slots.map((s: { TreatmentTimes: { StaffId: string }[] }) => s.TreatmentTimes[0]!.StaffId)),
    ).toEqual(new Set(['TH-01']));
    const held = await hold(desk, { time: '10:00', staffId: 'TH-01', requested: true });
    expect(held.statusCode, held.body).toBe(200);
    expect(await heldStaff(desk)).toBe('TH-01');

    // Amelia is now held 10:00–11:15: asked for again at 10:30, she is refused, not swapped.
    const other = await deskSession();
    const refused = await hold(other, { time: '10:30', staffId: 'TH-01', requested: true });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().Message).toContain('the therapist asked for is not free');
    // The same time as a hint only: the engine gives it to another therapist.
    const hinted = await hold(other, { time: '10:30', staffId: 'TH-01', requested: false });
    expect(hinted.statusCode, hinted.body).toBe(200);
    expect(await heldStaff(other)).not.toBe('TH-01');
  });

  it('says why nothing fits 15 minutes before a booking and offers the nearest ways on', async () => {
    const first = await deskSession();
    expect((await hold(first, { time: '13:00', staffId: 'TH-01', requested: true })).statusCode).toBe(200);
    const desk = await deskSession();
    const tapped = (await slot(desk, 'TH-01', '12:45')).json();
    expect(tapped.Fits).toEqual([]);
    expect(tapped.FreeUntil.DisplayTime).toBe('13:00');
    expect(tapped.Reason).toBe(
      'Amelia Hart is free only from 12:45 to 13:00: no treatment they give is that short.',
    );
    expect(tapped.OtherTimes.length).toBeGreaterThan(0);
    expect(tapped.OtherTimes.map((o: { DisplayTime: string }) => o.DisplayTime)).toContain('14:15');
    expect(tapped.OtherTherapists.length).toBeGreaterThan(0);
    expect(tapped.OtherTherapists.map((o: { StaffId: string }) => o.StaffId)).not.toContain('TH-01');
    // Each way on really fits.
    const next = tapped.OtherTherapists[0].StaffId as string;
    expect((await slot(desk, next, '12:45')).json().Fits.length).toBeGreaterThan(0);
  });

  it('refuses a guest’s session a therapist, naming the field (the spec lets no guest choose one)', async () => {
    const guest = await beginSession(t.app);
    const searched = await search(guest, 'SWED-60', 'TH-01');
    expect(searched.statusCode).toBe(400);
    expect(searched.json().errors[0].field).toBe('body.GuestRequirements.0.StaffId');
    const held = await hold(guest, { time: '15:00', staffId: 'TH-01', requested: true });
    expect(held.statusCode).toBe(400);
    expect(held.json().errors[0].field).toBe('body.Items.0.StaffRequested');
    // Without the ask, the guest's search and hold are as before.
    expect((await search(guest, 'SWED-60')).statusCode).toBe(200);
  });
});
