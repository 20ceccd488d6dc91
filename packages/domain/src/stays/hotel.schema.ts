import { z } from 'zod';
import { PenceSchema, TimeOfDaySchema } from '../catalogue/catalogue.schema';

/**
 * The hotel's rooms, rates and add-on packages: the part of the property system
 * the account area needs (account-area §3 'Account configuration'). One JSON
 * file beside the resort's catalogue (`data/catalogue/demo-hotel.json`), with the
 * spec's PascalCase names so the configuration call hands them out unchanged.
 */

const CodeSchema = z.string().regex(/^[A-Z0-9_-]{1,20}$/, { message: 'must be an upper-case code' });
const ImageSchema = z.object({ Path: z.string().min(1), Alt: z.string().min(1) });

export const RoomTypeSchema = z.object({
  PMSCode: CodeSchema,
  DisplayName: z.string().min(1),
  Description: z.string(),
  Images: z.array(ImageSchema),
  /** How many rooms of this type the hotel has (decision 152: what availability counts against). */
  Inventory: z.number().int().min(0).max(500),
  /** Most guests the room sleeps: adults, and adults and children together. */
  MaxAdults: z.number().int().min(1).max(8),
  MaxGuests: z.number().int().min(1).max(8),
  /** Dogs welcome (a dog-friendly room). */
  AllowsDogs: z.boolean(),
});

export const RateTypeSchema = z.object({
  PMSCode: CodeSchema,
  DisplayName: z.string().min(1),
  /**
   * Advance purchase: a deposit is taken on the card at booking, non-refundable;
   * otherwise a flexible rate, paid on arrival with the card as guarantee.
   */
  RequiresDeposit: z.boolean(),
  /** Codes of the add-on packages this rate allows. */
  AllowedAddOnPackages: z.array(CodeSchema),
  /** Pence a night for the room with up to two adults, per room type code; a room type absent is not sold on this rate. */
  NightlyPrices: z.record(CodeSchema, PenceSchema),
});

/** How a package's price is counted (account-area §3): 0 item, 1 adult, 2 child, 3 person, 4 room. */
export const PriceCalculationModeSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

export const AddOnSchema = z.object({
  PMSCode: CodeSchema,
  DisplayName: z.string().min(1),
  LongDescription: z.string(),
  /** 'per person per night', 'per item' … */
  PerText: z.string(),
  Price: PenceSchema,
  PriceCalculationMode: PriceCalculationModeSchema,
  /** A dining package books a table at this restaurant of the resort's catalogue. */
  RestaurantId: z.string().optional(),
  /**
   * A spa add-on: treatments, the mud room or the spa garden, booked on the spa's
   * diary like a spa booking (decision 150); priced from the resort's catalogue.
   */
  Spa: z.enum(['treatments', 'mud', 'garden']).optional(),
  Images: z.array(ImageSchema),
});

export const HotelSchema = z
  .object({
    Name: z.string().min(1),
    TimeZone: z.string().min(1),
    PhoneNumber: z.string().min(1),
    /** The hotel's postal address, a line each, as its printed confirmations carry it. */
    Address: z.array(z.string().min(1).max(100)).min(1).max(6),
    BookingDefaults: z.object({ CheckInTime: TimeOfDaySchema, CheckOutTime: TimeOfDaySchema }),
    /** Shown under each room's terms; VAT is included in the prices. */
    TaxInformation: z.string().min(1),
    /** Pence a night on top of a room's price: each adult after two, each child, each dog. */
    Charges: z.object({
      ExtraAdultPerNight: PenceSchema,
      ChildPerNight: PenceSchema,
      DogPerNight: PenceSchema,
    }),
    RoomTypes: z.array(RoomTypeSchema).min(1),
    RateTypes: z.array(RateTypeSchema).min(1),
    AddOns: z.array(AddOnSchema),
  })
  .superRefine((hotel, ctx) => {
    const rooms = new Set(hotel.RoomTypes.map((r) => r.PMSCode));
    hotel.RateTypes.forEach((rate, i) =>
      Object.keys(rate.NightlyPrices).forEach((code) => {
        if (!rooms.has(code))
          ctx.addIssue({
            code: 'custom',
            path: ['RateTypes', i, 'NightlyPrices', code],
            message: `names no room type ("${code}")`,
          });
      }),
    );
    const addOns = new Set(hotel.AddOns.map((a) => a.PMSCode));
    hotel.RateTypes.forEach((rate, i) =>
      rate.AllowedAddOnPackages.forEach((code, j) => {
        if (!addOns.has(code))
          ctx.addIssue({
            code: 'custom',
            path: ['RateTypes', i, 'AllowedAddOnPackages', j],
            message: `names no add-on package ("${code}")`,
          });
      }),
    );
  });

export type Hotel = z.infer<typeof HotelSchema>;
export type RateType = z.infer<typeof RateTypeSchema>;
export type AddOn = z.infer<typeof AddOnSchema>;
export type RoomType = z.infer<typeof RoomTypeSchema>;
