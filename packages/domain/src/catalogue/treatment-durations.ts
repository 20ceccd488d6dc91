import type { Activity, Catalogue, TreatmentEntry } from './catalogue.schema';

/** A duration a guest can choose, resolved from the catalogue's activities. */
export interface TreatmentDuration {
  /** Activity ID. */
  Id: number;
  /** Activity code. */
  Code: string;
  /** Minutes the guest is treated: activity Length − Interval. */
  Duration: number;
  /** Standard price in pence. */
  Price: number;
}

export interface Treatment extends Omit<TreatmentEntry, 'Durations'> {
  Durations: TreatmentDuration[];
}

/** Minutes a guest sees for an activity: the length less the turnover interval. */
export function guestMinutes(activity: Pick<Activity, 'Length' | 'Interval'>): number {
  return activity.Length - activity.Interval;
}

/**
 * Resolves each treatment's durations against the activities: durations with no
 * matching activity are dropped, durations are sorted shortest first, and the
 * treatments are sorted by their shortest duration (then name).
 */
export function resolveTreatments(catalogue: Pick<Catalogue, 'Activities' | 'Treatments'>): Treatment[] {
  const activities = new Map(catalogue.Activities.map((a) => [a.Code, a]));
  return catalogue.Treatments.map((treatment) => ({
    ...treatment,
    Durations: treatment.Durations.flatMap(({ Code }) => {
      const activity = activities.get(Code);
      return activity
        ? [{ Id: activity.ID, Code, Duration: guestMinutes(activity), Price: activity.StandardPrice }]
        : [];
    }).sort((a, b) => a.Duration - b.Duration),
  }))
    .filter((t) => t.Durations.length > 0)
    .sort(
      (a, b) =>
        (a.Durations[0]?.Duration ?? 0) - (b.Durations[0]?.Duration ?? 0) ||
        a.DisplayName.localeCompare(b.DisplayName),
    );
}
