import type { SpaDay } from './catalogue.schema';
import type { Treatment, TreatmentDuration } from './treatment-durations';

/** A duration as offered inside a Spa Day: included in the price, or an upgrade. */
export interface SpaDayTreatmentDuration extends TreatmentDuration {
  IsIncluded: boolean;
  /** Duration price − price of the package's included duration of this treatment (pence, ≥ 0). */
  PriceDifference: number;
}

export interface SpaDayTreatment extends Omit<Treatment, 'Durations'> {
  Durations: SpaDayTreatmentDuration[];
}

export interface SpaDayTreatmentGroup {
  DisplayName: string;
  Treatments: SpaDayTreatment[];
}

/**
 * The treatments a Spa Day offers, group by group, each with its durations marked
 * 'Included' or priced as the difference from the included one. Durations cheaper
 * than the included one are not offered: a package never sells a downgrade.
 *
 * @example spaDayTreatmentGroups(spaDay, resolveTreatments(catalogue))
 */
export function spaDayTreatmentGroups(spaDay: SpaDay, treatments: Treatment[]): SpaDayTreatmentGroup[] {
  const byId = new Map(treatments.map((t) => [t.Id, t]));
  return spaDay.TreatmentGroups.map((group) => ({
    DisplayName: group.DisplayName,
    Treatments: group.Treatments.flatMap(({ TreatmentId, IncludedCode }) => {
      const treatment = byId.get(TreatmentId);
      const included = treatment?.Durations.find((d) => d.Code === IncludedCode);
      if (!treatment || !included) return [];
      return [
        {
          ...treatment,
          Durations: treatment.Durations.filter((d) => d.Price >= included.Price).map((d) => ({
            ...d,
            IsIncluded: d.Code === IncludedCode,
            PriceDifference: d.Code === IncludedCode ? 0 : d.Price - included.Price,
          })),
        },
      ];
    }),
  })).filter((group) => group.Treatments.length > 0);
}
