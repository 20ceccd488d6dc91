import { describe, expect, it } from 'vitest';
import { stayBuilders } from './helpers/stays';
import { testAppForSuite } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

describe(`a stay's money: every change in its ledger, with its receipt (${TEST_DB})`, () => {
  const t = testAppForSuite();
  const { day, room, memberWithStays, get, post, ledger, receipts } = stayBuilders(() => t);

  it('an add-on sent twice at once is added, charged and receipted once; removing it credits it back', async () => {
    const { member, headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30)] },
    ]);
    const number = numbers[0]!;
    const stay = (await get(`/api/stay/retrieve/${number}`, headers)).json();
    const ref = { internalIdentifier: stay.Rooms[0].InternalIdentifier, confirmationNumber: number, leg: 1 };
    const fizz = { ...ref, productCode: 'FIZZ', quantity: 2, startDate: day(30), endDate: day(30) };
    const answers = await Promise.all([
      post('/api/stay/add-package/', headers, fizz),
      post('/api/stay/add-package/', headers, fizz),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[1].json().Rooms[0]).toMatchObject({ PackagesTotal: 12_000, Total: 60_000 });
    expect(await ledger(number)).toEqual([
      { kind: 'charge', category: 'booking', amount_pence: 48_000, description: `Stay ${number}` },
      {
        kind: 'charge',
        category: 'add-on',
        amount_pence: 12_000,
        description: expect.stringMatching(/×2, room 1/),
      },
    ]);
    const [receipt, ...more] = await receipts(member.email);
    expect(more).toEqual([]);
    expect(receipt!.subject).toBe(`Receipt: your stay ${number} has changed`);
    expect(receipt!.text_body).toMatch(/\+£120/);
    expect(receipt!.text_body).toMatch(/added to your room bill, paid at the hotel/);
    expect(receipt!.text_body).toMatch(/£600/);

    const removed = await post('/api/stay/remove-package/', headers, { ...ref, productCode: 'FIZZ' });
    expect(removed.statusCode).toBe(200);
    expect((await ledger(number)).at(-1)).toMatchObject({
      kind: 'credit',
      category: 'add-on',
      amount_pence: 12_000,
    });
    expect((await receipts(member.email)).at(-1)!.text_body).toMatch(/−£120/);
  });

  it('an amendment writes the difference and its receipt; a cancelled flexible room is credited in full', async () => {
    const { member, headers, numbers } = await memberWithStays([
      { PaymentCardLastDigits: '4242', Rooms: [room(1, 30)] },
    ]);
    const number = numbers[0]!;
    const stay = (await get(`/api/stay/retrieve/${number}`, headers)).json();
    const amended = await post('/api/stay/amend/', headers, {
      confirmationNumber: number,
      amend: stay.Rooms[0].InternalIdentifier,
      arrivalDate: day(50),
      numberOfNights: 3,
      occupancy: [[2, 1, 0]],
      roomCode: 'SUPERIOR',
      rateCode: 'FLEX',
    });
    expect(amended.statusCode, amended.body).toBe(200);
    const total = amended.json().Rooms[0].Total as number;
    expect((await ledger(number)).at(-1)).toMatchObject({
      kind: 'charge',
      category: 'amendment',
      amount_pence: total - 48_000,
    });
    expect((await receipts(member.email)).at(-1)!.text_body).toMatch(/Room 1 amended/);

    const cancelled = await post('/api/stay/cancel/', headers, { confirmationNumber: number, legs: [1] });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const entries = await ledger(number);
    const owed = entries.reduce((n, e) => n + (e.kind === 'charge' ? e.amount_pence : -e.amount_pence), 0);
    expect(owed).toBe(0);
  });
});
