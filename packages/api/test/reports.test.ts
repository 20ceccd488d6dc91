import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDay,
  formatTime,
  reportCellText,
  reportColumnHeading,
  type ReportAnswer,
  type StaffDiary,
} from '@spa/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/lib/sql';
import { recordPayment, statementOf } from '../src/modules/ledger';
import { importStays } from '../src/modules/stays';
import { daysAhead } from './helpers/spa-journey';
import {
  confirmedSpaDay,
  createStaffTestApp,
  deskBookedOnArrival,
  paidSpaDay,
  signedInStaff,
  tuesdayAhead,
  type StaffHeaders,
} from './helpers/staff';
import { stayBuilders } from './helpers/stays';
import { demoResort, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { giveMoneyVoucher } from './helpers/vouchers';

const TZ = demoResort().Resort.TimeZone;

/** Minutes of each confirmed diary entry in each hour of the resort's clock, per therapist: what the heatmap must show. */
function diaryMinutesByHour(diary: StaffDiary): Map<string, number> {
  const cells = new Map<string, number>();
  for (const entry of diary.Entries) {
    if (entry.Status !== 'confirmed' || !entry.StaffId) continue;
    const end = Date.parse(entry.End);
    for (let at = Date.parse(entry.Start); at < end;) {
      const next = Math.min(end, Math.floor(at / 3_600_000) * 3_600_000 + 3_600_000);
      const key = `${entry.StaffId}|${formatTime(new Date(at), TZ).slice(0, 2)}`;
      cells.set(key, (cells.get(key) ?? 0) + (next - at) / 60_000);
      at = next;
    }
  }
  return cells;
}

/** A utilisation table's cells that hold minutes, keyed as diaryMinutesByHour keys them. */
function cellsOf(table: ReportAnswer['Tables'][number]): Map<string, number> {
  const cells = new Map<string, number>();
  for (const row of table.Rows)
    for (const column of table.Columns)
      if (column.Key.startsWith('h') && Number(row[column.Key]) > 0)
        cells.set(`${row.id}|${column.Key.slice(1)}`, Number(row[column.Key]));
  return cells;
}

describe(`the spa manager's reports (${TEST_DB})`, () => {
  let t: TestApp;
  let manager: StaffHeaders;
  const today = calendarDay(new Date(), TZ);
  beforeAll(async () => ({ t, manager } = await createStaffTestApp(['manager'])));
  afterAll(() => t.close());

  const get = (url: string, headers = manager) => t.app.inject({ method: 'GET', url, headers });
  const reportOf = async (name: string, from: string, to = from) => {
    const answer = await get(`/api/staff/reports/${name}?from=${from}&to=${to}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ReportAnswer>();
  };
  const tableOf = (answer: ReportAnswer, key: string) => answer.Tables.find((table) => table.Key === key)!;

  it('are for spa managers only: reception is refused, and so is anyone not signed in', async () => {
    const url = `/api/staff/reports/takings?from=${today}&to=${today}`;
    const reception = await signedInStaff(t, 'reception');
    expect((await get(url, reception)).statusCode).toBe(403);
    expect((await get(url, {})).statusCode).toBe(401);
    expect(
      (await get(`/api/staff/reports/takings/csv?from=${today}&to=${today}&table=by-day`, reception))
        .statusCode,
    ).toBe(403);
    expect((await get(url)).statusCode).toBe(200);
  });

  it('refuse a range backwards, longer than a year, or not of dates, naming the field', async () => {
    const fieldOf = async (url: string) => {
      const answer = await get(url);
      expect(answer.statusCode, answer.body).toBe(400);
      return (answer.json<{ errors: { field: string }[] }>().errors ?? []).map((e) => e.field);
    };
    expect(await fieldOf(`/api/staff/reports/revenue?from=${today}&to=${addDays(today, -1)}`)).toEqual([
      'querystring.to',
    ]);
    expect(await fieldOf(`/api/staff/reports/revenue?from=${today}&to=${addDays(today, 366)}`)).toEqual([
      'querystring.to',
    ]);
    expect((await get(`/api/staff/reports/revenue?from=${today}&to=${addDays(today, 365)}`)).statusCode).toBe(
      200,
    );
    expect(await fieldOf(`/api/staff/reports/revenue?from=2026-02-30&to=${today}`)).toEqual([
      'querystring.from',
    ]);
    expect(await fieldOf(`/api/staff/reports/revenue?from=${'9'.repeat(5000)}&to=${today}`)).toEqual([
      'querystring.from',
    ]);
    expect(await fieldOf(`/api/staff/reports/profits?from=${today}&to=${today}`)).toEqual(['params.report']);
    expect(
      await fieldOf(`/api/staff/reports/takings/csv?from=${today}&to=${addDays(today, 400)}&table=by-day`),
    ).toEqual(['querystring.to']);
    expect(await fieldOf(`/api/staff/reports/takings/csv?from=${today}&to=${today}&table=by-month`)).toEqual([
      'table',
    ]);
  });

  it("show the day's takings equal to the ledger's total for that day, by tender, and the CSV holds the same numbers", async () => {
    const first = await paidSpaDay(t, 30);
    const second = await paidSpaDay(t, 31, 2);
    const db = t.db.database.db;
    // The ledger's own word: what each booking was paid, less refunds, by tender.
    const statements = await Promise.all(
      [first, second].map((b) => statementOf(db, { kind: 'spa', id: b.id })),
    );
    const paid = statements.reduce((sum, s) => sum + s.paidPence, 0);
    expect(paid).toBe(first.total + second.total);

    const answer = await reportOf('takings', today);
    const byDay = tableOf(answer, 'by-day');
    const row = byDay.Rows.find((r) => r.day === today)!;
    // The tests before this one paid nothing: these two are the day's whole ledger.
    expect(row.total).toBe(paid);
    expect(row['online-card']).toBe(row.total);
    const byTender = tableOf(answer, 'by-tender');
    expect(byTender.Rows).toEqual([{ tender: 'Card online', taken: row.total, refunded: 0, net: row.total }]);

    const csv = await get(`/api/staff/reports/takings/csv?from=${today}&to=${today}&table=by-day`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`takings-by-day-${today}-to-${today}.csv`);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(byDay.Columns.map(reportColumnHeading).join(','));
    expect(lines.slice(1)).toEqual(
      byDay.Rows.map((r) => byDay.Columns.map((c) => reportCellText(c.Unit, r[c.Key])).join(',')),
    );
    expect(lines[1]).toBe(
      `${today},${(Number(row.total) / 100).toFixed(2)},${(Number(row.total) / 100).toFixed(2)}`,
    );
  });

  it("count a spa booking charged to a room once, when the stay's bill is paid at the hotel; the room charge shows apart, and the CSV agrees", async () => {
    const stays = stayBuilders(() => t);
    const booked = await deskBookedOnArrival(t, manager, daysAhead(tuesdayAhead(4)));
    const stay = stays.newNumber();
    await importStays(t.app.deps, {
      Reservations: [
        {
          ConfirmationNumber: stay,
          LeadEmail: booked.email,
          PaymentCardLastDigits: '4242',
          Rooms: [stays.room(1, -1)],
        },
      ],
    });
    const before = await reportOf('takings', today);
    const dayBefore = tableOf(before, 'by-day').Rows.find((r) => r.day === today);
    const deskCardBefore = Number(dayBefore?.['desk-card'] ?? 0);

    // The desk charges the whole booking to the room; then the guest pays the stay's bill at the hotel, by card.
    const charged = await t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${booked.id}/payments`,
      headers: manager,
      payload: { RequestId: randomUUID(), Method: 'room-charge', StayConfirmation: stay },
    });
    expect(charged.statusCode, charged.body).toBe(200);
    const db = t.db.database.db;
    const [reservation] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM stay_reservations WHERE confirmation_number = ${stay}`,
    );
    const account = { kind: 'stay' as const, id: reservation!.id };
    const bill = (await statementOf(db, account)).balancePence;
    expect(bill).toBe(booked.total); // an imported stay's rooms are on the hotel's own bill: here the spa booking
    await db.transaction((tx) =>
      recordPayment(tx, account, {
        key: `stay:${account.id}:hotel:${randomUUID()}`,
        tender: 'desk-card',
        amountPence: bill,
        description: 'Paid at the hotel on departure',
      }),
    );

    const after = await reportOf('takings', today);
    const byDay = tableOf(after, 'by-day');
    const day = byDay.Rows.find((r) => r.day === today)!;
    // Taken once: the hotel's payment of the bill, which holds the spa booking; the room charge is not takings.
    expect(Number(day.total) - Number(dayBefore?.total ?? 0)).toBe(bill);
    expect(Number(day['desk-card']) - deskCardBefore).toBe(bill);
    expect(day).not.toHaveProperty('room-charge');
    expect(day.roomBills).toBe(booked.total);
    expect(byDay.Columns.map((c) => c.Label).slice(-2)).toEqual(['Total', 'Charged to room bills']);
    expect(tableOf(after, 'by-tender').Rows.map((r) => r.tender)).not.toContain('Room charge');
    const roomBills = tableOf(after, 'room-bills');
    expect(roomBills.Rows).toEqual([
      { stay, bookings: 1, charged: booked.total, refunded: 0, net: booked.total },
    ]);

    for (const table of [byDay, roomBills]) {
      const csv = await get(`/api/staff/reports/takings/csv?from=${today}&to=${today}&table=${table.Key}`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body.trimEnd().split('\r\n')).toEqual([
        table.Columns.map(reportColumnHeading).join(','),
        ...table.Rows.map((r) => table.Columns.map((c) => reportCellText(c.Unit, r[c.Key])).join(',')),
      ]);
    }
  });

  it("show utilisation whose cells match the diary's confirmed treatments hour by hour", async () => {
    const booked = await confirmedSpaDay(t, 40);
    const date = booked.plan.date;
    const diary = await get(`/api/staff/diary?date=${date}`);
    expect(diary.statusCode, diary.body).toBe(200);
    const expected = diaryMinutesByHour(diary.json<StaffDiary>());
    expect(expected.size).toBeGreaterThan(0);

    const therapists = tableOf(await reportOf('utilisation', date), 'therapists');
    expect(cellsOf(therapists)).toEqual(expected);
    const rooms = tableOf(await reportOf('utilisation', date), 'rooms');
    const roomMinutes = rooms.Rows.reduce((sum, r) => sum + Number(r.total), 0);
    expect(roomMinutes).toBe([...expected.values()].reduce((a, b) => a + b, 0));
  });

  it('add up utilisation over a range of days, cell by cell, as the diaries of those days do', async () => {
    const first = await confirmedSpaDay(t, 60);
    const second = await confirmedSpaDay(t, 67);
    const expected = new Map<string, number>();
    for (const date of [first.plan.date, second.plan.date]) {
      const diary = await get(`/api/staff/diary?date=${date}`);
      for (const [key, minutes] of diaryMinutesByHour(diary.json<StaffDiary>()))
        expected.set(key, (expected.get(key) ?? 0) + minutes);
    }
    const therapists = tableOf(
      await reportOf('utilisation', first.plan.date, second.plan.date),
      'therapists',
    );
    expect(cellsOf(therapists)).toEqual(expected);
  });

  it('show revenue on the day of the visit, bookings made today with their days ahead, and a cancellation', async () => {
    const booked = await paidSpaDay(t, 50);
    const revenue = await reportOf('revenue', booked.date);
    expect(tableOf(revenue, 'by-day').Rows).toEqual([
      { day: booked.date, bookings: 1, revenue: booked.total },
    ]);
    expect(tableOf(revenue, 'by-package').Rows).toEqual([
      { package: expect.any(String), bookings: 1, revenue: booked.total },
    ]);

    const made = tableOf(await reportOf('bookings', today), 'made-by-day');
    expect(made.Rows).toHaveLength(1);
    expect(made.Rows[0]).toMatchObject({ day: today });
    expect(Number(made.Rows[0]!.bookings)).toBeGreaterThanOrEqual(1);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${booked.id}/cancel`,
      headers: manager,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refund = cancel.json<{ Cancellation: { RefundPence: number } }>().Cancellation.RefundPence;
    const cancellations = tableOf(await reportOf('cancellations', booked.date), 'by-day');
    expect(cancellations.Rows).toEqual([
      { day: booked.date, booked: 1, cancelled: 1, guestsCancelled: 0, noShows: 0, refunded: refund },
    ]);
    // What the booking still owes after the credit: its fee.
    const after = tableOf(await reportOf('revenue', booked.date), 'by-day');
    expect(after.Rows).toEqual([{ day: booked.date, bookings: 1, revenue: booked.total - refund }]);
  });

  it('list the gift voucher value still owed, by the last four characters of each code', async () => {
    const before = tableOf(await reportOf('vouchers', today), 'outstanding');
    const code = await giveMoneyVoucher(t.app, manager, 20_000);
    const after = tableOf(await reportOf('vouchers', today), 'outstanding');
    const ending = `…${code
      .replace(/[^0-9A-Z]/gi, '')
      .slice(-4)
      .toUpperCase()}`;
    expect(after.Rows).toEqual([
      ...before.Rows,
      { code: ending, sold: today, value: 20_000, spent: 0, outstanding: 20_000 },
    ]);
    // As on the day before it was given: not yet owed.
    const yesterday = tableOf(await reportOf('vouchers', addDays(today, -1)), 'outstanding');
    expect(yesterday.Rows).not.toContainEqual(expect.objectContaining({ code: ending }));
  });
});
