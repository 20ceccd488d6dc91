import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { calendarDay, daysBefore, type StayImport } from '@spa/domain';
import { queryRows } from '../../src/lib/sql';
import { importStays } from '../../src/modules/stays';
import { newMember, signIn } from './accounts';
import type { TestApp } from './test-app';

type Reservation = StayImport['Reservations'][number];
export type StayRoomImport = Reservation['Rooms'][number];

/** Builders for stay tests: rooms dated from today at the hotel, members with their stays imported. */
export function stayBuilders(t: () => TestApp) {
  const hotel = () => t().app.deps.hotel;
  const today = () => calendarDay(new Date(), hotel().TimeZone);
  const day = (offset: number) => daysBefore(today(), -offset);
  const newNumber = () => `ST${String(randomInt(0, 99_999_999)).padStart(8, '0')}`;

  function room(leg: number, from: number, extra: Partial<StayRoomImport> = {}): StayRoomImport {
    return {
      Leg: leg,
      RoomCode: 'CLASSIC',
      RateCode: 'FLEX',
      ArrivalDate: day(from),
      DepartureDate: day(from + 2),
      Adults: 2,
      LeadGuest: 'Ada',
      AccompanyingGuests: ['Charles'],
      Total: 48_000,
      ...extra,
    };
  }

  /** A member with a proven e-mail, signed in, and their stays imported (numbered afresh unless given). */
  async function memberWithStays(
    reservations: (Omit<Reservation, 'ConfirmationNumber' | 'LeadEmail'> & { ConfirmationNumber?: string })[],
  ) {
    const { db } = t().db.database;
    const member = await newMember(db);
    await db.execute(sql`INSERT INTO proven_emails (email) VALUES (${member.email})`);
    const numbers = reservations.map((r) => r.ConfirmationNumber ?? newNumber());
    await importStays(t().app.deps, {
      Reservations: reservations.map((r, i) => ({
        ...r,
        ConfirmationNumber: numbers[i]!,
        LeadEmail: member.email,
      })),
    });
    const { headers } = await signIn(t().app, member.email);
    return { member, headers, numbers };
  }

  const get = (url: string, headers: Record<string, string>) =>
    t().app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t().app.inject({ method: 'POST', url, headers, payload });

  /** A stay's ledger entries, in the order written. */
  const ledger = (confirmation: string) =>
    queryRows<{ kind: string; category: string | null; amount_pence: number; description: string }>(
      t().db.database.db,
      sql`SELECT e.kind, e.category, e.amount_pence, e.description FROM ledger_entries e
          JOIN stay_reservations r ON r.id = e.booking_id AND e.booking_kind = 'stay'
          WHERE r.confirmation_number = ${confirmation} ORDER BY e.created_at, e.kind DESC`,
    );
  /** The receipts e-mailed to an address, oldest first. */
  const receipts = (email: string) =>
    queryRows<{ subject: string; text_body: string }>(
      t().db.database.db,
      sql`SELECT subject, text_body FROM mail_outbox WHERE to_address = ${email} AND subject LIKE 'Receipt:%' ORDER BY id`,
    );

  return { hotel, today, day, newNumber, room, memberWithStays, get, post, ledger, receipts };
}
