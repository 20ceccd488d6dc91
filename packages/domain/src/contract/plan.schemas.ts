import { z } from 'zod';
import { HoldTreatmentItemSchema, MAX_TREATMENTS_PER_GUEST } from './holds.schemas';
import { ChoiceChangeSchema, GuestRequirementSchema } from './spa.schemas';
import { GuestIndexSchema, LocalDateSchema, WireTimeOfDaySchema } from './wire-formats';

/**
 * "Plan our day for us" (issue 27, decision 280): POST api/session/{id}/plans asks for
 * the best plans of the party's whole day given the treatments they chose; POST
 * api/session/{id}/plan holds one (the way out's changes plus the treatments, one
 * transaction, every check of a hold).
 */

export const LunchOrderSchema = z.enum(['any', 'before-lunch', 'after-lunch'], {
  error: "must be 'any', 'before-lunch' or 'after-lunch'",
});

export const PlansRequestSchema = z.object({
  /** Each guest's treatments, as the treatment-times question names them. */
  GuestRequirements: z
    .array(GuestRequirementSchema.required({ GuestIndex: true }), { error: 'must be a list of guests' })
    .min(1, { error: 'must have at least one guest' })
    .max(4, { error: 'must have at most 4 guests' })
    .superRefine((guests, ctx) =>
      guests.forEach((g, i) => {
        if (guests.findIndex((other) => other.GuestIndex === g.GuestIndex) !== i)
          ctx.addIssue({
            code: 'custom',
            message: `guest ${g.GuestIndex + 1} appears twice`,
            path: [i, 'GuestIndex'],
          });
      }),
    ),
  /** Every guest's first treatment at the same time. */
  StartTogether: z.boolean({ error: 'must be true or false' }).default(false),
  LunchOrder: LunchOrderSchema.default('any'),
});

/** One item of a guest's day, for the guest to read. */
export const PlanItemSchema = z.object({
  Kind: z.enum(['arrival', 'dining', 'garden', 'treatment']),
  /** The treatment's, restaurant's or garden's name; 'Arrival' for the arrival. */
  Name: z.string().max(120),
  StartTime: WireTimeOfDaySchema,
  /** When the guest is done with it (the arrival: the end of its window). */
  EndTime: WireTimeOfDaySchema,
});

/** The holds a plan makes: the way out's changes, then the treatments. */
export const PlanHoldsSchema = z.object({
  Changes: z.array(ChoiceChangeSchema, { error: 'must be the changes a plan offered' }).max(3),
  Treatments: z
    .array(HoldTreatmentItemSchema, { error: 'must be the treatments a plan offered' })
    .min(1)
    .max(4 * MAX_TREATMENTS_PER_GUEST),
});

export const PlanSchema = PlanHoldsSchema.extend({
  /** Minutes the guests wait between their items, together. */
  WaitMinutes: z.number().int().min(0),
  /** Each guest's day in order. */
  Timeline: z.array(z.object({ GuestIndex: GuestIndexSchema, Items: z.array(PlanItemSchema).max(12) })),
});

export const PlansResponseSchema = z.object({
  Plans: z.array(PlanSchema).max(3),
  /** When no plan fits: why, and the nearest other date on which one does. */
  Unplanned: z
    .object({
      /** The choice to change: the treatments, or the same start for everyone. */
      Change: z.enum(['treatments', 'start-together']),
      Message: z.string(),
      OtherDate: LocalDateSchema.optional(),
    })
    .optional(),
});

export type LunchOrderWire = z.infer<typeof LunchOrderSchema>;
export type PlansRequest = z.infer<typeof PlansRequestSchema>;
export type PlanItem = z.infer<typeof PlanItemSchema>;
export type PlanHolds = z.infer<typeof PlanHoldsSchema>;
export type PlanWire = z.infer<typeof PlanSchema>;
export type PlansResponse = z.infer<typeof PlansResponseSchema>;
