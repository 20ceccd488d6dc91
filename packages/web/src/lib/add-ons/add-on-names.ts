import type { Extra } from './chosen-add-ons';

interface TreatmentGroup {
  Treatments: readonly { DisplayName: string; Durations: readonly { Code: string; Duration: number }[] }[];
}

/** The treatment and duration of an activity code in some treatment groups. */
export function treatmentInGroups(groups: readonly TreatmentGroup[], code: string) {
  for (const group of groups)
    for (const treatment of group.Treatments) {
      const duration = treatment.Durations.find((d) => d.Code === code);
      if (duration) return { DisplayName: treatment.DisplayName, Duration: duration.Duration };
    }
  return undefined;
}

/** The add-on treatment and duration of an activity code, from the extra's treatment groups. */
export const treatmentOfCodeIn = (extra: Extra, code: string) =>
  treatmentInGroups(extra.content.TreatmentGroups, code);

/**
 * The one name of a treatment everywhere the guest reads it (the add-ons, the summary,
 * the itinerary): 'Back, Neck & Shoulder Massage (30 mins)', or the code when unknown.
 */
export const treatmentLabel = (
  treatment: { DisplayName: string; Duration: number } | undefined,
  code: string,
) => (treatment ? `${treatment.DisplayName} (${treatment.Duration} mins)` : code);

/** An add-on treatment's name, from the extra's treatment groups. */
export const addOnTreatmentName = (extra: Extra, code: string) =>
  treatmentLabel(treatmentOfCodeIn(extra, code), code);
