import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stayBuilders } from './helpers/stays';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

type Headers = Record<string, string>;
type Room = { InternalIdentifier: string; Leg: number };

describe(`'Amend all rooms' of a stay: all or nothing, once, with one receipt (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const { day, room, memberWithStays, get, post, ledger, receipts } = stayBuilders(() => t);

  async function twoRoomStay(from: number) {
    const member = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, from), room(2, from)] },
    ]);
    const number = member.numbers[0]!;
    const stay = (await get(`/api/stay/retrieve/${number}`, member.headers)).json();
    const [first, second] = (stay.Rooms as Room[]).map((r) => r.InternalIdentifier);
    return { ...member, number, first: first!, second: second! };
  }

  /** New dates for both rooms: room 1 a Superior for two, room 2 a Classic for two and a child. */
  const amendAll = (
    headers: Headers,
    number: string,
    ids: [string, string],
    arrival: number,
    secondCode = 'CLASSIC',
  ) =>
    post('/api/stay/amend-all/', headers, {
      confirmationNumber: number,
      requestId: randomUUID(),
      arrivalDate: day(arrival),
      numberOfNights: 2,
      rooms: [
        { amend: ids[0], occupancy: [[2, 0, 0]], roomCode: 'SUPERIOR', rateCode: 'FLEX' },
        { amend: ids[1], occupancy: [[2, 1, 0]], roomCode: secondCode, rateCode: 'FLEX' },
      ],
    });

  it('moves every room to the new dates with its own guests, room and rate; one entry per room, one receipt', async () => {
    const { member, headers, number, first, second } = await twoRoomStay(30);
    const answer = await amendAll(headers, number, [first, second], 40);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Rooms).toMatchObject([
      {
        Leg: 1,
        RoomCode: 'SUPERIOR',
        DateRange: { StartDate: day(40), EndDate: day(42) },
        Total: 2 * 24_500,
      },
      {
        Leg: 2,
        RoomCode: 'CLASSIC',
        GuestQuota: { Adults: 2, Children: 1 },
        DateRange: { StartDate: day(40), EndDate: day(42) },
        Total: 2 * (19_500 + 2_500),
      },
    ]);
    const entries = await ledger(number);
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'charge', category: 'booking', amount_pence: 96_000, description: `Stay ${number}` },
        expect.objectContaining({ kind: 'charge', category: 'amendment', amount_pence: 1_000 }),
        expect.objectContaining({ kind: 'credit', category: 'amendment', amount_pence: 4_000 }),
      ]),
    );
    const mails = await receipts(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toMatch(/Room 1 amended: Superior.*\(\+£10\)/);
    expect(mails[0]!.text_body).toMatch(/Room 2 amended: Classic.*\(−£40\)/);
    expect(mails[0]!.text_body).toMatch(/−£30/);
    expect(mails[0]!.text_body).toMatch(/comes off your room bill/);
  });

  it('a double submit sent at once amends, charges and receipts once', async () => {
    const { member, headers, number, first, second } = await twoRoomStay(30);
    const request = {
      confirmationNumber: number,
      requestId: randomUUID(),
      arrivalDate: day(45),
      numberOfNights: 3,
      rooms: [
        { amend: first, occupancy: [[2, 0, 0]], roomCode: 'SUPERIOR', rateCode: 'FLEX' },
        { amend: second, occupancy: [[1, 0, 0]], roomCode: 'SUPERIOR', rateCode: 'FLEX' },
      ],
    };
    const answers = await Promise.all([
      post('/api/stay/amend-all/', headers, request),
      post('/api/stay/amend-all/', headers, request),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const again = await post('/api/stay/amend-all/', headers, request);
    expect(again.statusCode, again.body).toBe(200);
    const amendments = (await ledger(number)).filter((e) => e.category === 'amendment');
    expect(amendments).toHaveLength(2);
    expect(amendments.every((e) => e.kind === 'charge')).toBe(true);
    expect(await receipts(member.email)).toHaveLength(1);
    expect(
      again.json().Rooms.map((r: { DateRange: { StartDate: string } }) => r.DateRange.StartDate),
    ).toEqual([day(45), day(45)]);
  });

  it('when one room is no longer free, amends nothing and names the room, with what is free for it instead', async () => {
    // The hotel's one cottage is taken on the new dates by another guest's stay.
    await memberWithStays([{ PaymentCardLastDigits: '4242', Rooms: [room(1, 70, { RoomCode: 'COTTAGE' })] }]);
    const { member, headers, number, first, second } = await twoRoomStay(60);
    const answer = await amendAll(headers, number, [first, second], 70, 'COTTAGE');
    expect(answer.statusCode, answer.body).toBe(409);
    const body = answer.json();
    expect(body.message).toMatch(/^Room 2: sorry, the Garden Cottage is not available/);
    expect(body.Leg).toBe(2);
    const alternatives = body.Alternatives.map((r: { RoomCode: string }) => r.RoomCode);
    expect(alternatives).toContain('CLASSIC');
    expect(alternatives).not.toContain('COTTAGE');
    const stay = (await get(`/api/stay/retrieve/${number}`, headers)).json();
    expect(
      stay.Rooms.map((r: { RoomCode: string; DateRange: { StartDate: string } }) => [
        r.RoomCode,
        r.DateRange.StartDate,
      ]),
    ).toEqual([
      ['CLASSIC', day(60)],
      ['CLASSIC', day(60)],
    ]);
    expect(await ledger(number)).toEqual([]);
    expect(await receipts(member.email)).toEqual([]);
  });

  it('refuses a cancelled room by name, each room twice, an unknown room type by its field, and another member’s stay', async () => {
    const { headers, number, first, second } = await twoRoomStay(30);
    const twice = await post('/api/stay/amend-all/', headers, {
      confirmationNumber: number,
      requestId: randomUUID(),
      arrivalDate: day(40),
      numberOfNights: 2,
      rooms: [first, first].map((amend) => ({
        amend,
        occupancy: [[2, 0, 0]],
        roomCode: 'CLASSIC',
        rateCode: 'FLEX',
      })),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].field).toBe('body.rooms');
    const unknown = await amendAll(headers, number, [first, second], 40, 'NOPE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('body.rooms.1.roomCode');
    const other = await memberWithStays([]);
    const theirs = await amendAll(other.headers, number, [first, second], 40);
    expect(theirs.statusCode).toBe(404);

    const cancelled = await post('/api/stay/cancel/', headers, { confirmationNumber: number, legs: [2] });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refused = await amendAll(headers, number, [first, second], 40);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ Leg: 2, message: expect.stringMatching(/^Room 2: /) });
    const stay = (await get(`/api/stay/retrieve/${number}`, headers)).json();
    expect(stay.Rooms[0]).toMatchObject({ RoomCode: 'CLASSIC', DateRange: { StartDate: day(30) } });
  });
});
