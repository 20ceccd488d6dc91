import { z } from 'zod';
import { LocalDateSchema } from './wire-formats';

/**
 * The shape in which reservations are imported from the property system's
 * export (one JSON file; docs/stay-import.md). Each reservation is replaced as a
 * whole on import, keyed by its confirmation number, so an export can be loaded
 * again after changes.
 */
const CodeSchema = z.string().regex(/^[A-Z0-9_-]{1,20}$/);
const NameSchema = z.string().trim().min(1).max(100);

export const StayImportRoomSchema = z.object({
  Leg: z.number().int().min(1).max(20),
  RoomCode: CodeSchema,
  RateCode: CodeSchema,
  ArrivalDate: LocalDateSchema,
  DepartureDate: LocalDateSchema,
  Adults: z.number().int().min(1).max(8),
  Children: z.number().int().min(0).max(8).default(0),
  Infants: z.number().int().min(0).max(8).default(0),
  Dogs: z.number().int().min(0).max(4).default(0),
  LeadGuest: NameSchema,
  AccompanyingGuests: z.array(NameSchema).max(15).default([]),
  /** Pence: the room's total, what of it is for children, for dogs. */
  Total: z.number().int().nonnegative(),
  NonAdultTotal: z.number().int().nonnegative().default(0),
  DogsTotal: z.number().int().nonnegative().default(0),
  Cancelled: z.boolean().default(false),
  Packages: z
    .array(
      z.object({
        Code: CodeSchema,
        Quantity: z.number().int().min(1).max(6),
        StartDate: LocalDateSchema,
        EndDate: LocalDateSchema,
      }),
    )
    .max(20)
    .default([]),
});

export const StayImportReservationSchema = z
  .object({
    ConfirmationNumber: z.string().regex(/^ST\d{8}$/),
    /** The lead booker's e-mail: the member with this (verified) address sees the stay. */
    LeadEmail: z.email().max(254),
    HasVoucher: z.boolean().default(false),
    PaymentCardLastDigits: z.string().regex(/^\d{4}$/),
    Rooms: z.array(StayImportRoomSchema).min(1).max(20),
  })
  .refine((r) => new Set(r.Rooms.map((room) => room.Leg)).size === r.Rooms.length, {
    message: 'each room needs its own Leg',
    path: ['Rooms'],
  })
  .refine((r) => r.Rooms.every((room) => room.ArrivalDate < room.DepartureDate), {
    message: 'a room departs after it arrives',
    path: ['Rooms'],
  });

export const StayImportSchema = z.object({ Reservations: z.array(StayImportReservationSchema).max(100_000) });

export type StayImportReservation = z.infer<typeof StayImportReservationSchema>;
export type StayImport = z.input<typeof StayImportSchema>;
