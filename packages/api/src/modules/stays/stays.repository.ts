import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containingPattern, rowWhere } from '../../lib/sql';
import {
  stayReservations,
  stayRoomPackages,
  stayRooms,
  type StayReservationRow,
  type StayRoomPackageRow,
  type StayRoomRow,
} from './stays.tables';

/** A reservation with its rooms and their packages. */
export interface StayRecord {
  reservation: StayReservationRow;
  rooms: StayRoomRow[];
  packages: StayRoomPackageRow[];
}

async function withRooms(db: Executor, reservations: StayReservationRow[]): Promise<StayRecord[]> {
  if (reservations.length === 0) return [];
  const ids = reservations.map((r) => r.id);
  const rooms = await db
    .select()
    .from(stayRooms)
    .where(inArray(stayRooms.reservationId, ids))
    .orderBy(asc(stayRooms.leg));
  const packages =
    rooms.length === 0
      ? []
      : await db
          .select()
          .from(stayRoomPackages)
          .where(
            inArray(
              stayRoomPackages.roomId,
              rooms.map((r) => r.id),
            ),
          )
          .orderBy(asc(stayRoomPackages.createdAt));
  return reservations.map((reservation) => {
    const own = rooms.filter((r) => r.reservationId === reservation.id);
    return { reservation, rooms: own, packages: packages.filter((p) => own.some((r) => r.id === p.roomId)) };
  });
}

/** Booked signed in, or with the member's proven e-mail (null: not proven) as the lead's. */
const ownedBy = (memberId: string, email: string | null) =>
  email === null
    ? eq(stayReservations.memberId, memberId)
    : or(
        eq(stayReservations.memberId, memberId),
        and(isNull(stayReservations.memberId), eq(stayReservations.leadEmail, email)),
      );

/** The member's reservations: booked signed in, or with their (verified) e-mail as the lead's. */
export async function findMemberStays(
  db: Executor,
  memberId: string,
  email: string | null,
): Promise<StayRecord[]> {
  const reservations = await db
    .select()
    .from(stayReservations)
    .where(ownedBy(memberId, email))
    .limit(MEMBER_STAYS_LIMIT);
  return withRooms(db, reservations);
}

/** Enough for any guest's history; bounds the answer. */
const MEMBER_STAYS_LIMIT = 200;

/**
 * One of the member's reservations by confirmation number, or null (also when it
 * is somebody else's). `forUpdate` locks it and its rooms for the transaction, so
 * that two changes to one booking (two tabs) run one after the other.
 */
export async function findMemberStay(
  db: Executor,
  memberId: string,
  email: string | null,
  confirmationNumber: string,
  forUpdate = false,
): Promise<StayRecord | null> {
  const owned = and(eq(stayReservations.confirmationNumber, confirmationNumber), ownedBy(memberId, email))!;
  const reservation = await rowWhere(db, stayReservations, owned, forUpdate);
  if (!reservation) return null;
  if (forUpdate)
    await db
      .select({ id: stayRooms.id })
      .from(stayRooms)
      .where(eq(stayRooms.reservationId, reservation.id))
      .for('update');
  const [record] = await withRooms(db, [reservation]);
  return record ?? null;
}

/** Marks rooms cancelled (those not cancelled yet); returns how many changed. */
export async function cancelRooms(db: Executor, roomIds: string[]): Promise<number> {
  const rows = await db
    .update(stayRooms)
    .set({ cancelledAt: sql`now()` })
    .where(and(inArray(stayRooms.id, roomIds), isNull(stayRooms.cancelledAt)))
    .returning({ id: stayRooms.id });
  return rows.length;
}

export async function touchReservation(db: Executor, reservationId: string) {
  await db
    .update(stayReservations)
    .set({ updatedAt: sql`now()` })
    .where(eq(stayReservations.id, reservationId));
}

type NewPackage = Omit<typeof stayRoomPackages.$inferInsert, 'id' | 'createdAt'>;

/** Adds a package to a room, or replaces the room's package of that code. */
export async function upsertRoomPackage(db: Executor, pkg: NewPackage) {
  await db
    .insert(stayRoomPackages)
    .values(pkg)
    .onConflictDoUpdate({
      target: [stayRoomPackages.roomId, stayRoomPackages.code],
      set: {
        quantity: pkg.quantity,
        startDate: pkg.startDate,
        endDate: pkg.endDate,
        amountPence: pkg.amountPence,
        dining: pkg.dining ?? null,
        spaSessionId: pkg.spaSessionId ?? null,
        spaItems: pkg.spaItems ?? null,
      },
    });
}

/** Removes a room's package; returns it (with its spa session, if any), or null when there was none. */
export async function deleteRoomPackage(
  db: Executor,
  roomId: string,
  code: string,
): Promise<{ spaSessionId: string | null } | null> {
  const [row] = await db
    .delete(stayRoomPackages)
    .where(and(eq(stayRoomPackages.roomId, roomId), eq(stayRoomPackages.code, code)))
    .returning({ spaSessionId: stayRoomPackages.spaSessionId });
  return row ?? null;
}

/** The live rooms of a type whose stay overlaps [from, to) (decision 152), except one being amended. */
export async function roomsOfTypeBetween(
  db: Executor,
  roomCode: string,
  from: string,
  to: string,
  exceptRoomId: string | null,
): Promise<{ arrivalDate: string; departureDate: string }[]> {
  return db
    .select({ arrivalDate: stayRooms.arrivalDate, departureDate: stayRooms.departureDate })
    .from(stayRooms)
    .where(
      and(
        eq(stayRooms.roomCode, roomCode),
        isNull(stayRooms.cancelledAt),
        lt(stayRooms.arrivalDate, to),
        gt(stayRooms.departureDate, from),
        exceptRoomId ? ne(stayRooms.id, exceptRoomId) : undefined,
      ),
    );
}

/** A room's new dates, guests, type, rate and price (an amend). */
export async function amendRoom(
  db: Executor,
  roomId: string,
  fields: Pick<
    StayRoomRow,
    | 'arrivalDate'
    | 'departureDate'
    | 'adults'
    | 'children'
    | 'dogs'
    | 'roomCode'
    | 'rateCode'
    | 'totalPence'
    | 'nonAdultTotalPence'
    | 'dogsTotalPence'
  >,
) {
  await db.update(stayRooms).set(fields).where(eq(stayRooms.id, roomId));
}

type ImportedReservation = Omit<
  typeof stayReservations.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'memberId'
>;
type ImportedRoom = Omit<typeof stayRooms.$inferInsert, 'id' | 'reservationId'>;

/**
 * Writes an imported reservation: created, or updated in place (rooms keyed by
 * leg keep their identifiers and the packages members added).
 */
export async function upsertImportedReservation(
  db: Executor,
  reservation: ImportedReservation,
  rooms: ImportedRoom[],
): Promise<Map<number, string>> {
  const { confirmationNumber, ...fields } = reservation;
  const [row] = await db
    .insert(stayReservations)
    .values(reservation)
    .onConflictDoUpdate({
      target: stayReservations.confirmationNumber,
      set: { ...fields, updatedAt: sql`now()` },
    })
    .returning({ id: stayReservations.id });
  if (!row) throw new Error(`reservation ${confirmationNumber} was not written`);
  const legs = new Map<number, string>();
  for (const room of rooms) {
    const { leg, ...roomFields } = room;
    const [written] = await db
      .insert(stayRooms)
      .values({ ...room, reservationId: row.id })
      .onConflictDoUpdate({ target: [stayRooms.reservationId, stayRooms.leg], set: roomFields })
      .returning({ id: stayRooms.id });
    if (written) legs.set(leg, written.id);
  }
  return legs;
}

/** Whether any reservation exists (the demo seed runs once). */
export async function hasAnyReservation(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: stayReservations.id }).from(stayReservations).limit(1);
  return Boolean(row);
}

/**
 * A new reservation of one room booked by a member ('Book Again'); the caller
 * drew a confirmation number that `confirmationTaken` said was free.
 */
export async function insertMemberReservation(
  db: Executor,
  reservation: Omit<ImportedReservation, 'hasVoucher'> & { memberId: string },
  room: Omit<ImportedRoom, 'leg'>,
): Promise<string> {
  const [row] = await db
    .insert(stayReservations)
    .values({ ...reservation, hasVoucher: false })
    .returning({ id: stayReservations.id });
  if (!row) throw new Error(`reservation ${reservation.confirmationNumber} was not written`);
  await db.insert(stayRooms).values({ ...room, leg: 1, reservationId: row.id });
  return row.id;
}

export async function confirmationTaken(db: Executor, confirmationNumber: string): Promise<boolean> {
  return (
    (await rowWhere(db, stayReservations, eq(stayReservations.confirmationNumber, confirmationNumber))) !==
    null
  );
}

/** The confirmation number of a reservation written by this system (a replayed booking's answer). */
export async function confirmationOfReservation(db: Executor, id: string): Promise<string> {
  const [row] = await db
    .select({ confirmationNumber: stayReservations.confirmationNumber })
    .from(stayReservations)
    .where(eq(stayReservations.id, id));
  if (!row) throw new Error('stays: a booked payment names no reservation');
  return row.confirmationNumber;
}

/** Which in-house stays: those led by an e-mail, the one with a confirmation number, or those a desk search finds. */
export type InHouseMatch = { email: string } | { confirmation: string } | { text: string };

function inHouseWhere(match: InHouseMatch) {
  if ('email' in match) return eq(stayReservations.leadEmail, match.email.trim().toLowerCase());
  if ('confirmation' in match)
    return eq(sql`upper(${stayReservations.confirmationNumber})`, match.confirmation.trim().toUpperCase());
  const pattern = containingPattern(match.text.trim());
  return or(
    sql`${stayRooms.leadGuest} ILIKE ${pattern}`,
    // The hotel's file names the lead guest by first name only: a surname is found in their e-mail.
    sql`${stayReservations.leadEmail} ILIKE ${pattern}`,
    sql`${stayRooms.roomCode} ILIKE ${pattern}`,
    sql`${stayReservations.confirmationNumber} ILIKE ${pattern}`,
  );
}

/**
 * The rooms in house on `date` (arrived, not yet departed: the departure day counts, until
 * they leave; not cancelled) of the stays that `match`
 * finds, at most `limit`: what a spa booking may be charged to (decisions 0320, 0445).
 */
export async function inHouseStays(db: Executor, date: string, match: InHouseMatch, limit = 20) {
  return db
    .select({
      reservationId: stayReservations.id,
      confirmationNumber: stayReservations.confirmationNumber,
      leadGuest: stayRooms.leadGuest,
      roomCode: stayRooms.roomCode,
      departureDate: stayRooms.departureDate,
    })
    .from(stayRooms)
    .innerJoin(stayReservations, eq(stayReservations.id, stayRooms.reservationId))
    .where(
      and(
        inHouseWhere(match),
        isNull(stayRooms.cancelledAt),
        lte(stayRooms.arrivalDate, date),
        gte(stayRooms.departureDate, date),
      ),
    )
    .orderBy(asc(stayReservations.confirmationNumber), asc(stayRooms.leg))
    .limit(limit);
}

/** A guest's stays (the guest record, decision 0395): each room of a reservation led by this e-mail, newest first. */
export function staysOfGuest(db: Executor, email: string, limit: number) {
  return db
    .select({
      confirmationNumber: stayReservations.confirmationNumber,
      leadGuest: stayRooms.leadGuest,
      roomCode: stayRooms.roomCode,
      arrivalDate: stayRooms.arrivalDate,
      departureDate: stayRooms.departureDate,
      cancelledAt: stayRooms.cancelledAt,
    })
    .from(stayRooms)
    .innerJoin(stayReservations, eq(stayReservations.id, stayRooms.reservationId))
    .where(eq(stayReservations.leadEmail, email.trim().toLowerCase()))
    .orderBy(desc(stayRooms.arrivalDate), asc(stayReservations.confirmationNumber), asc(stayRooms.leg))
    .limit(limit);
}
