import { packageAmount, StayImportSchema, type Hotel, type StayImport } from '@spa/domain';
import type { Executor } from '../../db/database';
import { upsertImportedReservation, upsertRoomPackage } from './stays.repository';

/**
 * Loads reservations from the property system's export (the JSON shape of
 * `StayImportSchema`, docs/stay-import.md), all in one transaction: an invalid
 * file or a room of a type or rate the hotel file does not know writes nothing.
 * A reservation seen before is updated in place (rooms keyed by leg keep their
 * identifiers and the packages members added).
 */
export async function importStays(
  deps: { db: Executor; hotel: Hotel },
  input: StayImport,
): Promise<{ reservations: number; rooms: number }> {
  const parsed = StayImportSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Stay import is invalid: ${problems}`);
  }
  const { hotel } = deps;
  parsed.data.Reservations.forEach((reservation, i) =>
    reservation.Rooms.forEach((room, j) => {
      const where = `Reservations.${i} (${reservation.ConfirmationNumber}).Rooms.${j}`;
      if (!hotel.RoomTypes.some((t) => t.PMSCode === room.RoomCode))
        throw new Error(`Stay import: ${where}.RoomCode "${room.RoomCode}" is not a room type of the hotel`);
      if (!hotel.RateTypes.some((t) => t.PMSCode === room.RateCode))
        throw new Error(`Stay import: ${where}.RateCode "${room.RateCode}" is not a rate of the hotel`);
    }),
  );
  let rooms = 0;
  await deps.db.transaction(async (tx) => {
    for (const reservation of parsed.data.Reservations) {
      const roomIds = await upsertImportedReservation(
        tx,
        {
          confirmationNumber: reservation.ConfirmationNumber,
          leadEmail: reservation.LeadEmail.toLowerCase(),
          hasVoucher: reservation.HasVoucher,
          cardLastDigits: reservation.PaymentCardLastDigits,
        },
        reservation.Rooms.map((room) => ({
          leg: room.Leg,
          roomCode: room.RoomCode,
          rateCode: room.RateCode,
          arrivalDate: room.ArrivalDate,
          departureDate: room.DepartureDate,
          adults: room.Adults,
          children: room.Children,
          infants: room.Infants,
          dogs: room.Dogs,
          leadGuest: room.LeadGuest,
          accompanyingGuests: room.AccompanyingGuests,
          totalPence: room.Total,
          nonAdultTotalPence: room.NonAdultTotal,
          dogsTotalPence: room.DogsTotal,
          cancelledAt: room.Cancelled ? new Date() : null,
        })),
      );
      for (const room of reservation.Rooms)
        for (const pkg of room.Packages) {
          const addOn = hotel.AddOns.find((a) => a.PMSCode === pkg.Code);
          const roomId = roomIds.get(room.Leg);
          if (!addOn || !roomId)
            throw new Error(
              `Stay import: ${reservation.ConfirmationNumber} room ${room.Leg}: unknown package "${pkg.Code}"`,
            );
          await upsertRoomPackage(tx, {
            roomId,
            code: pkg.Code,
            quantity: pkg.Quantity,
            startDate: pkg.StartDate,
            endDate: pkg.EndDate,
            amountPence: packageAmount(addOn, { adults: room.Adults, children: room.Children }, pkg.Quantity),
            dining: null,
          });
        }
      rooms += reservation.Rooms.length;
    }
  });
  return { reservations: parsed.data.Reservations.length, rooms };
}
