import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newSearch } from '@spa/domain';
import { queryRows } from '../src/lib/sql';
import { demoResort, testAppForSuite } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import {
  beginBookingBody,
  beginSession,
  daysAhead,
  holdTreatmentsBody,
  ownerCookie,
  planTreatmentSpaDay,
  recordApprovedPayment,
} from './helpers/spa-journey';

const PACKAGE = 'ELM-ESCAPE'; // treatments only, no extras

describe(`spa booking through the API (${TEST_DB})`, () => {
  const t = testAppForSuite();

  it('books a Spa Day end to end: hold, begin, pay, confirm exactly once', async () => {
    const plan = await planTreatmentSpaDay(t.app, { guests: 2, date: daysAhead(20), premierId: PACKAGE });
    const hold = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${plan.sessionId}/holds/treatments`,
      payload: holdTreatmentsBody(plan, 2),
    });
    expect(hold.statusCode, hold.body).toBe(200);
    expect(Date.parse(hold.json().HoldExpiresAt)).toBeGreaterThan(Date.now() + 14 * 60_000);

    const begin = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${plan.sessionId}/begin-booking`,
      payload: beginBookingBody(plan, 2),
    });
    expect(begin.statusCode, begin.body).toBe(200);
    const { Total, LineItems } = begin.json();
    const config = (await t.app.inject({ method: 'GET', url: '/umbraco/api/spa/getConfiguration' })).json();
    const price = config.SpaDays.find((p: { PremierId: string }) => p.PremierId === PACKAGE).Price;
    expect(Total).toBe(2 * price); // included treatments: client's price of 1p ignored
    expect(LineItems.length).toBeGreaterThan(0);

    // A hold made after begin-booking is not part of the booking: it must not be confirmed with it.
    const mudCode = demoResort().MudRoom!.ActivityCode;
    const mudTimes = await t.app.inject({
      method: 'POST',
      url: '/api/spa/extras',
      payload: {
        date: plan.date,
        appointmentExtras: [mudCode],
        guestIndexes: [0, 1],
        SessionId: plan.sessionId,
      },
    });
    const mudSlot = mudTimes.json().AddonAppointments[0].Items.at(-1);
    const mudHold = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${plan.sessionId}/holds/mud`,
      payload: {
        Date: plan.date,
        PartySize: 2,
        PremierId: PACKAGE,
        BandNumber: plan.bandNumber,
        StartDateTime: mudSlot.StartDateTime,
        GuestIndexes: [0, 1],
      },
    });
    expect(mudHold.statusCode, mudHold.body).toBe(200);

    const unpaid = await t.app.inject({ method: 'POST', url: `/api/spa/${plan.sessionId}/process-booking` });
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json()).toMatchObject({ statusCode: 402, error: 'Payment Required' });

    await recordApprovedPayment(t.db.database, plan.sessionId, Total - 1);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/spa/${plan.sessionId}/process-booking` })).statusCode,
    ).toBe(402);

    await recordApprovedPayment(t.db.database, plan.sessionId, Total);
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/spa/${plan.sessionId}/process-booking` }),
      t.app.inject({ method: 'POST', url: `/api/spa/${plan.sessionId}/process-booking` }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().ConfirmationId).toBe(first.json().ConfirmationId);
    expect(first.json().ConfirmationId).toMatch(/^SPA-[0-9A-Z]{8}$/);

    const booking = await t.app.inject({ method: 'GET', url: `/api/spa/${plan.sessionId}` });
    expect(booking.statusCode).toBe(200);
    expect(booking.json()).toMatchObject({
      ConfirmationId: first.json().ConfirmationId,
      Payment: { CardMaskedNo: '************1111' },
      Total,
      Guests: [{ FirstName: 'Guest1' }, { FirstName: 'Guest2' }],
    });
    const treatments = booking.json().Items.filter((i: { Kind: string }) => i.Kind === 'treatments');
    expect(treatments).toHaveLength(2);

    // The confirmation went to the lead booker once, with the times as a calendar file.
    const mails = (
      await queryRows<{ subject: string; text_body: string; attachments: { filename: string }[] }>(
        t.db.database.db,
        sql`SELECT subject, text_body, attachments FROM mail_outbox WHERE to_address = 'lead@example.com'`,
      )
    ).filter((m) => m.subject.includes(first.json().ConfirmationId));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toMatch(/Guest1 Tester/);
    expect(mails[0]?.attachments[0]?.filename).toMatch(/\.ics$/);

    // Someone given the confirmation's address (the session id) cannot mail the booking anywhere.
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/spa/send-email/',
      payload: { confirmation: plan.sessionId, emailAddress: 'friend@example.com' },
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toMatch(/only from the browser it was made in/);
    const friend = await t.app.inject({
      method: 'POST',
      url: '/api/spa/send-email/',
      cookies: ownerCookie(plan.sessionId),
      payload: { confirmation: plan.sessionId, emailAddress: 'friend@example.com' },
    });
    expect(friend.statusCode, friend.body).toBe(200);
    const toFriend = await t.db.database.db.execute(
      sql`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'friend@example.com'`,
    );
    expect((toFriend as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    const badFriend = await t.app.inject({
      method: 'POST',
      url: '/api/spa/send-email/',
      cookies: ownerCookie(plan.sessionId),
      payload: { confirmation: plan.sessionId, emailAddress: 'not-an-email' },
    });
    expect(badFriend.statusCode).toBe(400);

    const rows = await t.db.database.db.execute(
      sql`SELECT count(*)::int AS n FROM appointment_claims WHERE session_id = ${plan.sessionId} AND expires_at IS NULL`,
    );
    expect((rows as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
    const strayMud = await t.db.database.db.execute(
      sql`SELECT count(*)::int AS n FROM appointment_claims WHERE session_id = ${plan.sessionId} AND item_type = 2 AND expires_at IS NULL`,
    );
    expect((strayMud as { rows: { n: number }[] }).rows[0]?.n).toBe(0);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${plan.sessionId}/begin-booking`,
      payload: beginBookingBody(plan, 2),
    });
    expect(again.statusCode).toBe(409);
  });

  it('never gives a therapist or room held by another session: another pair, or a 409 with other times', async () => {
    const date = daysAhead(21);
    const mine = await planTreatmentSpaDay(t.app, { guests: 1, date, premierId: PACKAGE });
    const held = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${mine.sessionId}/holds/treatments`,
      payload: holdTreatmentsBody(mine, 1),
    });
    expect(held.statusCode, held.body).toBe(200);

    // Another guest, same package and arrival: my slot is no longer offered to them...
    const theirs = await planTreatmentSpaDay(t.app, { guests: 1, date, premierId: PACKAGE });
    const mySlot = mine.slots[0]!.TreatmentTimes[0]!;
    const theirSlot = theirs.slots[0]!.TreatmentTimes[0]!;
    expect([theirSlot.StartTime, theirSlot.StaffId, theirSlot.RoomId]).not.toEqual([
      mySlot.StartTime,
      mySlot.StaffId,
      mySlot.RoomId,
    ]);
    // ...and if their browser submits my time, therapist and room anyway, those are hints: the
    // server gives them another free pair at that time if there is one (it depends on who works
    // that weekday), else refuses, naming why and offering other times.
    const stolen = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${theirs.sessionId}/holds/treatments`,
      payload: holdTreatmentsBody({ ...theirs, slots: mine.slots }, 1),
    });
    if (stolen.statusCode === 200) {
      const pairs = await queryRows<{ staff_id: string; room_id: string }>(
        t.db.database.db,
        sql`SELECT staff_id, room_id FROM appointment_claims WHERE session_id IN (${mine.sessionId}, ${theirs.sessionId})`,
      );
      expect(pairs).toHaveLength(2);
      expect(pairs[0]!.staff_id).not.toBe(pairs[1]!.staff_id);
      expect(pairs[0]!.room_id).not.toBe(pairs[1]!.room_id);
    } else {
      expect(stolen.statusCode).toBe(409);
      expect(stolen.json()).toMatchObject({
        Kind: 'treatments',
        Field: 'Items[0]',
        message: expect.stringMatching(/(therapist who gives it|suitable room) is free then/),
      });
      expect(stolen.json().Alternatives.length).toBeGreaterThan(0);
    }

    // One's own hold never blocks one's own choice: holding it again replaces it.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${mine.sessionId}/holds/treatments`,
      payload: holdTreatmentsBody(mine, 1),
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('releases everything when the session ends', async () => {
    const date = daysAhead(22);
    const plan = await planTreatmentSpaDay(t.app, { guests: 1, date, premierId: PACKAGE });
    await t.app.inject({
      method: 'PUT',
      url: `/api/session/${plan.sessionId}/holds/treatments`,
      payload: holdTreatmentsBody(plan, 1),
    });
    const before = (await t.app.inject({ method: 'GET', url: `/api/session/${plan.sessionId}` })).json();
    expect(before.Holds.map((h: { Kind: string }) => h.Kind).sort()).toEqual(['arrival', 'treatments']);

    expect(
      (await t.app.inject({ method: 'POST', url: `/api/session/${plan.sessionId}/end` })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/session/${plan.sessionId}` })).statusCode).toBe(
      404,
    );
    const other = await planTreatmentSpaDay(t.app, { guests: 1, date, premierId: PACKAGE });
    const hold = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${other.sessionId}/holds/treatments`,
      payload: holdTreatmentsBody({ ...other, slots: plan.slots }, 1),
    });
    // Free again: the ended session's hold is gone.
    expect(hold.statusCode, hold.body).toBe(200);
  });

  it('keeps the booking in progress against the session', async () => {
    const id = await beginSession(t.app);
    const search = {
      ...newSearch({ guestCount: 2, date: daysAhead(30), spaDay: PACKAGE }),
      lastPath: '/guest',
    };
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/session/${id}/search`, payload: { Search: search } }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/session/${id}` })).json().Search).toEqual(search);
  });

  it('refuses a booking in progress that is not one, naming the field, and keeps the one saved', async () => {
    const id = await beginSession(t.app);
    const search = newSearch({ guestCount: 1, date: daysAhead(30), spaDay: PACKAGE });
    const save = (Search: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/session/${id}/search`, payload: { Search } });
    expect((await save(search)).statusCode).toBe(200);
    const refusals = [
      [{ ...search, guestCount: 9 }, 'body.Search.guestCount'],
      [{ ...search, date: '2026-02-30' }, 'body.Search.date'],
      [
        { ...search, guests: [{ ...search.guests[0], firstName: 'x'.repeat(51) }] },
        'body.Search.guests.0.firstName',
      ],
      [{ ...search, heldKinds: ['everything'] }, 'body.Search.heldKinds.0'],
      [{ guestCount: 1 }, 'body.Search.date'],
    ] as const;
    for (const [Search, field] of refusals) {
      const refused = await save(Search);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/session/${id}` })).json().Search).toEqual(search);
  });

  it('renews holds on keep-alive', async () => {
    const plan = await planTreatmentSpaDay(t.app, { guests: 1, date: daysAhead(23), premierId: PACKAGE });
    await t.db.database.db.execute(
      sql`UPDATE capacity_claims SET expires_at = now() + interval '1 minute' WHERE session_id = ${plan.sessionId}`,
    );
    const renewed = await t.app.inject({ method: 'POST', url: `/api/session/${plan.sessionId}/keep-alive` });
    expect(Date.parse(renewed.json().HoldExpiresAt)).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('does not let an expired hold block anyone', async () => {
    const date = daysAhead(24);
    const plan = await planTreatmentSpaDay(t.app, { guests: 1, date, premierId: PACKAGE });
    await t.app.inject({
      method: 'PUT',
      url: `/api/session/${plan.sessionId}/holds/treatments`,
      payload: holdTreatmentsBody(plan, 1),
    });
    await t.db.database.db.execute(
      sql`UPDATE appointment_claims SET expires_at = now() - interval '1 second' WHERE session_id = ${plan.sessionId}`,
    );
    const other = await planTreatmentSpaDay(t.app, { guests: 1, date, premierId: PACKAGE });
    expect(other.slots[0]?.TreatmentTimes[0]?.StartTime).toBe(plan.slots[0]?.TreatmentTimes[0]?.StartTime);
    const hold = await t.app.inject({
      method: 'PUT',
      url: `/api/session/${other.sessionId}/holds/treatments`,
      payload: holdTreatmentsBody(plan, 1),
    });
    expect(hold.statusCode, hold.body).toBe(200);
  });
});

describe(`spa calls refuse bad input (${TEST_DB})`, () => {
  const t = testAppForSuite();

  it('refuses a past date, wrong types and too many guests with 400 naming the field', async () => {
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/spa/packages',
      payload: { date: '2020-01-01', numberOfClients: 2 },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toEqual({ field: 'body.date', message: 'must not be in the past' });

    const many = await t.app.inject({
      method: 'POST',
      url: '/api/spa/packages',
      payload: { date: daysAhead(10), numberOfClients: 5 },
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors[0].field).toMatch(/numberOfClients/);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/spa/search',
      payload: { SessionId: 'x', Date: 'tomorrow', GuestRequirements: 'none' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['body.Date', 'body.GuestRequirements']),
    );
  });

  it('refuses an unknown activity code with 400 naming it', async () => {
    const id = await beginSession(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/spa/search',
      payload: {
        SessionId: id,
        Date: daysAhead(10),
        GuestRequirements: [{ GuestIndex: 0, Activities: ['NOPE'] }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/NOPE/);
  });

  /** Holds the mud room for `GuestIndexes` of a party of two, ten days ahead at 10:00. */
  const holdMudAtTen = (sessionId: string, GuestIndexes: number[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/session/${sessionId}/holds/mud`,
      payload: {
        Date: daysAhead(10),
        PartySize: 2,
        StartDateTime: `${daysAhead(10)}T10:00:00+00:00`,
        GuestIndexes,
      },
    });

  it('answers 404 for a session that does not exist or has ended', async () => {
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect((await t.app.inject({ method: 'GET', url: `/api/session/${unknown}` })).statusCode).toBe(404);
    const id = await beginSession(t.app);
    await t.app.inject({ method: 'POST', url: `/api/session/${id}/end` });
    expect((await holdMudAtTen(id, [0, 1])).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/session/not-an-id' })).statusCode).toBe(400);
  });

  it('refuses a hold for a guest outside the party', async () => {
    const id = await beginSession(t.app);
    expect((await holdMudAtTen(id, [0, 3])).statusCode).toBe(400);
  });

  it('refuses a begin-booking that shows a choice the session does not hold, naming the field', async () => {
    const date = daysAhead(25);
    const first = await planTreatmentSpaDay(t.app, { guests: 1, date, premierId: PACKAGE });
    const second = await planTreatmentSpaDay(t.app, { guests: 1, date, premierId: PACKAGE });
    await t.app.inject({
      method: 'PUT',
      url: `/api/session/${first.sessionId}/holds/treatments`,
      payload: holdTreatmentsBody(first, 1),
    });
    // The second guest's browser still shows the same slot and submits it.
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${second.sessionId}/begin-booking`,
      payload: beginBookingBody({ ...second, slots: first.slots }, 1),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().Problems[0]).toMatchObject({
      Field: 'items[0]',
      Message: expect.stringMatching(/is not held/),
    });
  });
});
