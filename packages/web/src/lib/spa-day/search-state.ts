import { z } from 'zod';
import { HoldKindSchema } from '@spa/domain';

/**
 * The booking in progress (booking-flow §3, Search), kept against the session with
 * PUT /api/session/{id}/search so that a reload or a return continues where the
 * guest was. One zod schema: it checks what the server hands back on restore.
 * The chosen times are not here: they are the session's holds, and the session's
 * answer carries them (its Itinerary), which is what every screen renders.
 */

export const ChosenTreatmentSchema = z.object({
  TreatmentId: z.string(),
  DisplayName: z.string(),
  /** Activity id and code of the chosen duration. */
  Id: z.number(),
  Code: z.string(),
  Duration: z.number(),
  Price: z.number(),
  IsIncluded: z.boolean(),
  PriceDifference: z.number(),
});

export const GuestStateSchema = z.object({
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isLoggedInUser: z.boolean(),
  /** The treatments picked, before their times are held (then the itinerary has them). */
  treatments: z.array(ChosenTreatmentSchema),
});

export const LeadGuestSchema = z.object({
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  telephone: z.string(),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    country: z.string(),
    postCode: z.string(),
    isManualEntry: z.boolean(),
  }),
});

export const SpaDaySearchSchema = z.object({
  guestCount: z.number().int(),
  date: z.string(),
  /** PremierId of the chosen package. */
  spaDay: z.string(),
  code: z.string().default(''),
  guests: z.array(GuestStateSchema),
  arrivalTogether: z.boolean().default(true),
  gardenTogether: z.boolean().default(true),
  treatmentsTogether: z.boolean().default(true),
  /**
   * The kinds of choice the guest has held, to say which must be made again when a
   * hold runs out. The choices themselves are the session's Itinerary (the server's).
   */
  heldKinds: z.array(HoldKindSchema).default([]),
  details: z
    .object({
      /** The guest who is the lead booker, or null for 'Someone else'. */
      selectedGuest: z.number().nullable(),
      leadGuest: LeadGuestSchema,
      requests: z.string(),
      joinMailingList: z.boolean(),
      mailingLists: z.array(z.number()),
      terms: z.boolean(),
    })
    .nullable()
    .default(null),
  /**
   * What the guest has typed on details but not yet submitted (never a password),
   * so that a reload keeps it; the details feature reads it.
   */
  detailsDraft: z.record(z.string(), z.unknown()).nullable().default(null),
  /** The last screen the guest reached, to continue there. */
  lastPath: z.string().default(''),
});

export type SpaDaySearch = z.infer<typeof SpaDaySearchSchema>;
export type GuestState = z.infer<typeof GuestStateSchema>;
export type ChosenTreatment = z.infer<typeof ChosenTreatmentSchema>;

export const emptyGuest = (): GuestState => ({
  title: '',
  firstName: '',
  lastName: '',
  isLoggedInUser: false,
  treatments: [],
});

/** A fresh booking for a package: choosing a new package clears previous state (§4). */
export function newSearch(input: { guestCount: number; date: string; spaDay: string }): SpaDaySearch {
  return {
    ...input,
    code: '',
    guests: Array.from({ length: input.guestCount }, emptyGuest),
    arrivalTogether: true,
    gardenTogether: true,
    treatmentsTogether: true,
    heldKinds: [],
    details: null,
    detailsDraft: null,
    lastPath: '',
  };
}

/** The guest's name for headings: first name, or 'Guest n' before names are given. */
export const guestName = (guest: GuestState | undefined, index: number) =>
  guest?.firstName.trim() || `Guest ${index + 1}`;
