import type { Catalogue, Extra } from '../catalogue/catalogue.schema';

/**
 * The one name of each booked item, for the bill, the confirmation and the e-mails
 * alike (issue 25: 'Rasul Mud Room' on one, 'Mud room' on another). The web's
 * summary reads the same catalogue names from the configuration.
 */

/**
 * A treatment by its duration's activity code, with its minutes (the activity's
 * length less its turnover), or the code when the catalogue has no such treatment.
 *
 * @example treatmentName(catalogue, 'SWE-60') // 'Swedish Massage (60 mins)'
 */
export function treatmentName(catalogue: Pick<Catalogue, 'Treatments' | 'Activities'>, code: string): string {
  const treatment = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === code));
  const activity = catalogue.Activities.find((a) => a.Code === code);
  if (!treatment) return code;
  return activity
    ? `${treatment.DisplayName} (${activity.Length - activity.Interval} mins)`
    : treatment.DisplayName;
}

/**
 * An add-on by its extra's name as the add-ons screen shows it ('Rasul Mud Room',
 * 'Spa Garden Access'), or `fallback` when the catalogue offers no such extra.
 */
export function extraName(
  catalogue: Pick<Catalogue, 'Extras'>,
  modalType: Extra['ModalType'],
  fallback: string,
) {
  return catalogue.Extras.find((e) => e.ModalType === modalType)?.Content.DisplayName ?? fallback;
}

/**
 * Who a line is for: the guest's name when the booking knows it, else 'guest 2'.
 *
 * @example forGuest(['Ada Lovelace', 'Brian Kernighan'], 1) // 'Brian Kernighan'
 * @example forGuest(undefined, 1) // 'guest 2'
 */
export const forGuest = (names: readonly string[] | undefined, index: number): string =>
  names?.[index]?.trim() || `guest ${index + 1}`;
