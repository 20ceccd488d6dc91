import type { ExtraForm, RoomForm, SpaDayForm, TherapistForm } from '../contract/catalogue-forms.schemas';
import type { Catalogue } from '../catalogue/catalogue.schema';
import type { CatalogueEdit } from '../catalogue/catalogue-edits';
import { penceOf, poundsText, weeklyFormOf, weeklyRows } from './form-values';

/**
 * The forms of a package, an extra, a room and a therapist (issue 24): each entry as its
 * form's values (a new one's when the key is null) and the form's values as whole entries
 * of the catalogue, which `parseCatalogue` then checks. What a form does not show (images,
 * a room's own hours, an extra's treatment groups) is kept as it was.
 */

/** A package's treatment choice as a checkbox's value: 'TreatmentId|IncludedCode'. */
export const includedValue = (treatmentId: string, code: string) => `${treatmentId}|${code}`;

/** A new package's form: one band all day, one band time at 09:00. */
const newSpaDayForm = (): SpaDayForm => ({
  PremierId: '',
  DisplayName: '',
  Description: '',
  Price: '',
  TimeBands: [{ BandNumber: 1, StartTime: '09:00', EndTime: '18:00' }],
  BandTimes: [{ BandNumber: 1, StartTime: '09:00', EndTime: '10:00', Capacity: 10 }],
  AllowedTreatments: 0,
  TreatmentIntro: '',
  TreatmentGroups: [],
  Restaurants: [],
  SpaGardenCode: '',
  Extras: [],
});

/**
 * The package form's values.
 *
 * @example spaDayFormOf(catalogue, 'ELM-ESCAPE').Price // '129'
 */
export function spaDayFormOf(catalogue: Catalogue, id: string | null): SpaDayForm {
  const p = catalogue.SpaDays.find((d) => d.PremierId === id);
  if (!p) return newSpaDayForm();
  return {
    PremierId: p.PremierId,
    DisplayName: p.DisplayName,
    Description: p.Description,
    Price: poundsText(p.Price),
    TimeBands: p.TimeBands.map((b) => ({ ...b })),
    BandTimes: p.BandTimes.map((b) => ({ ...b })),
    AllowedTreatments: p.AllowedTreatments,
    TreatmentIntro: p.TreatmentIntro,
    TreatmentGroups: p.TreatmentGroups.map((g) => ({
      DisplayName: g.DisplayName,
      Treatments: g.Treatments.map((t) => includedValue(t.TreatmentId, t.IncludedCode)),
    })),
    Restaurants: [...p.Restaurants],
    SpaGardenCode: p.SpaGardenCode ?? '',
    Extras: [...p.Extras],
  };
}

/** The package a form makes; its flags (dining, garden, treatments, extras) follow its lists. */
export function spaDayEdit(catalogue: Catalogue, form: SpaDayForm): CatalogueEdit {
  const existing = catalogue.SpaDays.find((d) => d.PremierId === form.PremierId);
  const entry = {
    ...existing,
    PremierId: form.PremierId,
    DisplayName: form.DisplayName,
    Description: form.Description,
    Images: existing?.Images ?? [],
    Price: penceOf(form.Price),
    TimeBands: form.TimeBands,
    BandTimes: form.BandTimes,
    HasDining: form.Restaurants.length > 0,
    HasSpaGarden: form.SpaGardenCode !== '',
    HasTreatments: form.TreatmentGroups.length > 0,
    HasExtras: form.Extras.length > 0,
    AllowedTreatments: form.AllowedTreatments,
    TreatmentIntro: form.TreatmentIntro,
    TreatmentGroups: form.TreatmentGroups.map((g) => ({
      DisplayName: g.DisplayName,
      Treatments: g.Treatments.map((value) => {
        const [TreatmentId = '', IncludedCode = ''] = value.split('|');
        return { TreatmentId, IncludedCode };
      }),
    })),
    Restaurants: form.Restaurants,
    SpaGardenCode: form.SpaGardenCode === '' ? null : form.SpaGardenCode,
    Extras: form.Extras,
  };
  return { section: 'SpaDays', key: form.PremierId, entry };
}

/** A new extra's form: treatments, priced per guest, with one empty code. */
const newExtraForm = (): ExtraForm => ({
  Key: '',
  DisplayName: '',
  Description: '',
  Kind: 'TREATMENTS',
  DisplayPrice: '',
  PricePerText: 'per guest',
  Codes: [{ Code: '', PremierId: '', Guests: '', Price: '' }],
});

/** The extra form's values. */
export function extraFormOf(catalogue: Catalogue, key: string | null): ExtraForm {
  const e = catalogue.Extras.find((x) => x.Key === key);
  if (!e) return newExtraForm();
  return {
    Key: e.Key,
    DisplayName: e.Content.DisplayName,
    Description: e.Content.Description,
    Kind: e.ModalType,
    DisplayPrice: poundsText(e.Content.DisplayPrice),
    PricePerText: e.Content.PricePerText,
    Codes: e.Codes.map((c) => ({
      Code: c.Code,
      PremierId: c.PremierId,
      Guests: c.Guests === undefined ? '' : String(c.Guests),
      Price: poundsText(c.DisplayPrice),
    })),
  };
}

/** The extra a form makes: a garden's access is sold to the group, the others by appointment. */
export function extraEdit(catalogue: Catalogue, form: ExtraForm): CatalogueEdit {
  const existing = catalogue.Extras.find((x) => x.Key === form.Key);
  const entry = {
    Key: form.Key,
    SystemType: form.Kind === 'SPAGARDEN' ? 'GROUP' : 'APPOINTMENT',
    ModalType: form.Kind,
    Codes: form.Codes.map((c) => ({
      Code: c.Code,
      ...(c.Guests === '' ? {} : { Guests: Number(c.Guests) }),
      PremierId: c.PremierId,
      DisplayPrice: penceOf(c.Price),
    })),
    Content: {
      ...existing?.Content,
      DisplayName: form.DisplayName,
      DisplayPrice: penceOf(form.DisplayPrice),
      PricePerText: form.PricePerText,
      Description: form.Description,
      Images: existing?.Content.Images ?? [],
      TreatmentGroups: existing?.Content.TreatmentGroups ?? [],
    },
  };
  return { section: 'Extras', key: form.Key, entry };
}

/** The room form's values: the treatments it hosts are those that take place in its type of room. */
export function roomFormOf(catalogue: Catalogue, id: string | null): RoomForm {
  const r = catalogue.TreatmentRooms.find((x) => x.RoomId === id);
  if (!r) return { RoomId: '', DisplayName: '', RoomType: '', Capacity: 1, Treatments: [] };
  return {
    RoomId: r.RoomId,
    DisplayName: r.DisplayName,
    RoomType: r.RoomType,
    Capacity: r.Capacity ?? 1,
    Treatments: catalogue.Treatments.filter((t) => t.RoomTypes.includes(r.RoomType)).map((t) => t.Id),
  };
}

/**
 * The room a form makes, and each treatment that gains or loses its type of room (rooms of
 * one type host the same treatments: the form says which rooms share the list).
 */
export function roomEdits(catalogue: Catalogue, form: RoomForm): CatalogueEdit[] {
  const existing = catalogue.TreatmentRooms.find((x) => x.RoomId === form.RoomId);
  const { Capacity: _kept, ...rest } = existing ?? {};
  const room = {
    ...rest,
    RoomId: form.RoomId,
    DisplayName: form.DisplayName,
    RoomType: form.RoomType,
    ...(form.Capacity === 1 && existing?.Capacity === undefined ? {} : { Capacity: form.Capacity }),
  };
  const hosts = new Set(form.Treatments);
  const treatments = catalogue.Treatments.flatMap((t): CatalogueEdit[] => {
    const has = t.RoomTypes.includes(form.RoomType);
    if (has === hosts.has(t.Id)) return [];
    const RoomTypes = has ? t.RoomTypes.filter((x) => x !== form.RoomType) : [...t.RoomTypes, form.RoomType];
    return [{ section: 'Treatments', key: t.Id, entry: { ...t, RoomTypes } }];
  });
  return [{ section: 'TreatmentRooms', key: form.RoomId, entry: room }, ...treatments];
}

/** Every skill a therapist can be given: those treatments need and those therapists have. */
export const knownSkills = (catalogue: Catalogue) =>
  [
    ...new Set([
      ...catalogue.Treatments.map((t) => t.Skill),
      ...catalogue.Therapists.flatMap((t) => t.Skills),
    ]),
  ].sort();

/** The therapist form's values. */
export function therapistFormOf(catalogue: Catalogue, id: string | null): TherapistForm {
  const t = catalogue.Therapists.find((x) => x.StaffId === id);
  return {
    StaffId: t?.StaffId ?? '',
    DisplayName: t?.DisplayName ?? '',
    Skills: [...(t?.Skills ?? [])],
    Shifts: weeklyFormOf(
      (t?.Shifts ?? []).map((s) => ({ Weekday: s.Weekday, From: s.StartTime, To: s.EndTime })),
    ),
  };
}

/** The therapist a form makes. */
export function therapistEdit(catalogue: Catalogue, form: TherapistForm): CatalogueEdit {
  const existing = catalogue.Therapists.find((x) => x.StaffId === form.StaffId);
  const entry = {
    ...existing,
    StaffId: form.StaffId,
    DisplayName: form.DisplayName,
    Skills: form.Skills,
    Shifts: weeklyRows(form.Shifts).map((r) => ({ Weekday: r.Weekday, StartTime: r.From, EndTime: r.To })),
  };
  return { section: 'Therapists', key: form.StaffId, entry };
}
