import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONTRAINDICATIONS, HealthAnswersSchema, healthFlags, type Contraindication } from './health.schemas';

const NONE = {
  Conditions: [],
  Pregnant: 'no',
  PregnancyWeeks: '',
  Allergies: '',
  Medication: '',
  Consent: true,
};

describe('the health questionnaire', () => {
  it('flags what matters in words, and nothing for a guest with nothing to tell', () => {
    expect(healthFlags(HealthAnswersSchema.parse(NONE))).toEqual([]);
    const answers = HealthAnswersSchema.parse({
      ...NONE,
      Conditions: ['blood_pressure'],
      Pregnant: 'yes',
      PregnancyWeeks: '20',
      Allergies: 'Nuts, almond oil',
    });
    expect(healthFlags(answers)).toEqual([
      'Pregnant (20 weeks)',
      'High or low blood pressure',
      'Allergy: Nuts, almond oil',
    ]);
  });

  it('needs consent, and the weeks when pregnant', () => {
    const noConsent = HealthAnswersSchema.safeParse({ ...NONE, Consent: false });
    expect(noConsent.error?.issues.map((i) => i.path.join('.'))).toEqual(['Consent']);
    const noWeeks = HealthAnswersSchema.safeParse({ ...NONE, Pregnant: 'yes', PregnancyWeeks: '' });
    expect(noWeeks.error?.issues[0]?.message).toBe('Enter how many weeks pregnant (1 to 42)');
    expect(HealthAnswersSchema.safeParse({ ...NONE, Conditions: ['made_up'] }).success).toBe(false);
  });

  it('flags every condition ticked, once, and pregnancy exactly when answered yes', () => {
    const codes = Object.keys(CONTRAINDICATIONS) as Contraindication[];
    fc.assert(
      fc.property(
        fc.subarray(codes),
        fc.boolean(),
        fc.integer({ min: 1, max: 42 }),
        (conditions, pregnant, weeks) => {
          const flags = healthFlags(
            HealthAnswersSchema.parse({
              ...NONE,
              Conditions: conditions,
              Pregnant: pregnant ? 'yes' : 'no',
              PregnancyWeeks: pregnant ? String(weeks) : '',
            }),
          );
          expect(flags.length).toBe(conditions.length + (pregnant ? 1 : 0));
          expect(flags.some((f) => f.startsWith('Pregnant'))).toBe(pregnant);
        },
      ),
    );
  });
});
