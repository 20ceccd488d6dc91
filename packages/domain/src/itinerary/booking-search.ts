import { z } from 'zod';
import { HoldKindSchema } from '../contract/holds.schemas';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OptionalAddressSchema,
  SPECIAL_REQUESTS_MAX_LENGTH,
  TELEPHONE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../contract/person-fields';
import { LocalDateSchema } from '../contract/wire-formats';

/**
 * The booking in progress as the browser keeps it (booking-flow §3, Search): saved
 * against the session with PUT /api/session/{id}/search so that a reload or a return
 * continues where the guest was. One schema: the server checks every save with it, and
 * the browser checks what the server hands back on restore. The chosen times are not
 * here: they are the session's holds, and the session's answer carries them (its
 * Itinerary), which is what every screen renders.
 *
 * What is saved may be unfinished (names not given yet), so text is bounded but may be
 * empty; the rules a field must meet to book are the forms' (person-fields.ts), checked
 * again by begin-booking.
 */

/** Most guests in a party (booking-flow §3: 1 to 4). */
const MAX_GUESTS = 4;
/** Most treatments one guest may pick before holding their times. */
const MAX_TREATMENTS_A_GUEST = 8;
const CODE_MAX_LENGTH = 64;
const DISPLAY_NAME_MAX_LENGTH = 200;
/** The longest a saved Search may be, as JSON. */
const MAX_SEARCH_BYTES = 64 * 1024;

const text = (max: number) => z.string().max(max);

export const ChosenTreatmentSchema = z.object({
  TreatmentId: text(CODE_MAX_LENGTH),
  DisplayName: text(DISPLAY_NAME_MAX_LENGTH),
  /** Activity id and code of the chosen duration. */
  Id: z.number().int(),
  Code: text(CODE_MAX_LENGTH),
  Duration: z.number().int().nonnegative(),
  Price: z.number(),
  IsIncluded: z.boolean(),
  PriceDifference: z.number(),
});

export const GuestStateSchema = z.object({
  title: text(TITLE_MAX_LENGTH),
  firstName: text(NAME_MAX_LENGTH),
  lastName: text(NAME_MAX_LENGTH),
  isLoggedInUser: z.boolean(),
  /** The treatments picked, before their times are held (then the itinerary has them). */
  treatments: z.array(ChosenTreatmentSchema).max(MAX_TREATMENTS_A_GUEST),
});

/** The lead booker as given on details: the address is person-fields' (the one rule per field). */
export const LeadGuestSchema = z.object({
  title: text(TITLE_MAX_LENGTH),
  firstName: text(NAME_MAX_LENGTH),
  lastName: text(NAME_MAX_LENGTH),
  emailAddress: text(EMAIL_MAX_LENGTH),
  telephone: text(TELEPHONE_MAX_LENGTH),
  address: OptionalAddressSchema.extend({ isManualEntry: z.boolean() }),
});

export const SpaDaySearchSchema = z.object({
  guestCount: z.number().int().min(1).max(MAX_GUESTS),
  date: LocalDateSchema,
  /** PremierId of the chosen package; '' in the treatment flow. */
  spaDay: text(CODE_MAX_LENGTH),
  code: text(CODE_MAX_LENGTH).default(''),
  /** What to take from a money gift voucher (pence); null: as much as the booking needs (issue 23). */
  voucherPence: z.number().int().min(0).max(10_000_000).nullable().default(null),
  guests: z.array(GuestStateSchema).max(MAX_GUESTS),
  arrivalTogether: z.boolean().default(true),
  gardenTogether: z.boolean().default(true),
  treatmentsTogether: z.boolean().default(true),
  /**
   * The kinds of choice the guest has held, to say which must be made again when a
   * hold runs out. The choices themselves are the session's Itinerary (the server's).
   */
  heldKinds: z
    .array(HoldKindSchema)
    .max(HoldKindSchema.options.length * 2)
    .default([]),
  details: z
    .object({
      /** The guest who is the lead booker, or null for 'Someone else'. */
      selectedGuest: z.number().int().min(0).max(MAX_GUESTS).nullable(),
      leadGuest: LeadGuestSchema,
      requests: text(SPECIAL_REQUESTS_MAX_LENGTH),
      joinMailingList: z.boolean(),
      mailingLists: z.array(z.number().int()).max(50),
      terms: z.boolean(),
    })
    .nullable()
    .default(null),
  /**
   * What the guest has typed on details but not yet submitted (never a password),
   * so that a reload keeps it; the details feature reads it (bounded by the whole's size).
   */
  detailsDraft: z.record(text(CODE_MAX_LENGTH), z.unknown()).nullable().default(null),
  /** The last screen the guest reached, to continue there. */
  lastPath: text(200).default(''),
});

export type SpaDaySearch = z.infer<typeof SpaDaySearchSchema>;
export type GuestState = z.infer<typeof GuestStateSchema>;
export type ChosenTreatment = z.infer<typeof ChosenTreatmentSchema>;

/** PUT api/session/{id}/search: the booking in progress (the spec's Search), at most 64 KB. */
export const SaveSearchRequestSchema = z.object({
  Search: SpaDaySearchSchema.refine((search) => JSON.stringify(search).length <= MAX_SEARCH_BYTES, {
    message: 'must be at most 64 KB',
  }),
});

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
    voucherPence: null,
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
