import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { calendarDay, daysBefore, type StayImport } from '@spa/domain';
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

  return { hotel, today, day, newNumber, room, memberWithStays, get, post };
}
