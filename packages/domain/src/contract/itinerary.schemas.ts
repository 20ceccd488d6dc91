import { z } from 'zod';
import { TreatmentTimeSchema } from './spa.schemas';
import { BookingContextShape, GuestIndexSchema, OffsetDateTimeSchema, WireCodeSchema } from './wire-formats';

/**
 * The itinerary a session holds, as the browser renders it (itineraryToWire): the
 * server's truth after every hold, with the therapists, rooms and tables it assigned.
 * Date-times carry the resort's offset; a treatment's EndTime is when the guest is done.
 */
const GuestSpan = z.object({
  GuestIndex: GuestIndexSchema,
  StartDateTime: OffsetDateTimeSchema,
  EndDateTime: OffsetDateTimeSchema,
});

export const HeldTreatmentWireSchema = TreatmentTimeSchema.extend({
  GuestIndex: GuestIndexSchema,
  /** The activity code (treatment and duration). */
  Code: WireCodeSchema,
});

export const ItineraryWireSchema = z.object({
  ...BookingContextShape,
  PremierId: BookingContextShape.PremierId.nullable(),
  BandNumber: BookingContextShape.BandNumber.nullable(),
  Arrivals: z.array(GuestSpan),
  Dining: z
    .object({
      RestaurantId: WireCodeSchema,
      TimeSlot: OffsetDateTimeSchema,
      DurationInMins: z.number().int().positive(),
      Facilities: z.array(WireCodeSchema),
    })
    .nullable(),
  Gardens: z.array(GuestSpan),
  Treatments: z.array(HeldTreatmentWireSchema),
  AddOnTreatments: z.array(HeldTreatmentWireSchema),
  MudRoom: z
    .object({
      StartDateTime: OffsetDateTimeSchema,
      EndDateTime: OffsetDateTimeSchema,
      GuestIndexes: z.array(GuestIndexSchema),
    })
    .nullable(),
  GardenExtra: z
    .object({
      Code: WireCodeSchema,
      StartDateTime: OffsetDateTimeSchema,
      EndDateTime: OffsetDateTimeSchema,
      GuestIndexes: z.array(GuestIndexSchema),
    })
    .nullable(),
});

export type ItineraryWire = z.infer<typeof ItineraryWireSchema>;
export type HeldTreatmentWire = z.infer<typeof HeldTreatmentWireSchema>;
