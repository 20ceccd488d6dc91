import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStays } from '../src/modules/stays';
import { newMember, signIn } from './helpers/accounts';
import {
  auditRows,
  confirmedSpaDay,
  createStaffTestApp,
  newStaff,
  staffHeaders,
  type StaffHeaders,
} from './helpers/staff';
import type { TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/** Issue 22 item 2: one guest across bookings (matched by e-mail or phone), with staff notes. */
describe(`the guest record (${TEST_DB})`, () => {
  let t: TestApp;
  let reception: StaffHeaders;
  beforeAll(async () => ({ t, reception } = await createStaffTestApp(['reception'])));
  afterAll(() => t.close());

  const record = (id: string, headers = reception) =>
    t.app.inject({ method: 'GET', url: `/api/staff/bookings/${id}/guest`, headers });
  const addNote = (id: string, payload: unknown, headers = reception) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${id}/guest/notes`,
      headers,
      payload: payload as object,
    });

  it('matches bookings by e-mail in any case and by phone in any format, and not a stranger with a similar address', async () => {
    const tag = randomUUID().slice(0, 8);
    const digits = `7700${Math.floor(100_000 + Math.random() * 899_999)}`;
    const first = await confirmedSpaDay(t, 9, {
      email: `ada-${tag}@example.com`,
      phone: `0${digits.slice(0, 4)} ${digits.slice(4)}`,
    });
    const byEmail = await confirmedSpaDay(t, 10, { email: `ADA-${tag}@Example.com` });
    const byPhone = await confirmedSpaDay(t, 11, {
      email: `ada.other-${tag}@example.com`,
      phone: `+44 ${digits}`,
    });
    const stranger = await confirmedSpaDay(t, 12, {
      email: `xada-${tag}@example.com`,
      phone: `07${digits.slice(2)}9`,
    });

    const response = await record(first.id);
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json().Bookings as { Id: string }[]).map((b) => b.Id);
    expect(ids.sort()).toEqual([first.id, byEmail.id, byPhone.id].sort());
    expect(ids).not.toContain(stranger.id);
    expect(response.json().Email).toBe(`ada-${tag}@example.com`);
    expect((await record(stranger.id)).json().Bookings.map((b: { Id: string }) => b.Id)).toEqual([
      stranger.id,
    ]);
  });

  it('adds a note (who and when, audited) shown on the record, the booking and arrivals of every matched booking', async () => {
    const email = `note-${randomUUID().slice(0, 8)}@example.com`;
    const a = await confirmedSpaDay(t, 9, { email });
    const b = await confirmedSpaDay(t, 13, { email });
    const manager = await newStaff(t, 'spa_manager');
    const added = await addNote(
      a.id,
      { Text: '  Prefers a female therapist.  ' },
      await staffHeaders(t.app, manager),
    );
    expect(added.statusCode, added.body).toBe(200);
    const [note] = added.json().Notes;
    expect(note).toMatchObject({ Text: 'Prefers a female therapist.', StaffName: 'Test spa_manager' });
    expect(Date.now() - Date.parse(note.At)).toBeLessThan(60_000);
    const audit = await auditRows(t, `booking:${a.id}`);
    expect(audit.map((r) => r.action)).toEqual(['guest.note-added']);
    expect(audit[0]!.after).toMatchObject({ noteId: note.Id, text: 'Prefers a female therapist.' });

    const other = await t.app.inject({
      method: 'GET',
      url: `/api/staff/bookings/${b.id}`,
      headers: reception,
    });
    expect(other.json().StaffNotes.map((n: { Text: string }) => n.Text)).toEqual([
      'Prefers a female therapist.',
    ]);
    const arrivals = await t.app.inject({
      method: 'GET',
      url: `/api/staff/arrivals?date=${a.plan.date}`,
      headers: reception,
    });
    const row = arrivals.json().Bookings.find((x: { Id: string }) => x.Id === a.id);
    expect(row.StaffNotes).toHaveLength(1);
    await addNote(b.id, { Text: 'Second note' });
    expect((await record(a.id)).json().Notes.map((n: { Text: string }) => n.Text)).toEqual([
      'Second note',
      'Prefers a female therapist.',
    ]);
  });

  const guestIdsOf = async (id: string) => {
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/staff/bookings/${id}`,
      headers: reception,
    });
    return detail.json<{ Guests: { Id: string }[] }>().Guests.map((g) => g.Id);
  };
  const partyRecord = (id: string, guest: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/staff/bookings/${id}/guests/${guest}/record`,
      headers: reception,
    });
  const idsOf = (response: { json: () => { Bookings: { Id: string }[] } }) =>
    response
      .json()
      .Bookings.map((b) => b.Id)
      .sort();

  it("covers every guest of a party: a party guest's own bookings and stays, and the lead's bookings as a party guest", async () => {
    const tag = randomUUID().slice(0, 8);
    const digits = `7700${Math.floor(100_000 + Math.random() * 899_999)}`;
    const bea = { email: `Bea-${tag}@Example.com`, phone: `0${digits.slice(0, 4)} ${digits.slice(4)}` };
    const ada = { phone: `07733${digits.slice(4)}` };
    const shared = await confirmedSpaDay(t, 14, { ...ada, email: `ada-${tag}@example.com` }, [bea]);
    const beasOwn = await confirmedSpaDay(t, 15, {
      email: `bea.work-${tag}@example.com`,
      phone: `+44 ${digits}`,
    });
    const adaAsGuest = await confirmedSpaDay(
      t,
      16,
      { email: `cy-${tag}@example.com`, phone: `07744${digits.slice(4)}` },
      [{ email: `ADA-${tag}@example.com` }],
    );
    const stay = `ST${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const room = {
      Leg: 1,
      RoomCode: 'CLASSIC',
      RateCode: 'FLEX',
      ArrivalDate: '2027-03-01',
      DepartureDate: '2027-03-03',
      Adults: 2,
      LeadGuest: 'Bea Tester',
      Total: 48_000,
    };
    await importStays(t.app.deps, {
      Reservations: [
        {
          ConfirmationNumber: stay,
          LeadEmail: bea.email.toUpperCase(),
          PaymentCardLastDigits: '4242',
          Rooms: [room],
        },
        {
          ConfirmationNumber: `ST${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
          LeadEmail: `someone-${tag}@example.com`,
          PaymentCardLastDigits: '4242',
          Rooms: [room],
        },
      ],
    });

    const [, beaId] = await guestIdsOf(shared.id);
    const beas = await partyRecord(shared.id, beaId!);
    expect(beas.statusCode, beas.body).toBe(200);
    expect(beas.json()).toMatchObject({ Name: 'Guest2 Tester', Email: bea.email, Telephone: bea.phone });
    expect(idsOf(beas)).toEqual([shared.id, beasOwn.id].sort());
    expect(beas.json().Stays).toEqual([
      {
        ConfirmationNumber: stay,
        LeadGuest: 'Bea Tester',
        RoomCode: 'CLASSIC',
        Arrival: '2027-03-01',
        Departure: '2027-03-03',
        Cancelled: false,
      },
    ]);

    // The lead booker's record: their own booking and the one where they were a party guest, not Bea's own.
    const adas = await record(shared.id);
    expect(idsOf(adas)).toEqual([shared.id, adaAsGuest.id].sort());
    expect(adas.json().Stays).toEqual([]);
    // The same record from the booking where Ada was a party guest.
    const [, adaId] = await guestIdsOf(adaAsGuest.id);
    expect(idsOf(await partyRecord(adaAsGuest.id, adaId!))).toEqual([shared.id, adaAsGuest.id].sort());
  });

  it('keeps notes on a party guest known by phone alone, audited; a guest with neither, or not of the booking, is refused naming the guest', async () => {
    const digits = `7711${Math.floor(100_000 + Math.random() * 899_999)}`;
    const lead = { email: `lead-${randomUUID().slice(0, 8)}@example.com`, phone: `07722${digits.slice(4)}` };
    const booked = await confirmedSpaDay(t, 17, lead, [{ phone: `0${digits}` }, {}]);
    const [, phoneOnly, unknown] = await guestIdsOf(booked.id);
    const url = `/api/staff/bookings/${booked.id}/guests/${phoneOnly}/notes`;
    const added = await t.app.inject({
      method: 'POST',
      url,
      headers: reception,
      payload: { Text: 'Nut allergy' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ Email: null, Telephone: `0${digits}` });
    expect(added.json().Notes.map((n: { Text: string }) => n.Text)).toEqual(['Nut allergy']);
    const audit = await auditRows(t, `booking:${booked.id}`);
    expect(audit.map((r) => [r.action, r.after])).toEqual([
      ['guest.note-added', expect.objectContaining({ text: 'Nut allergy', guestId: phoneOnly })],
    ]);
    // The note is the party guest's, not the lead booker's.
    expect((await record(booked.id)).json().Notes).toEqual([]);
    // The same phone in another format, as a lead booker elsewhere, finds the note and both bookings.
    const later = await confirmedSpaDay(t, 18, {
      email: `later-${randomUUID().slice(0, 8)}@example.com`,
      phone: `+44 (0)${digits.slice(0, 4)} ${digits.slice(4)}`,
    });
    const theirs = await record(later.id);
    expect(idsOf(theirs)).toEqual([booked.id, later.id].sort());
    expect(theirs.json().Notes.map((n: { Text: string }) => n.Text)).toEqual(['Nut allergy']);

    for (const guest of [unknown!, randomUUID()]) {
      const refused = await partyRecord(booked.id, guest);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].field).toBe('params.guest');
      const note = await t.app.inject({
        method: 'POST',
        url: `/api/staff/bookings/${booked.id}/guests/${guest}/notes`,
        headers: reception,
        payload: { Text: 'x' },
      });
      expect(note.statusCode).toBe(400);
    }
    expect((await partyRecord(booked.id, 'not-a-guest')).json().errors[0].field).toMatch(/guest/);
    expect(await auditRows(t, `booking:${booked.id}`)).toHaveLength(1);
  });

  it('refuses unbounded or empty notes with a 400 naming the field', async () => {
    const booked = await confirmedSpaDay(t, 9);
    for (const payload of [{ Text: '   ' }, { Text: 'x'.repeat(1001) }, {}, { Text: 42 }]) {
      const response = await addNote(booked.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0].field).toMatch(/Text/);
    }
    expect(await auditRows(t, `booking:${booked.id}`)).toEqual([]);
    const badId = await record('not-a-booking');
    expect(badId.statusCode).toBe(400);
  });

  it('is for staff only, and an unknown booking id reaches nobody', async () => {
    const booked = await confirmedSpaDay(t, 9);
    expect((await record(booked.id, {})).statusCode).toBe(401);
    const member = await signIn(t.app, (await newMember(t.db.database.db)).email);
    expect((await record(booked.id, member.headers)).statusCode).toBe(403);
    expect((await addNote(booked.id, { Text: 'x' }, member.headers)).statusCode).toBe(403);
    expect((await record(randomUUID())).statusCode).toBe(404);
    expect((await addNote(randomUUID(), { Text: 'x' })).statusCode).toBe(404);
    const [guest] = await guestIdsOf(booked.id);
    expect((await partyRecord(booked.id, guest!)).statusCode).toBe(200);
    const party = { method: 'GET' as const, url: `/api/staff/bookings/${booked.id}/guests/${guest}/record` };
    expect((await t.app.inject({ ...party, headers: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ ...party, headers: member.headers })).statusCode).toBe(403);
  });
});
