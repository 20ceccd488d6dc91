import type { Catalogue } from '../catalogue/catalogue.schema';
import type { CatalogueEdit } from '../catalogue/catalogue-edits';
import { guestMinutes, resolveTreatments } from '../catalogue/treatment-durations';
import type { WeeklyForm } from '../contract/catalogue-fields.schemas';
import { penceOf, poundsText, weeklyFormOf, weeklyRows } from './form-values';

/** The treatment form's values (TreatmentFormSchema's output). */
export interface TreatmentFormValues {
  Id: string;
  DisplayName: string;
  Description: string;
  Skill: string;
  RoomTypes: string[];
  OfferedAlone: boolean;
  /** StaffIds of the therapists who have the skill. */
  Therapists: string[];
  Durations: { Code: string; Minutes: number; Turnover: number; Price: string }[];
}

/** A new treatment's form: offered alone, one 60-minute duration. */
const newTreatmentForm = (): TreatmentFormValues => ({
  Id: '',
  DisplayName: '',
  Description: '',
  Skill: '',
  RoomTypes: [],
  OfferedAlone: true,
  Therapists: [],
  Durations: [{ Code: '', Minutes: 60, Turnover: 15, Price: '' }],
});

/**
 * The form's values for a treatment of the catalogue (a new one's when `id` is null).
 *
 * @example treatmentFormOf(catalogue, 'HOT-STONE').Durations // [{ Code: 'HS60', Minutes: 60, Turnover: 15, Price: '95' }]
 */
export function treatmentFormOf(catalogue: Catalogue, id: string | null): TreatmentFormValues {
  const treatment = catalogue.Treatments.find((t) => t.Id === id);
  if (!treatment) return newTreatmentForm();
  const activities = new Map(catalogue.Activities.map((a) => [a.Code, a]));
  return {
    Id: treatment.Id,
    DisplayName: treatment.DisplayName,
    Description: treatment.Description,
    Skill: treatment.Skill,
    RoomTypes: [...treatment.RoomTypes],
    OfferedAlone: catalogue.SpaTreatments.Treatments.includes(treatment.Id),
    Therapists: catalogue.Therapists.filter((t) => t.Skills.includes(treatment.Skill)).map((t) => t.StaffId),
    Durations: treatment.Durations.flatMap(({ Code }) => {
      const activity = activities.get(Code);
      return activity
        ? [
            {
              Code,
              Minutes: guestMinutes(activity),
              Turnover: activity.Interval,
              Price: poundsText(activity.StandardPrice),
            },
          ]
        : [];
    }),
  };
}

/** Where each edit of `treatmentEdits` came from in the form: a form field prefix, for the server's errors. */
export interface TreatmentEdits {
  edits: CatalogueEdit[];
  /** Per edit, the form field its entry's fields belong to ('' the treatment itself, 'Durations.1', 'Therapists'). */
  formFields: string[];
}

/**
 * The catalogue edits a treatment form makes: the treatment, an activity per length (a new
 * one numbered after the highest), the therapists who gain or lose its skill, and the
 * single-treatment offer. Entries it leaves as they were are not edited.
 */
export function treatmentEdits(catalogue: Catalogue, form: TreatmentFormValues): TreatmentEdits {
  const edits: CatalogueEdit[] = [];
  const formFields: string[] = [];
  const push = (edit: CatalogueEdit, field: string) => {
    edits.push(edit);
    formFields.push(field);
  };
  const existing = catalogue.Treatments.find((t) => t.Id === form.Id);
  push(
    {
      section: 'Treatments',
      key: form.Id,
      entry: {
        ...existing,
        Id: form.Id,
        DisplayName: form.DisplayName,
        Description: form.Description,
        Images: existing?.Images ?? [],
        Skill: form.Skill,
        RoomTypes: form.RoomTypes,
        Durations: form.Durations.map((d) => ({ Code: d.Code })),
      },
    },
    '',
  );
  let nextId = Math.max(0, ...catalogue.Activities.map((a) => a.ID)) + 1;
  form.Durations.forEach((duration, i) => {
    const activity = catalogue.Activities.find((a) => a.Code === duration.Code);
    const entry = {
      ID: activity?.ID ?? nextId++,
      Code: duration.Code,
      ActivityCode: activity?.ActivityCode ?? duration.Code,
      Length: duration.Minutes + duration.Turnover,
      Interval: duration.Turnover,
      StandardPrice: penceOf(duration.Price),
    };
    const same =
      activity &&
      activity.Length === entry.Length &&
      activity.Interval === entry.Interval &&
      activity.StandardPrice === entry.StandardPrice;
    if (!same) push({ section: 'Activities', key: duration.Code, entry }, `Durations.${i}`);
  });
  const giving = new Set(form.Therapists);
  for (const therapist of catalogue.Therapists) {
    const has = therapist.Skills.includes(form.Skill);
    const gives = giving.has(therapist.StaffId);
    if (has === gives) continue;
    // A skill another treatment still needs stays; only this form's own skill is given or taken.
    const Skills = gives
      ? [...therapist.Skills, form.Skill]
      : therapist.Skills.filter((s) => s !== form.Skill);
    push({ section: 'Therapists', key: therapist.StaffId, entry: { ...therapist, Skills } }, 'Therapists');
  }
  const offered = catalogue.SpaTreatments.Treatments.includes(form.Id);
  if (offered !== form.OfferedAlone) {
    const Treatments = form.OfferedAlone
      ? [...catalogue.SpaTreatments.Treatments, form.Id]
      : catalogue.SpaTreatments.Treatments.filter((id) => id !== form.Id);
    push(
      { section: 'SpaTreatments', key: 'SpaTreatments', entry: { ...catalogue.SpaTreatments, Treatments } },
      'OfferedAlone',
    );
  }
  return { edits, formFields };
}

/**
 * What a guest would see of a catalogue: the treatments with their lengths and prices (as the
 * booking flow lists them) and the packages with their prices.
 */
export function guestView(catalogue: Catalogue) {
  const alone = new Set(catalogue.SpaTreatments.Treatments);
  return {
    Treatments: resolveTreatments(catalogue).map((t) => ({
      Id: t.Id,
      DisplayName: t.DisplayName,
      OfferedAlone: alone.has(t.Id),
      Durations: t.Durations.map((d) => ({ Code: d.Code, Duration: d.Duration, Price: d.Price })),
    })),
    SpaDays: catalogue.SpaDays.map((p) => ({
      PremierId: p.PremierId,
      DisplayName: p.DisplayName,
      Price: p.Price,
    })),
  };
}

/** The opening hours form's days (Monday first): each weekday's openings, none when closed. */
export function openingHoursFormOf(catalogue: Catalogue): WeeklyForm {
  // No hours at all: open all day, every day.
  if (!catalogue.SpaHours)
    return weeklyFormOf([1, 2, 3, 4, 5, 6, 7].map((Weekday) => ({ Weekday, From: '00:00', To: '23:59' })));
  return weeklyFormOf(
    catalogue.SpaHours.Weekly.map((h) => ({ Weekday: h.Weekday, From: h.OpenTime, To: h.CloseTime })),
  );
}

/**
 * The edit of the opening hours a form makes: a row per opening (a weekday may open twice, as
 * 09:00–13:00 and 14:00–20:00); dated closures as they were (the rota closes single days).
 */
export function openingHoursEdit(catalogue: Catalogue, days: WeeklyForm): CatalogueEdit {
  return {
    section: 'SpaHours',
    key: 'SpaHours',
    entry: {
      Weekly: weeklyRows(days).map((r) => ({ Weekday: r.Weekday, OpenTime: r.From, CloseTime: r.To })),
      Closures: catalogue.SpaHours?.Closures ?? [],
    },
  };
}
