import { z } from 'zod';
import { CATALOGUE_SECTIONS } from '../catalogue/catalogue-edits';
import { CatalogueSchema } from '../catalogue/catalogue.schema';
import {
  CodeFieldSchema,
  DescriptionFieldSchema,
  NameFieldSchema,
  PoundsFieldSchema,
  WeeklyFormSchema,
} from './catalogue-fields.schemas';
import { LocalDateSchema } from './wire-formats';

/**
 * The spa manager's catalogue (issue 24): versions in force from a date, entry edits
 * checked by the catalogue's own rules, a preview of a draft as guests would see a date,
 * and the catalogue file as the import and export format.
 */

/** Most entries one change may touch (a treatment, its durations and the therapists given its skill). */
export const MAX_CATALOGUE_EDITS = 60;

export const CatalogueEditSchema = z.object({
  Section: z.enum(CATALOGUE_SECTIONS, { error: 'must be a section of the catalogue' }),
  Key: z
    .string({ error: 'must name the entry' })
    .trim()
    .min(1, { error: 'must name the entry' })
    .max(80, { error: 'must be at most 80 characters' }),
  /** The whole entry as it should be; null removes it. Checked against the catalogue's rules. */
  Entry: z.unknown().nullable(),
});
export type CatalogueEditWire = z.infer<typeof CatalogueEditSchema>;

export const CatalogueChangeRequestSchema = z.object({
  /** First day the change is in force (the resort's date), today or later. */
  EffectiveFrom: LocalDateSchema,
  Edits: z
    .array(CatalogueEditSchema)
    .min(1, { error: 'must hold at least one edit' })
    .max(MAX_CATALOGUE_EDITS, { error: `must hold at most ${MAX_CATALOGUE_EDITS} edits` }),
});
export type CatalogueChangeRequest = z.infer<typeof CatalogueChangeRequestSchema>;

export const CatalogueVersionSchema = z.object({
  Id: z.number().int(),
  EffectiveFrom: LocalDateSchema,
  CreatedAt: z.string(),
  CreatedBy: z.string().nullable(),
});
export type CatalogueVersion = z.infer<typeof CatalogueVersionSchema>;

export const CatalogueChangeResponseSchema = z.object({
  /** The versions written: the one from EffectiveFrom, and later ones the change was carried into. */
  Versions: z.array(CatalogueVersionSchema),
});

export const CatalogueDateQuerySchema = z.object({ date: LocalDateSchema.optional() });

/** The catalogue in force on a date, with every version (the editor starts from it). */
export const CatalogueOnDateSchema = z.object({
  Date: LocalDateSchema,
  /** The resort's today: the earliest date a change may take effect. */
  Today: LocalDateSchema,
  Version: CatalogueVersionSchema,
  Versions: z.array(CatalogueVersionSchema),
  Catalogue: CatalogueSchema,
});
export type CatalogueOnDate = z.infer<typeof CatalogueOnDateSchema>;

/** Largest catalogue file an import takes (the demo resort's is about 60 KB). */
export const MAX_CATALOGUE_FILE_BYTES = 512 * 1024;

export const CatalogueImportRequestSchema = z.object({
  EffectiveFrom: LocalDateSchema,
  /** A whole catalogue, as the file holds it. */
  Catalogue: z.record(z.string(), z.unknown(), { error: 'must be a catalogue document' }),
});

/** What an imported file would change from its date, entry by entry, before it is applied. */
export const CatalogueImportPreviewSchema = z.object({
  EffectiveFrom: LocalDateSchema,
  Changes: z.array(
    z.object({
      Section: z.enum(CATALOGUE_SECTIONS),
      Key: z.string(),
      Change: z.enum(['added', 'changed', 'removed']),
    }),
  ),
  /** Other parts of the catalogue the file replaces whole (resort settings, content, restaurants). */
  Others: z.array(z.string()),
});
export type CatalogueImportPreview = z.infer<typeof CatalogueImportPreviewSchema>;

export const CataloguePreviewRequestSchema = z.object({
  Date: LocalDateSchema,
  Edits: z.array(CatalogueEditSchema).max(MAX_CATALOGUE_EDITS, {
    error: `must hold at most ${MAX_CATALOGUE_EDITS} edits`,
  }),
});

/** What a guest would see on the date: the treatments with their lengths and prices, and the packages. */
export const CataloguePreviewSchema = z.object({
  Date: LocalDateSchema,
  Treatments: z.array(
    z.object({
      Id: z.string(),
      DisplayName: z.string(),
      OfferedAlone: z.boolean(),
      Durations: z.array(z.object({ Code: z.string(), Duration: z.number().int(), Price: z.number().int() })),
    }),
  ),
  SpaDays: z.array(z.object({ PremierId: z.string(), DisplayName: z.string(), Price: z.number().int() })),
  /** What the catalogue's rules find wrong with the draft (empty: it can be saved). */
  Problems: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type CataloguePreview = z.infer<typeof CataloguePreviewSchema>;

/** The treatment form: the treatment, its lengths and prices, and the therapists who give it. */
export const TreatmentFormSchema = z.object({
  Id: CodeFieldSchema,
  DisplayName: NameFieldSchema,
  Description: DescriptionFieldSchema,
  Skill: CodeFieldSchema,
  RoomTypes: z.array(z.string()).min(1, { error: 'Choose at least one room type' }),
  OfferedAlone: z.boolean(),
  Therapists: z.array(z.string()),
  Durations: z
    .array(
      z.object({
        Code: CodeFieldSchema,
        /** Minutes the guest is treated. */
        Minutes: z.coerce
          .number({ error: 'Enter minutes' })
          .int({ error: 'Enter whole minutes' })
          .min(5, { error: 'Enter at least 5 minutes' })
          .max(480, { error: 'Enter at most 480 minutes' }),
        /** Turnover minutes after it. */
        Turnover: z.coerce
          .number({ error: 'Enter minutes' })
          .int({ error: 'Enter whole minutes' })
          .min(0, { error: 'Enter 0 or more minutes' })
          .max(120, { error: 'Enter at most 120 minutes' }),
        Price: PoundsFieldSchema,
      }),
    )
    .min(1, { error: 'Add at least one length' })
    .max(6, { error: 'Add at most 6 lengths' }),
});
export type TreatmentForm = z.infer<typeof TreatmentFormSchema>;

/** The treatment form with the date its change takes effect from. */
export const TreatmentChangeFormSchema = TreatmentFormSchema.extend({ EffectiveFrom: LocalDateSchema });
export type TreatmentChangeFormInput = z.input<typeof TreatmentChangeFormSchema>;
export type TreatmentChangeForm = z.output<typeof TreatmentChangeFormSchema>;

/** The opening hours form: each weekday's openings (none: closed that day). */
export const OpeningHoursFormSchema = z.object({
  EffectiveFrom: LocalDateSchema,
  Days: WeeklyFormSchema,
});
export type OpeningHoursFormInput = z.input<typeof OpeningHoursFormSchema>;
export type OpeningHoursForm = z.output<typeof OpeningHoursFormSchema>;
