import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { amendDeadline } from '@spa/domain';
import { queryRows } from '../src/lib/sql';
import { amendStayRoom } from '../src/modules/stays/stay-amend.service';
import { stayBuilders } from './helpers/stays';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

type Slot = { StartTime: string; IsAvailable: boolean; TreatmentTimes: { AppointmentTypeID: number }[] };
type Headers = Record<string, string>;

describe(`spa add-ons on a stay, amending a room, the cancellation e-mail (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const { hotel, day, room, memberWithStays, get, post } = stayBuilders(() => t);

  async function roomRef(headers: Headers, number: string, productCode: string, leg = 1) {
    const stay = (await get(`/api/stay/retrieve/${number}`, headers)).json();
    return {
      internalIdentifier: stay.Rooms[leg - 1].InternalIdentifier as string,
      confirmationNumber: number,
      leg,
      productCode,
    };
  }

  async function firstTreatmentSlot(headers: Headers, ref: object, date: string, activity = 'SWED-60') {
    const times = await post('/api/stay/spa-treatment-availability/', headers, {
      ...ref,
      date,
      GuestRequirements: [{ GuestIndex: 0, Activities: [activity] }],
    });
    expect(times.statusCode, times.body).toBe(200);
    const periods = times.json().GuestAvailability[0].Periods;
    const slot = [...periods.AM, ...periods.PM].find((s: Slot) => s.IsAvailable) as Slot;
    return slot;
  }

  async function mudTimes(headers: Headers, ref: object, date: string) {
    const answer = await post('/api/stay/spa-extras-availability/', headers, {
      ...ref,
      date,
      guestIndexes: [0, 1],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().AddonAppointments[0].Items as { StartDateTime: string; ActualPrice: number }[];
  }

  it('books a spa treatment on the spa diary for a guest of the room, shows it, and removes it', async () => {
    const { headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30)] },
    ]);
    const ref = await roomRef(headers, numbers[0]!, 'SPA');
    const offer = (await get(`/api/stay/retrieve/${numbers[0]}`, headers))
      .json()
      .Packages.find((p: { Code: string }) => p.Code === 'SPA');
    expect(offer.content.IsSpaTreatments).toBe(true);
    expect(offer.content.SpaTreatments[0].Durations[0]).toMatchObject({
      Code: 'SWED-30',
      Duration: 30,
      Price: 5500,
    });

    const slot = await firstTreatmentSlot(headers, ref, day(31));
    const added = await post('/api/stay/add-spa-treatment-package/', headers, {
      ...ref,
      quantity: 1,
      startDate: day(31),
      endDate: day(31),
      selections: [{ GuestIndex: 0, AppointmentTypeID: 1002, StartTime: slot.StartTime }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const booked = added.json().Rooms[0];
    expect(booked.Packages).toEqual([{ Code: 'SPA', Quantity: 1 }]);
    expect(booked.PackagesTotal).toBe(8500);
    expect(booked.SpaReservation.Items).toEqual([
      {
        ClientIndex: 0,
        StartDateTime: slot.StartTime,
        DisplayName: 'Swedish Massage (60 minutes)',
        Code: 'SPA',
      },
    ]);
    const claims = async () =>
      (
        await queryRows<{ n: number }>(
          t.db.database.db,
          sql`SELECT count(*)::int AS n FROM appointment_claims c JOIN stay_room_packages p ON p.spa_session_id = c.session_id
              WHERE p.room_id = ${ref.internalIdentifier} AND c.expires_at IS NULL`,
        )
      )[0]!.n;
    expect(await claims()).toBe(1);

    const removed = await post('/api/stay/remove-package/', headers, ref);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().Rooms[0]).toMatchObject({
      Packages: [],
      PackagesTotal: 0,
      SpaReservation: { Items: [] },
    });
    const left = await queryRows<{ n: number }>(
      t.db.database.db,
      sql`SELECT count(*)::int AS n FROM appointment_claims WHERE session_id IN
          (SELECT id FROM spa_sessions WHERE kind = 'stay' AND status = 'ended')`,
    );
    expect(left[0]!.n).toBe(0);
  });

  it('refuses a treatment outside the stay, for a guest the room does not have, or through add-package', async () => {
    const { headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30)] },
    ]);
    const ref = await roomRef(headers, numbers[0]!, 'SPA');
    const slot = await firstTreatmentSlot(headers, ref, day(31));
    const base = { ...ref, quantity: 1, startDate: day(31), endDate: day(31) };
    const outside = await post('/api/stay/add-spa-treatment-package/', headers, {
      ...base,
      startDate: day(40),
      endDate: day(40),
      selections: [{ GuestIndex: 0, AppointmentTypeID: 1002, StartTime: `${day(40)}T10:00:00+00:00` }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0].field).toBe('body.startDate');
    const stranger = await post('/api/stay/add-spa-treatment-package/', headers, {
      ...base,
      selections: [{ GuestIndex: 2, AppointmentTypeID: 1002, StartTime: slot.StartTime }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors[0].field).toBe('body.selections.0.GuestIndex');
    const plain = await post('/api/stay/add-package/', headers, { ...base, productCode: 'SPA' });
    expect(plain.statusCode).toBe(400);
    const wrongKind = await post('/api/stay/add-spa-treatment-package/', headers, {
      ...base,
      productCode: 'FIZZ',
      selections: [{ GuestIndex: 0, AppointmentTypeID: 1002, StartTime: slot.StartTime }],
    });
    expect(wrongKind.json().errors[0].field).toBe('body.productCode');
  });

  it("keeps each stay's spa add-ons to its owner: 404 to another member, 401 signed out", async () => {
    const { headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30)] },
    ]);
    const other = await memberWithStays([]);
    const ref = await roomRef(headers, numbers[0]!, 'MUD');
    const [time] = await mudTimes(headers, ref, day(31));
    const body = {
      ...ref,
      quantity: 1,
      isMud: true,
      selections: [{ guestIndexes: [0, 1], code: 'MUD-60', selection: time!.StartDateTime }],
    };
    expect((await post('/api/stay/add-spa-mud-package/', other.headers, body)).statusCode).toBe(404);
    expect(
      (
        await post('/api/stay/spa-extras-availability/', other.headers, {
          ...ref,
          date: day(31),
          guestIndexes: [0, 1],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post('/api/stay/amend-search/', other.headers, {
          confirmationNumber: numbers[0],
          amend: ref.internalIdentifier,
          arrivalDate: day(40),
          numberOfNights: 2,
          occupancy: [[2, 0, 0]],
        })
      ).statusCode,
    ).toBe(404);
    expect((await post('/api/stay/add-spa-mud-package/', {}, body)).statusCode).toBe(401);
  });

  it('books the mud room for two guests; the booking flow no longer offers that time; one guest is refused', async () => {
    const { headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30)] },
    ]);
    const ref = await roomRef(headers, numbers[0]!, 'MUD');
    const [time] = await mudTimes(headers, ref, day(31));
    const one = await post('/api/stay/add-spa-mud-package/', headers, {
      ...ref,
      quantity: 1,
      selections: [{ guestIndexes: [0], code: 'MUD-60', selection: time!.StartDateTime }],
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().errors[0].message).toBe('A minimum of 2 guests must be in the mud room');
    const added = await post('/api/stay/add-spa-mud-package/', headers, {
      ...ref,
      quantity: 1,
      isMud: true,
      selections: [{ guestIndexes: [0, 1], code: 'MUD-60', selection: time!.StartDateTime, price: 1 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().Rooms[0].PackagesTotal).toBe(9000);
    const flow = await t.app.inject({
      method: 'POST',
      url: '/api/spa/extras',
      payload: { date: day(31), appointmentExtras: ['MUD-60'], guestIndexes: [0, 1] },
    });
    expect(flow.statusCode, flow.body).toBe(200);
    const offered = flow
      .json()
      .AddonAppointments[0].Items.map((i: { StartDateTime: string }) => i.StartDateTime);
    expect(offered).not.toContain(time!.StartDateTime);
  });

  it('two tabs adding the last mud room time: one wins, the other is told it was taken', async () => {
    const a = await memberWithStays([{ PaymentCardLastDigits: '4242', Rooms: [room(1, 33)] }]);
    const b = await memberWithStays([{ PaymentCardLastDigits: '4242', Rooms: [room(1, 33)] }]);
    const refA = await roomRef(a.headers, a.numbers[0]!, 'MUD');
    const refB = await roomRef(b.headers, b.numbers[0]!, 'MUD');
    const [time] = await mudTimes(a.headers, refA, day(34));
    const body = (ref: object) => ({
      ...ref,
      quantity: 1,
      isMud: true,
      selections: [{ guestIndexes: [0, 1], code: 'MUD-60', selection: time!.StartDateTime }],
    });
    const [first, second] = await Promise.all([
      post('/api/stay/add-spa-mud-package/', a.headers, body(refA)),
      post('/api/stay/add-spa-mud-package/', b.headers, body(refB)),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().message).toMatch(/^Sorry, /);
    const rows = await queryRows<{ n: number }>(
      t.db.database.db,
      sql`SELECT count(*)::int AS n FROM appointment_claims WHERE room_id = ${hotelMudRoom()} AND lower(during) = ${time!.StartDateTime}::timestamptz`,
    );
    expect(rows[0]!.n).toBe(1);
  });
  const hotelMudRoom = () => t.app.deps.catalogue.MudRoom!.RoomId;

  it('books the spa garden for every guest of the room, and releases it when the room is cancelled', async () => {
    const { headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30), room(2, 30)] },
    ]);
    const ref = await roomRef(headers, numbers[0]!, 'GARDEN');
    const times = await post('/api/stay/spa-extras-availability/', headers, {
      ...ref,
      date: day(31),
      guestIndexes: [0],
    });
    expect(times.statusCode, times.body).toBe(200);
    const group = times.json().Groups[0];
    const slot = group.Items.find(
      (i: { NumberOfSpacesAvailable?: number }) => (i.NumberOfSpacesAvailable ?? 1) > 1,
    );
    const added = await post('/api/stay/add-spa-garden-package/', headers, {
      ...ref,
      quantity: 1,
      isSpaGarden: true,
      selections: [{ guestIndexes: [0], code: group.Key, selection: slot.StartDateTime, price: 0 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(
      added.json().Rooms[0].SpaReservation.Items.map((i: { ClientIndex: number }) => i.ClientIndex),
    ).toEqual([0, 1]);
    const places = async () =>
      (
        await queryRows<{ n: number }>(
          t.db.database.db,
          sql`SELECT coalesce(sum(c.places), 0)::int AS n FROM capacity_claims c JOIN stay_room_packages p ON p.spa_session_id = c.session_id WHERE p.room_id = ${ref.internalIdentifier}`,
        )
      )[0]!.n;
    expect(await places()).toBe(2);
    const cancelled = await post('/api/stay/cancel/', headers, { confirmationNumber: numbers[0], legs: [1] });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await places()).toBe(0);
  });

  it('writes the cancellation e-mail to the lead in the cancel’s transaction', async () => {
    const { member, headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30), room(2, 30)] },
    ]);
    const subjects = async () =>
      (
        await queryRows<{ subject: string; text_body: string }>(
          t.db.database.db,
          sql`SELECT subject, text_body FROM mail_outbox WHERE to_address = ${member.email} ORDER BY id`,
        )
      ).filter((m) => m.subject.startsWith('Cancellation'));
    const refused = await post('/api/stay/cancel/', headers, {
      confirmationNumber: numbers[0],
      legs: [1, 9],
    });
    expect(refused.statusCode).toBe(400);
    expect(await subjects()).toEqual([]);
    expect(
      (await post('/api/stay/cancel/', headers, { confirmationNumber: numbers[0], legs: [2] })).statusCode,
    ).toBe(200);
    const mails = await subjects();
    expect(mails.map((m) => m.subject)).toEqual([`Cancellation of your stay ${numbers[0]}`]);
    expect(mails[0]!.text_body).toMatch(/Room 2: Classic Double/);
    expect(mails[0]!.text_body).toMatch(/Nothing will be charged/);
  });

  it('searches rooms for new dates and guests, re-prices, and replaces the room', async () => {
    const { headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30)] },
    ]);
    const ref = await roomRef(headers, numbers[0]!, 'SPA');
    const search = {
      confirmationNumber: numbers[0],
      amend: ref.internalIdentifier,
      arrivalDate: day(50),
      numberOfNights: 3,
      occupancy: [[2, 1, 0]],
    };
    const found = await post('/api/stay/amend-search/', headers, search);
    expect(found.statusCode, found.body).toBe(200);
    const body = found.json();
    expect(body).toMatchObject({
      CannotAmendReason: null,
      DepartureDate: day(53),
      Current: { RoomCode: 'CLASSIC', Total: 48_000 },
    });
    const classic = body.Rooms.find((r: { RoomCode: string }) => r.RoomCode === 'CLASSIC');
    // A flexible room keeps a flexible rate: 3 nights of 195 plus a child at 25 a night.
    expect(classic.Rates).toEqual([
      {
        RateCode: 'FLEX',
        DisplayName: 'Flexible Bed & Breakfast',
        RequiresDeposit: false,
        Total: 3 * (19_500 + 2_500),
        NonAdultTotal: 7_500,
        DogsTotal: 0,
      },
    ]);
    expect(body.Rooms.map((r: { RoomCode: string }) => r.RoomCode)).not.toContain('NOPE');
    const amended = await post('/api/stay/amend/', headers, {
      ...search,
      roomCode: 'SUPERIOR',
      rateCode: 'FLEX',
    });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json().Rooms[0]).toMatchObject({
      RoomCode: 'SUPERIOR',
      DateRange: { StartDate: day(50), EndDate: day(53) },
      GuestQuota: { Adults: 2, Children: 1 },
      Total: 3 * (24_500 + 2_500),
    });
    const toAdvance = await post('/api/stay/amend/', headers, {
      ...search,
      roomCode: 'SUPERIOR',
      rateCode: 'ADV',
    });
    expect(toAdvance.statusCode).toBe(409);
    const dogs = await post('/api/stay/amend/', headers, {
      ...search,
      occupancy: [[2, 0, 1]],
      roomCode: 'CLASSIC',
      rateCode: 'FLEX',
    });
    expect(dogs.statusCode).toBe(400);
    expect(dogs.json().errors[0].field).toBe('body.occupancy');
  });

  it('never sells a room type past its inventory: the last cottage goes to one amend', async () => {
    const cottages = hotel().RoomTypes.find((r) => r.PMSCode === 'COTTAGE')!.Inventory;
    expect(cottages).toBe(1);
    const a = await memberWithStays([{ PaymentCardLastDigits: '4242', Rooms: [room(1, 60)] }]);
    const b = await memberWithStays([{ PaymentCardLastDigits: '4242', Rooms: [room(1, 60)] }]);
    const amend = async (m: typeof a) => {
      const ref = await roomRef(m.headers, m.numbers[0]!, 'SPA');
      return post('/api/stay/amend/', m.headers, {
        confirmationNumber: m.numbers[0],
        amend: ref.internalIdentifier,
        arrivalDate: day(90),
        numberOfNights: 2,
        occupancy: [[2, 0, 0]],
        roomCode: 'COTTAGE',
        rateCode: 'FLEX',
      });
    };
    const [x, y] = await Promise.all([amend(a), amend(b)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expect((x.statusCode === 409 ? x : y).json().message).toMatch(/not available/);
    const ref = await roomRef(a.headers, a.numbers[0]!, 'SPA');
    const search = await post('/api/stay/amend-search/', a.headers, {
      confirmationNumber: a.numbers[0],
      amend: ref.internalIdentifier,
      arrivalDate: day(91),
      numberOfNights: 1,
      occupancy: [[2, 0, 0]],
    });
    const types = search.json().Rooms.map((r: { RoomCode: string }) => r.RoomCode);
    // The night of day 91 is taken by whichever amend won (the member's own room is set aside).
    expect(types.includes('COTTAGE')).toBe(x.statusCode === 200);
  });

  it('amends a flexible room until the day of arrival begins, an advance purchase until 14 days before', async () => {
    const flexRoom = room(1, 10);
    const advRoom = room(1, 20, { RateCode: 'ADV' });
    const { member, headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [flexRoom] },
      { PaymentCardLastDigits: '4242', Rooms: [advRoom] },
    ]);
    const minute = 60_000;
    for (const [i, r, deposit] of [
      [0, flexRoom, false],
      [1, advRoom, true],
    ] as const) {
      const ref = await roomRef(headers, numbers[i]!, 'SPA');
      const deadline = amendDeadline({ RequiresDeposit: deposit }, r.ArrivalDate, hotel().TimeZone);
      const request = {
        confirmationNumber: numbers[i]!,
        amend: ref.internalIdentifier,
        arrivalDate: day(25),
        numberOfNights: 1,
        occupancy: [[2, 0, 0]] as [number, number, number][],
        roomCode: 'CLASSIC',
        rateCode: r.RateCode,
      };
      await expect(
        amendStayRoom(t.app.deps, member.id, request, new Date(+deadline + minute)),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringMatching(/cannot be amended/),
      });
      const done = await amendStayRoom(t.app.deps, member.id, request, new Date(+deadline - minute));
      expect(done.Rooms[0]!.DateRange.StartDate).toBe(day(25));
    }
  });

  it('fills the account configuration with the hotel file’s rooms, rates and add-ons', async () => {
    const config = (await get('/umbraco/api/account/getConfiguration', {})).json();
    expect(config.RoomTypes.map((r: { PMSCode: string }) => r.PMSCode)).toEqual([
      'CLASSIC',
      'SUPERIOR',
      'SUITE',
      'COTTAGE',
    ]);
    expect(config.RateTypes[0]).toMatchObject({
      PMSCode: 'FLEX',
      AllowedAddOnPackages: expect.arrayContaining(['DINNER', 'SPA']),
    });
    expect(config.AddOns.map((a: { PMSCode: string }) => a.PMSCode)).toContain('GARDEN');
  });
});
