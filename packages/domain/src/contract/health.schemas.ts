import { z } from 'zod';
import { optionalText } from './person-fields';
import { LocalDateSchema } from './wire-formats';

/**
 * The health questionnaire (issue 22): each guest's contraindications, pregnancy,
 * allergies, medication and consent, completed online from a link e-mailed to the lead
 * booker; what matters is flagged to the spa team (`healthFlags`).
 */

/** Conditions a therapist must know of before a treatment, with the words guests and staff read. */
export const CONTRAINDICATIONS = {
  heart: 'A heart condition',
  blood_pressure: 'High or low blood pressure',
  diabetes: 'Diabetes',
  epilepsy: 'Epilepsy',
  skin: 'A skin condition, cut or rash',
  surgery: 'Surgery or an injury in the last six months',
  circulation: 'Circulation problems or blood clots',
} as const;
export type Contraindication = keyof typeof CONTRAINDICATIONS;
const CONDITION_CODES = Object.keys(CONTRAINDICATIONS) as [Contraindication, ...Contraindication[]];

/** One guest's answers, as the form holds them and the server keeps them. */
export const HealthAnswersSchema = z
  .object({
    Conditions: z
      .array(z.enum(CONDITION_CODES, { error: 'Choose from the list' }))
      .max(CONDITION_CODES.length),
    Pregnant: z.enum(['yes', 'no'], { error: 'Say whether you are pregnant' }),
    PregnancyWeeks: z.string().trim().max(2, { error: 'Enter the weeks as a number' }),
    Allergies: optionalText('Allergies', 300, { multiline: true }),
    Medication: optionalText('Medication', 300, { multiline: true }),
    Consent: z.literal(true, {
      error: 'Confirm that your answers are true and may be shared with your therapist',
    }),
  })
  .superRefine((answers, ctx) => {
    if (answers.Pregnant === 'yes' && !/^([1-9]|[1-3]\d|4[0-2])$/.test(answers.PregnancyWeeks))
      ctx.addIssue({
        code: 'custom',
        path: ['PregnancyWeeks'],
        message: 'Enter how many weeks pregnant (1 to 42)',
      });
  });
export type HealthAnswers = z.infer<typeof HealthAnswersSchema>;

/** The guest's form: each guest's answers by their place in the booking (0 … 3). */
export const HealthFormRequestSchema = z.object({
  Guests: z.array(HealthAnswersSchema).min(1).max(4),
});
export type HealthFormRequest = z.infer<typeof HealthFormRequestSchema>;

export const HealthFormSchema = z.object({
  ConfirmationId: z.string(),
  Date: LocalDateSchema,
  /** Each guest by name, with their answers once given. */
  Guests: z.array(z.object({ Name: z.string(), Answers: HealthAnswersSchema.nullable() })),
});
export type HealthForm = z.infer<typeof HealthFormSchema>;

export const HealthTokenParamsSchema = z.object({
  token: z
    .string()
    .max(200, { error: 'Not a health form link' })
    .regex(/^[\w.-]+$/, { error: 'Not a health form link' }),
});

/** Whether a booking's guests have answered: all, some, or none yet. */
export const HealthFormStatusSchema = z.enum(['complete', 'partial', 'none']);
export type HealthFormStatus = z.infer<typeof HealthFormStatusSchema>;

/**
 * What matters to the therapist in a guest's answers, in words ('Pregnant (20 weeks)',
 * 'Allergy: nuts', 'Medication: …', each condition named); none when nothing does.
 */
export function healthFlags(answers: HealthAnswers): string[] {
  return [
    ...(answers.Pregnant === 'yes' ? [`Pregnant (${answers.PregnancyWeeks} weeks)`] : []),
    ...answers.Conditions.map((code) => CONTRAINDICATIONS[code]),
    ...(answers.Allergies ? [`Allergy: ${answers.Allergies}`] : []),
    ...(answers.Medication ? [`Medication: ${answers.Medication}`] : []),
  ];
}
