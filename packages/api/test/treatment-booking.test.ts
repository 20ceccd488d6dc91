import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildResortDay, localTimeToMinute } from '@spa/domain';
import { queryRows } from '../src/lib/sql';
import { demoResort, testAppForSuite } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { newMember, signIn } from './helpers/accounts';
import { beginSession, daysAhead, recordApprovedPayment, treatmentHoldItems } from './helpers/spa-journey';

/**
 * The Spa Treatment flow through the API (booking-flow §2–§5, §9): the same holds,
 * begin-booking and process-booking as a Spa Day, with no package: the session's
 * holds are the booking, the server assigns therapists and rooms and prices each
 * treatment at its standard price.
 */

interface TreatmentTime {
  StartTime: string;
  EndTime: string;
  StaffId: string;
  RoomId: string;
  AppointmentTypeID: number;
  ItemType: number;
}
interface Slot {
  StartTime: string;
  IsAvailable: boolean;
  TreatmentTimes: TreatmentTime[];
}
interface GuestSlots {
  GuestIndex: number;
  Periods: { AM: Slot[]; PM: Slot[] };
}

const catalogue = demoResort();
const activity = (code: string) => catalogue.Activities.find((a) => a.Code === code)!;

/** Each guest's chosen slot (guest g's at `slots[g]`) as the times of that guest. */
const guestTimes = (slots: Slot[]) =>
  slots.map(({ TreatmentTimes }, GuestIndex) => ({ GuestIndex, TreatmentTimes }));

/** The instant of a local time at the resort on `date`. */
const at = (date: string, time: string) =>
  new Date(localTimeToMinute(buildResortDay(date, catalogue.Resort.TimeZone), time) * 60_000);

function lead(guests: number) {
  return Array.from({ length: guests }, (_, g) => ({
    title: 'Mr',
    firstName: `Guest${g + 1}`,
    lastName: 'Treatment',
    ...(g === 0
      ? {
          emailAddress: 'treatment.lead@example.com',
          telephoneNumber: '+44 7700 900456',
          address1: '2 Low Street',
          city: 'York',
          country: 'GB',
          postCode: 'YO1 7HH',
        }
      : {}),
  }));
}

describe(`the Spa Treatment flow through the API (${TEST_DB})`, () => {
  let now: Date | null = null;
  const t = testAppForSuite({ deps: { bookingNow: async () => now ?? new Date() } });

  /** Each guest's first-treatment times, as the treatment-times screen asks (the session's holds count). */
  async function availability(sessionId: string, date: string, codes: string[][], together: boolean) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/spa/search',
      payload: {
        SessionId: sessionId,
        Date: date,
        StartTogether: together,
        GuestRequirements: codes.map((Activities, GuestIndex) => ({ GuestIndex, Activities })),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const guests = response.json<{ GuestAvailability: GuestSlots[] }>().GuestAvailability;
    return (guest: number) => {
      const g = guests.find((a) => a.GuestIndex === guest)!;
      return [...g.Periods.AM, ...g.Periods.PM].filter((s) => s.IsAvailable);
    };
  }

  /** PUT holds/treatments without a package, as the treatment flow's screen does. */
  const holdTreatments = (sessionId: string, date: string, guests: number, slots: Slot[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/session/${sessionId}/holds/treatments`,
      payload: {
        Date: date,
        PartySize: guests,
        Items: treatmentHoldItems(guestTimes(slots)),
      },
    });

  /** The begin-booking body the web builds for the treatment flow: no package, no arrival. */
  const beginBody = (date: string, slots: Slot[], codes: string[]) => ({
    isSpaDay: false,
    date,
    leadGuestIndex: 0,
    specialRequest: '',
    clients: lead(slots.length),
    package: null,
    items: slots.flatMap((slot, clientIndex) =>
      slot.TreatmentTimes.map((time) => ({
        clientIndex,
        itemType: time.ItemType,
        startDateTime: time.StartTime,
        endDateTime: time.EndTime,
        staffId: time.StaffId,
        roomId: time.RoomId,
        appointmentTypeID: time.AppointmentTypeID,
        code: codes[clientIndex]!,
        price: 1,
      })),
    ),
  });

  it('books one treatment for one guest: hold, begin, pay, confirm; read back as a treatment booking with its e-mail', async () => {
    const date = daysAhead(18);
    const sessionId = await beginSession(t.app);
    const slots = (await availability(sessionId, date, [['SWED-60']], false))(0);
    expect(slots.length).toBeGreaterThan(0);
    const chosen = slots[Math.min(3, slots.length - 1)]!;

    const hold = await holdTreatments(sessionId, date, 1, [chosen]);
    expect(hold.statusCode, hold.body).toBe(200);
    const session = (await t.app.inject({ method: 'GET', url: `/api/session/${sessionId}` })).json();
    expect(session.Holds.map((h: { Kind: string }) => h.Kind)).toEqual(['treatments']);

    const begin = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${sessionId}/begin-booking`,
      payload: beginBody(date, [chosen], ['SWED-60']),
    });
    expect(begin.statusCode, begin.body).toBe(200);
    // §9: each treatment at its standard price; the body's price of 1p is ignored.
    expect(begin.json().Total).toBe(activity('SWED-60').StandardPrice);

    await recordApprovedPayment(t.db.database, sessionId, begin.json().Total);
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/spa/${sessionId}/process-booking` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { ConfirmationId } = confirmed.json();

    const booking = await t.app.inject({ method: 'GET', url: `/api/spa/${sessionId}` });
    expect(booking.statusCode).toBe(200);
    expect(booking.json()).toMatchObject({
      ConfirmationId,
      IsSpaDay: false,
      PackageName: null,
      Date: date,
      Total: activity('SWED-60').StandardPrice,
      Guests: [{ FirstName: 'Guest1', LastName: 'Treatment' }],
    });
    const items = booking.json().Items as { Kind: string; StartDateTime: string }[];
    expect(items.map((i) => i.Kind)).toEqual(['treatments']);
    expect(Date.parse(items[0]!.StartDateTime)).toBe(Date.parse(chosen.StartTime));

    const mails = (
      await queryRows<{ subject: string; text_body: string; attachments: { filename: string }[] }>(
        t.db.database.db,
        sql`SELECT subject, text_body, attachments FROM mail_outbox WHERE to_address = 'treatment.lead@example.com'`,
      )
    ).filter((m) => m.subject.includes(ConfirmationId));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toMatch(/Swedish Massage/);
    expect(mails[0]?.text_body).not.toMatch(/Spa package/);
    expect(mails[0]?.attachments[0]?.filename).toMatch(/\.ics$/);
  });

  it('books two guests with different treatments at their own times, priced as the sum of both (§9)', async () => {
    const date = daysAhead(19);
    const sessionId = await beginSession(t.app);
    const codes = ['DEEP-60', 'HYDF-30'];
    const slotsOf = await availability(
      sessionId,
      date,
      codes.map((c) => [c]),
      false,
    );
    const first = slotsOf(0)[0]!;
    const second = slotsOf(1).find((s) => Date.parse(s.StartTime) > Date.parse(first.StartTime))!;
    expect(second).toBeDefined();

    const hold = await holdTreatments(sessionId, date, 2, [first, second]);
    expect(hold.statusCode, hold.body).toBe(200);
    // As the booking web sends it: the guests and lead booker only (the holds are the booking).
    const begin = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${sessionId}/begin-booking`,
      payload: { isSpaDay: false, date, leadGuestIndex: 0, specialRequest: '', clients: lead(2) },
    });
    expect(begin.statusCode, begin.body).toBe(200);
    expect(begin.json().Total).toBe(activity('DEEP-60').StandardPrice + activity('HYDF-30').StandardPrice);
    expect(begin.json().LineItems).toHaveLength(2);

    await recordApprovedPayment(t.db.database, sessionId, begin.json().Total);
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/spa/${sessionId}/process-booking` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const booking = (await t.app.inject({ method: 'GET', url: `/api/spa/${sessionId}` })).json();
    const items = booking.Items as { GuestIndexes: number[]; DisplayName: string }[];
    expect(items.map((i) => i.GuestIndexes)).toEqual([[0], [1]]);
    expect(items[0]!.DisplayName).toMatch(/Deep Tissue/i);
    expect(items[1]!.DisplayName).toMatch(/Hydrating/i);
  });

  it("is the signed-in member's spa booking: listed in the account area as a treatment booking (no package)", async () => {
    const member = await newMember(t.db.database.db);
    const { headers } = await signIn(t.app, member.email);
    const date = daysAhead(21);
    const sessionId = await beginSession(t.app);
    const chosen = (await availability(sessionId, date, [['REFL-45']], false))(0)[0]!;
    expect((await holdTreatments(sessionId, date, 1, [chosen])).statusCode).toBe(200);
    const begin = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${sessionId}/begin-booking`,
      payload: beginBody(date, [chosen], ['REFL-45']),
    });
    expect(begin.statusCode, begin.body).toBe(200);
    await recordApprovedPayment(t.db.database, sessionId, begin.json().Total);
    const processed = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${sessionId}/process-booking`,
      headers,
    });
    expect(processed.statusCode, processed.body).toBe(200);

    const listed = await t.app.inject({ method: 'GET', url: '/api/spa/user-bookings', headers });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        Id: processed.json().ConfirmationId,
        Date: date,
        Item: expect.objectContaining({
          Package: null,
          CalculatedAmount: activity('REFL-45').StandardPrice,
          Items: [expect.objectContaining({ ClientIndex: 0, Duration: 45 })],
        }),
      }),
    ]);
  });

  it('refuses begin-booking until every guest has a treatment, and a body that claims a package', async () => {
    const date = daysAhead(20);
    const sessionId = await beginSession(t.app);
    const slots = await availability(sessionId, date, [['SWED-30'], ['SWED-30']], true);
    const together = slots(0)[0]!;
    // Only the first guest's treatment is held.
    expect((await holdTreatments(sessionId, date, 2, [together])).statusCode).toBe(200);
    const partial = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${sessionId}/begin-booking`,
      payload: { ...beginBody(date, [together], ['SWED-30']), clients: lead(2) },
    });
    expect(partial.statusCode, partial.body).toBe(409);
    expect(partial.json().message).toMatch(/Guest 2|guest 2/);

    const both = [together, slots(1).find((s) => s.StartTime === together.StartTime)!];
    expect((await holdTreatments(sessionId, date, 2, both)).statusCode).toBe(200);
    const withPackage = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${sessionId}/begin-booking`,
      payload: {
        ...beginBody(date, both, ['SWED-30', 'SWED-30']),
        isSpaDay: true,
        package: { packageId: 'ELM-ESCAPE', packageTimeBandNumber: 1 },
        clients: lead(2).map((c) => ({ ...c, arrivalTime: both[0]!.StartTime })),
      },
    });
    expect(withPackage.statusCode, withPackage.body).toBe(409);
  });

  it('applies the treatment lead time (§9): today until 15:00, from tomorrow after 15:00', async () => {
    const today = daysAhead(24);
    const tomorrow = daysAhead(25);
    try {
      now = at(today, '14:00');
      const sessionId = await beginSession(t.app);
      const afternoon = (await availability(sessionId, today, [['SWED-60']], false))(0);
      expect(afternoon.length).toBeGreaterThan(0);
      for (const slot of afternoon)
        expect(Date.parse(slot.StartTime)).toBeGreaterThan(now.getTime() + 60 * 60_000);
      const held = await holdTreatments(sessionId, today, 1, [afternoon[0]!]);
      expect(held.statusCode, held.body).toBe(200);

      now = at(today, '15:30');
      const late = await beginSession(t.app);
      expect((await availability(late, today, [['SWED-60']], false))(0)).toEqual([]);
      const refused = await holdTreatments(late, today, 1, [afternoon.at(-1)!]);
      expect(refused.statusCode, refused.body).toBe(409);
      const nextDay = (await availability(late, tomorrow, [['SWED-60']], false))(0);
      expect(nextDay.length).toBeGreaterThan(0);
      expect((await holdTreatments(late, tomorrow, 1, [nextDay[0]!])).statusCode).toBe(200);
    } finally {
      now = null;
    }
  });
});
