import { z } from 'zod';
import { typedText } from './person-fields';
import { minutesOfDay } from '../catalogue/time-of-day';
import {
  ClockFieldSchema,
  CodeFieldSchema,
  countField,
  DescriptionFieldSchema,
  NameFieldSchema,
  PoundsFieldSchema,
  WeeklyFormSchema,
} from './catalogue-fields.schemas';
import { LocalDateSchema } from './wire-formats';

/**
 * The forms of a package, an extra, a room and a therapist (issue 24). Each turns into whole
 * entries of the catalogue (`entry-forms.ts`) that the catalogue's rules check on the server;
 * these check what a manager types, field by field, first.
 */

const timeOrder = <T extends { StartTime: string; EndTime: string }>(r: T) =>
  minutesOfDay(r.StartTime) < minutesOfDay(r.EndTime);

/** A package: its price, arrival bands, the treatments it includes, dining, garden and add-ons. */
export const SpaDayFormSchema = z.object({
  PremierId: CodeFieldSchema,
  DisplayName: NameFieldSchema,
  Description: DescriptionFieldSchema,
  Price: PoundsFieldSchema,
  /** The parts of the day guests may arrive in, numbered (the arrival windows name their band). */
  TimeBands: z
    .array(
      z
        .object({ BandNumber: countField(1, 9), StartTime: ClockFieldSchema, EndTime: ClockFieldSchema })
        .refine(timeOrder, { error: 'Enter an end after the start', path: ['EndTime'] }),
    )
    .min(1, { error: 'Add at least one time band' })
    .max(6, { error: 'Add at most 6 time bands' }),
  /** Arrival windows within a band, with how many guests may arrive in each. */
  BandTimes: z
    .array(
      z
        .object({
          BandNumber: countField(1, 9),
          StartTime: ClockFieldSchema,
          EndTime: ClockFieldSchema,
          Capacity: countField(1, 500),
        })
        .refine(timeOrder, { error: 'Enter an end after the start', path: ['EndTime'] }),
    )
    .min(1, { error: 'Add at least one arrival window' })
    .max(48, { error: 'Add at most 48 arrival windows' }),
  AllowedTreatments: countField(0, 6),
  TreatmentIntro: z.string().trim().max(2000, { error: 'Enter at most 2000 characters' }),
  /** Groups guests choose from; each treatment as 'TreatmentId|IncludedCode'. */
  TreatmentGroups: z
    .array(
      z.object({
        DisplayName: NameFieldSchema,
        Treatments: z.array(z.string()).min(1, { error: 'Choose at least one treatment' }),
      }),
    )
    .max(8, { error: 'Add at most 8 groups' }),
  Restaurants: z.array(z.string()),
  /** '' when the garden is not included. */
  SpaGardenCode: z.string(),
  Extras: z.array(z.string()),
});
export const SpaDayChangeFormSchema = SpaDayFormSchema.extend({ EffectiveFrom: LocalDateSchema });
export type SpaDayFormInput = z.input<typeof SpaDayFormSchema>;
export type SpaDayForm = z.output<typeof SpaDayFormSchema>;
export type SpaDayChangeFormInput = z.input<typeof SpaDayChangeFormSchema>;
export type SpaDayChangeForm = z.output<typeof SpaDayChangeFormSchema>;

/** What an extra is, as the booking flow offers it. */
export const EXTRA_KINDS = ['TREATMENTS', 'MUDROOM', 'SPAGARDEN'] as const;

/** An extra: its name, price, kind and the codes it is sold as (each for a party size, or any). */
export const ExtraFormSchema = z.object({
  Key: CodeFieldSchema,
  DisplayName: NameFieldSchema,
  Description: DescriptionFieldSchema,
  Kind: z.enum(EXTRA_KINDS, { error: 'Choose what kind of extra it is' }),
  /** The price guests see first ('from'). */
  DisplayPrice: PoundsFieldSchema,
  PricePerText: typedText('Enter what the price is for, e.g. per guest', 40),
  Codes: z
    .array(
      z.object({
        Code: CodeFieldSchema,
        PremierId: CodeFieldSchema,
        /** The party size this price is for; '' for any size. */
        Guests: z
          .string()
          .trim()
          .regex(/^[1-4]?$/, { error: 'Enter a party size from 1 to 4, or leave it empty' }),
        Price: PoundsFieldSchema,
      }),
    )
    .min(1, { error: 'Add at least one price' })
    .max(24, { error: 'Add at most 24 prices' }),
});
export const ExtraChangeFormSchema = ExtraFormSchema.extend({ EffectiveFrom: LocalDateSchema });
export type ExtraChangeFormInput = z.input<typeof ExtraChangeFormSchema>;
export type ExtraForm = z.output<typeof ExtraFormSchema>;
export type ExtraChangeForm = z.output<typeof ExtraChangeFormSchema>;

/** A treatment room: its name, type, how many it treats at once, and the treatments it hosts. */
export const RoomFormSchema = z.object({
  RoomId: CodeFieldSchema,
  DisplayName: NameFieldSchema,
  RoomType: CodeFieldSchema,
  Capacity: countField(1, 4),
  /** Treatment ids that can take place in rooms of its type. */
  Treatments: z.array(z.string()),
});
export const RoomChangeFormSchema = RoomFormSchema.extend({ EffectiveFrom: LocalDateSchema });
export type RoomChangeFormInput = z.input<typeof RoomChangeFormSchema>;
export type RoomForm = z.output<typeof RoomFormSchema>;
export type RoomChangeForm = z.output<typeof RoomChangeFormSchema>;

/** A therapist: name, skills and weekly shifts (the rota changes single days). */
export const TherapistFormSchema = z.object({
  StaffId: CodeFieldSchema,
  DisplayName: NameFieldSchema,
  Skills: z.array(z.string()).min(1, { error: 'Choose at least one skill' }),
  Shifts: WeeklyFormSchema,
});
export const TherapistChangeFormSchema = TherapistFormSchema.extend({ EffectiveFrom: LocalDateSchema });
export type TherapistChangeFormInput = z.input<typeof TherapistChangeFormSchema>;
export type TherapistForm = z.output<typeof TherapistFormSchema>;
export type TherapistChangeForm = z.output<typeof TherapistChangeFormSchema>;
