import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cancellationDeadline } from '@spa/domain';
import { queryRows } from '../src/lib/sql';
import { importStays } from '../src/modules/stays';
import { cancelStay } from '../src/modules/stays/stays.service';
import { stayBuilders } from './helpers/stays';
import { testAppForSuite } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

describe(`stays in the account area (${TEST_DB})`, () => {
  const t = testAppForSuite();

  const { hotel, day, newNumber, room, memberWithStays, get, post } = stayBuilders(() => t);

  it('lists upcoming, today, previous and cancelled stays, and retrieves one with its texts', async () => {
    const { headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30), room(2, 30)] },
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 0)] },
      { PaymentCardLastDigits: '4242', Rooms: [room(1, -10)] },
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 40, { Cancelled: true })] },
    ]);
    const list = await get('/api/stay/user-bookings', headers);
    expect(list.statusCode, list.body).toBe(200);
    const byNumber = new Map(
      list.json().map((s: { ConfirmationNumber: string }) => [s.ConfirmationNumber, s]),
    );
    expect(byNumber.get(numbers[0])).toMatchObject({
      DaysToStay: 30,
      RoomCount: 2,
      IsCancelled: false,
      Total: 96_000,
    });
    expect(byNumber.get(numbers[0])).toMatchObject({ TotalGuests: { Adults: 4, Children: 0, Infants: 0 } });
    expect(byNumber.get(numbers[1])).toMatchObject({ DaysToStay: 0 });
    expect(byNumber.get(numbers[2])).toMatchObject({ DaysToStay: -10 });
    expect(byNumber.get(numbers[3])).toMatchObject({ IsCancelled: true });

    const stay = await get(`/api/stay/retrieve/${numbers[0]}`, headers);
    expect(stay.statusCode, stay.body).toBe(200);
    const body = stay.json();
    expect(body).toMatchObject({ IsFutureBooking: true, CanCancelAll: true, hasVoucher: false });
    expect(body.Rooms[0]).toMatchObject({
      Leg: 1,
      RateCode: 'FLEX',
      GuestNames: ['Ada', 'Charles'],
      CannotCancelReason: null,
      RequiresDeposit: false,
      TaxInformation: hotel().TaxInformation,
    });
    expect(body.Rooms[0].CancellationPolicy).toMatch(/^Flexible rate: free cancellation until 15:00 on /);
    expect(body.Rooms[0].RateText).toMatch(/^Flexible rate: pay on arrival/);
    expect(body.Packages.map((p: { Code: string }) => p.Code)).toEqual([
      'DINNER',
      'FIZZ',
      'FLOWERS',
      'LATE',
      'SPA',
      'MUD',
      'GARDEN',
    ]);
  });

  it('keeps stays to their owner: 404 to another member, 401 signed out, 400 for a malformed number', async () => {
    const { numbers } = await memberWithStays([{ PaymentCardLastDigits: '4242', Rooms: [room(1, 30)] }]);
    const other = await memberWithStays([]);
    expect((await get(`/api/stay/retrieve/${numbers[0]}`, other.headers)).statusCode).toBe(404);
    expect(
      (await post('/api/stay/cancel/', other.headers, { confirmationNumber: numbers[0] })).statusCode,
    ).toBe(404);
    expect((await get('/api/stay/user-bookings', other.headers)).json()).toEqual([]);
    expect((await get('/api/stay/user-bookings', {})).statusCode).toBe(401);
    const malformed = await get('/api/stay/retrieve/nope', other.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('params.confirmation');
  });

  it('cancels one room of two, then no longer offers cancel-all', async () => {
    const { headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30), room(2, 30)] },
    ]);
    const cancelled = await post('/api/stay/cancel/', headers, { confirmationNumber: numbers[0], legs: [2] });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().Rooms.map((r: { IsCancelled: boolean }) => r.IsCancelled)).toEqual([false, true]);
    expect(cancelled.json()).toMatchObject({ CanCancelAll: false, IsCancelled: false });
    const all = await post('/api/stay/cancel/', headers, { confirmationNumber: numbers[0] });
    expect(all.statusCode).toBe(409);
    // The list counts the room still booked: a two-room stay with one cancelled is one room.
    const listed = (await get('/api/stay/user-bookings', headers)).json()[0];
    expect(listed).toMatchObject({ RoomCount: 1, IsCancelled: false });
    const unknownLeg = await post('/api/stay/cancel/', headers, {
      confirmationNumber: numbers[0],
      legs: [7],
    });
    expect(unknownLeg.statusCode).toBe(400);
  });

  it('cancels all rooms only with more than one, all cancellable', async () => {
    const { headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30), room(2, 30)] },
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30)] },
      {
        PaymentCardLastDigits: '4242',
        Rooms: [room(1, 30), room(2, 30, { RateCode: 'ADV', ArrivalDate: day(5), DepartureDate: day(6) })],
      },
    ]);
    const all = await post('/api/stay/cancel/', headers, { confirmationNumber: numbers[0] });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().IsCancelled).toBe(true);
    expect((await post('/api/stay/cancel/', headers, { confirmationNumber: numbers[1] })).statusCode).toBe(
      409,
    );
    const mixed = await post('/api/stay/cancel/', headers, { confirmationNumber: numbers[2] });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toMatch(/Not every room/);
  });

  it('refuses a voucher stay and a non-refundable room past its cut-off, saying why', async () => {
    const { headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', HasVoucher: true, Rooms: [room(1, 30)] },
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 7, { RateCode: 'ADV' })] },
    ]);
    const voucher = await post('/api/stay/cancel/', headers, { confirmationNumber: numbers[0], legs: [1] });
    expect(voucher.statusCode).toBe(409);
    expect(voucher.json().message).toMatch(/voucher/);
    const advance = await post('/api/stay/cancel/', headers, { confirmationNumber: numbers[1], legs: [1] });
    expect(advance.statusCode).toBe(409);
    expect(advance.json().message).toMatch(/cannot be cancelled online, please contact the hotel/);
    const view = (await get(`/api/stay/retrieve/${numbers[1]}`, headers)).json();
    expect(view.Rooms[0].CannotCancelReason).toMatch(/deadline has passed/);
    expect(view.Rooms[0].CannotAmendReason).toMatch(/cannot be amended/);
    expect(view.Rooms[0].RateText).toMatch(/card ending in 4242/);
  });

  it('cancels a flexible room the minute before 15:00 the day before arrival, not the minute after', async () => {
    const arrival = room(1, 10);
    const { member, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [arrival, room(2, 10)] },
    ]);
    const deadline = cancellationDeadline({ RequiresDeposit: false }, arrival.ArrivalDate, hotel().TimeZone);
    const minute = 60_000;
    await expect(
      cancelStay(
        t.app.deps,
        member.id,
        { confirmationNumber: numbers[0]!, legs: [1] },
        new Date(+deadline + minute),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    const done = await cancelStay(
      t.app.deps,
      member.id,
      { confirmationNumber: numbers[0]!, legs: [1] },
      new Date(+deadline - minute),
    );
    expect(done.Rooms[0]!.IsCancelled).toBe(true);
  });

  it('two tabs cancelling the same room: one cancellation, the other told it is cancelled', async () => {
    const { headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30), room(2, 30)] },
    ]);
    const [a, b] = await Promise.all([
      post('/api/stay/cancel/', headers, { confirmationNumber: numbers[0], legs: [1] }),
      post('/api/stay/cancel/', headers, { confirmationNumber: numbers[0], legs: [1] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().message).toMatch(/This booking is cancelled/);
    const rows = await queryRows<{ n: number }>(
      t.db.database.db,
      sql`SELECT count(*)::int AS n FROM stay_rooms r JOIN stay_reservations s ON s.id = r.reservation_id
          WHERE s.confirmation_number = ${numbers[0]} AND r.cancelled_at IS NOT NULL`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  /** Adds `quantity` of a package to the room at `ref` for the one night `days` ahead. */
  const addPackage = (
    headers: Record<string, string>,
    ref: object,
    productCode: string,
    quantity: number,
    days: number,
  ) =>
    post('/api/stay/add-package/', headers, {
      ...ref,
      productCode,
      quantity,
      startDate: day(days),
      endDate: day(days),
    });

  it('adds and removes packages the booking’s rates allow, priced by the server', async () => {
    const { headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30)] },
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30, { RateCode: 'ADV' })] },
    ]);
    const stay = (await get(`/api/stay/retrieve/${numbers[0]}`, headers)).json();
    const ref = {
      internalIdentifier: stay.Rooms[0].InternalIdentifier,
      confirmationNumber: numbers[0],
      leg: 1,
    };
    const fizz = await addPackage(headers, ref, 'FIZZ', 2, 30);
    expect(fizz.statusCode, fizz.body).toBe(200);
    expect(fizz.json().Rooms[0]).toMatchObject({
      Packages: [{ Code: 'FIZZ', Quantity: 2 }],
      PackagesTotal: 12_000,
      Total: 60_000,
    });

    const dinner = await post('/api/stay/add-dining-package/', headers, {
      ...ref,
      productCode: 'DINNER',
      quantity: 1,
      startDate: day(30),
      endDate: day(30),
      items: [{ timeSLot: `${day(30)}T19:30:00+00:00`, restaurant: 'orangery' }],
    });
    expect(dinner.statusCode, dinner.body).toBe(200);
    expect(dinner.json().Rooms[0].PackagesTotal).toBe(12_000 + 2 * 4_500);
    // A dining package needs its table times; dates must fall within the stay.
    expect((await addPackage(headers, ref, 'DINNER', 1, 30)).statusCode).toBe(400);
    const outside = await addPackage(headers, ref, 'LATE', 1, 29);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0].field).toBe('body.startDate');
    const badQuantity = await addPackage(headers, ref, 'FIZZ', 7, 30);
    expect(badQuantity.statusCode).toBe(400);

    const removed = await post('/api/stay/remove-package/', headers, { ...ref, productCode: 'FIZZ' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().Rooms[0].Packages).toEqual([{ Code: 'DINNER', Quantity: 1 }]);
    expect(
      (await post('/api/stay/remove-package/', headers, { ...ref, productCode: 'FIZZ' })).statusCode,
    ).toBe(404);

    // Advance purchase allows no dinner.
    const advance = (await get(`/api/stay/retrieve/${numbers[1]}`, headers)).json();
    expect(advance.Packages.map((p: { Code: string }) => p.Code)).toEqual([
      'FIZZ',
      'FLOWERS',
      'SPA',
      'GARDEN',
    ]);
    const advanceRef = {
      internalIdentifier: advance.Rooms[0].InternalIdentifier,
      confirmationNumber: numbers[1],
      leg: 1,
    };
    const refused = await addPackage(headers, advanceRef, 'LATE', 1, 30);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('body.productCode');
  });

  it('re-sends a stay confirmation to the owner’s chosen address', async () => {
    const { headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30)] },
    ]);
    const other = await memberWithStays([]);
    expect(
      (
        await post('/api/stay/send-email/', other.headers, {
          confirmation: numbers[0],
          emailAddress: 'x@example.com',
        })
      ).statusCode,
    ).toBe(404);
    const sent = await post('/api/stay/send-email/', headers, {
      confirmation: numbers[0],
      emailAddress: 'stay.copy@example.com',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = await queryRows<{ subject: string; text_body: string }>(
      t.db.database.db,
      sql`SELECT subject, text_body FROM mail_outbox WHERE to_address = 'stay.copy@example.com'`,
    );
    expect(mails.map((m) => m.subject)).toEqual([`Your stay ${numbers[0]} (copy)`]);
    // The e-mail carries the room's cancellation policy, as its terms word it.
    expect(mails[0]!.text_body).toMatch(/Room 1: Flexible rate: free cancellation until 15:00 on /);
  });

  it('hands out the hotel configuration', async () => {
    const config = await get('/umbraco/api/stay/getConfiguration', {});
    expect(config.statusCode).toBe(200);
    expect(config.json().RateTypes.map((r: { PMSCode: string }) => r.PMSCode)).toEqual(['FLEX', 'ADV']);
    expect(config.json().BookingDefaults).toEqual({ CheckInTime: '15:00', CheckOutTime: '11:00' });
    // What a printed confirmation carries.
    expect(config.json()).toMatchObject({
      HotelName: 'Elmstead Hall Hotel',
      PhoneNumber: '01632 960 100',
      Address: ['Elmstead Hall', 'Church Road', 'Elmstead', 'Colchester CO7 7AA'],
    });
  });

  it('imports an export in one transaction, and updates a reservation in place on a second import', async () => {
    const number = newNumber();
    const base = {
      ConfirmationNumber: number,
      LeadEmail: 'import@example.com',
      PaymentCardLastDigits: '1234',
    };
    await expect(
      importStays(t.app.deps, {
        Reservations: [
          { ...base, Rooms: [room(1, 30)] },
          { ...base, ConfirmationNumber: newNumber(), Rooms: [room(1, 30, { RoomCode: 'NOPE' })] },
        ],
      }),
    ).rejects.toThrow(/RoomCode "NOPE" is not a room type/);
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.db.database.db,
          sql`SELECT count(*)::int AS n FROM stay_reservations WHERE confirmation_number = ${number}`,
        )
      )[0]!.n;
    expect(await count()).toBe(0);

    await importStays(t.app.deps, { Reservations: [{ ...base, Rooms: [room(1, 30)] }] });
    const ids = async () =>
      queryRows<{ id: string; total_pence: number }>(
        t.db.database.db,
        sql`SELECT r.id, r.total_pence FROM stay_rooms r JOIN stay_reservations s ON s.id = r.reservation_id WHERE s.confirmation_number = ${number}`,
      );
    const first = await ids();
    await importStays(t.app.deps, { Reservations: [{ ...base, Rooms: [room(1, 30, { Total: 50_000 })] }] });
    const second = await ids();
    expect(second).toEqual([{ id: first[0]!.id, total_pence: 50_000 }]);
    expect(await count()).toBe(1);
  });
});
