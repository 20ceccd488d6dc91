import type { z } from 'zod';
import { CatalogueSchema, type Catalogue } from './catalogue.schema';
import { minutesOfDay } from './time-of-day';

/** One precise complaint about catalogue data: where it is and what is wrong. */
export interface CatalogueProblem {
  /** e.g. `SpaDays[1] (PremierId "GARDEN").BandTimes[0].EndTime` */
  where: string;
  message: string;
  /** The same place as keys and indexes: `['SpaDays', 1, 'BandTimes', 0, 'EndTime']`. */
  path: readonly PropertyKey[];
}

export class CatalogueError extends Error {
  constructor(
    readonly source: string,
    readonly problems: CatalogueProblem[],
  ) {
    super(`Invalid catalogue ${source}:\n` + problems.map((p) => `  - ${p.where}: ${p.message}`).join('\n'));
    this.name = 'CatalogueError';
  }
}

/** Keys that name an entry, so that messages point at it by name as well as position. */
const ENTRY_KEYS = [
  'PremierId',
  'Id',
  'TreatmentId',
  'Key',
  'Code',
  'StaffId',
  'RoomId',
  'RestaurantId',
  'OperaCode',
];

function describePath(data: unknown, path: readonly PropertyKey[]): string {
  let text = '';
  let node: unknown = data;
  for (const key of path) {
    if (typeof key === 'number') {
      text += `[${key}]`;
      node = Array.isArray(node) ? node[key] : undefined;
      const entry = node && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
      const entryKey = entry ? ENTRY_KEYS.find((k) => k in entry) : undefined;
      if (entry && entryKey) text += ` (${entryKey} "${String(entry[entryKey])}")`;
    } else {
      text += text ? `.${String(key)}` : String(key);
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key as string] : undefined;
    }
  }
  return text || '(root)';
}

function zodProblems(data: unknown, error: z.ZodError): CatalogueProblem[] {
  return error.issues.map((issue) => ({
    where: describePath(data, issue.path),
    message: issue.message,
    path: issue.path,
  }));
}

/** Cross-references the schema alone cannot see: codes that must name something that exists. */
function referenceProblems(catalogue: Catalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const at = (path: PropertyKey[], message: string) =>
    problems.push({ where: describePath(catalogue, path), message, path });

  const activityCodes = new Set(catalogue.Activities.map((a) => a.Code));
  const treatments = new Map(catalogue.Treatments.map((t) => [t.Id, t]));
  const restaurantIds = new Set(catalogue.Restaurants.map((r) => r.RestaurantId));
  const gardenCodes = new Set(catalogue.SpaGardens.map((g) => g.Code));
  const extras = new Map(catalogue.Extras.map((e) => [e.Key, e]));
  const roomTypes = new Set(catalogue.TreatmentRooms.map((r) => r.RoomType));
  const skills = new Set(catalogue.Therapists.flatMap((t) => t.Skills));

  const duplicates = <T>(list: T[], key: (item: T) => string, path: string, field: string) => {
    const seen = new Set<string>();
    list.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) at([path, index, field], `duplicate ${field} "${value}"`);
      seen.add(value);
    });
  };
  duplicates(catalogue.Activities, (a) => a.Code, 'Activities', 'Code');
  duplicates(catalogue.Activities, (a) => String(a.ID), 'Activities', 'ID');
  duplicates(catalogue.Treatments, (t) => t.Id, 'Treatments', 'Id');
  duplicates(catalogue.SpaDays, (p) => p.PremierId, 'SpaDays', 'PremierId');
  duplicates(catalogue.Extras, (e) => e.Key, 'Extras', 'Key');
  duplicates(catalogue.Therapists, (t) => t.StaffId, 'Therapists', 'StaffId');
  duplicates(catalogue.TreatmentRooms, (r) => r.RoomId, 'TreatmentRooms', 'RoomId');
  duplicates(catalogue.Restaurants, (r) => r.RestaurantId, 'Restaurants', 'RestaurantId');

  catalogue.Treatments.forEach((treatment, t) => {
    if (!treatment.Durations.some((d) => activityCodes.has(d.Code)))
      at(['Treatments', t, 'Durations'], 'no duration matches a known activity code');
    if (!skills.has(treatment.Skill))
      at(['Treatments', t, 'Skill'], `no therapist has skill "${treatment.Skill}"`);
    treatment.RoomTypes.forEach((type, r) => {
      if (!roomTypes.has(type)) at(['Treatments', t, 'RoomTypes', r], `unknown room type "${type}"`);
    });
  });

  catalogue.SpaDays.forEach((spaDay, p) =>
    spaDayProblems(spaDay, p, { activityCodes, treatments, restaurantIds, gardenCodes, extras }, at),
  );

  catalogue.Extras.forEach((extra, e) => {
    extra.Codes.forEach((code, c) => {
      const path = ['Extras', e, 'Codes', c, 'Code'];
      if (extra.SystemType === 'GROUP' && !gardenCodes.has(code.Code))
        at(path, `unknown spa garden code "${code.Code}"`);
      if (extra.SystemType === 'APPOINTMENT' && !activityCodes.has(code.Code))
        at(path, `unknown activity code "${code.Code}"`);
    });
    if (extra.ModalType === 'MUDROOM' && !catalogue.MudRoom)
      at(['Extras', e, 'ModalType'], 'a MUDROOM extra needs MudRoom');
    extra.Content.TreatmentGroups.forEach((group, g) =>
      group.Treatments.forEach((id, i) => {
        if (!treatments.has(id))
          at(['Extras', e, 'Content', 'TreatmentGroups', g, 'Treatments', i], `unknown treatment "${id}"`);
      }),
    );
  });

  catalogue.SpaTreatments.Treatments.forEach((id, i) => {
    if (!treatments.has(id)) at(['SpaTreatments', 'Treatments', i], `unknown treatment "${id}"`);
  });
  catalogue.SpaTreatments.Extras.forEach((key, i) => {
    if (!extras.has(key)) at(['SpaTreatments', 'Extras', i], `unknown extra "${key}"`);
  });
  if (catalogue.MudRoom && !activityCodes.has(catalogue.MudRoom.ActivityCode))
    at(['MudRoom', 'ActivityCode'], `unknown activity code "${catalogue.MudRoom.ActivityCode}"`);
  if (
    catalogue.MudRoom &&
    minutesOfDay(catalogue.MudRoom.OpenTime) >= minutesOfDay(catalogue.MudRoom.CloseTime)
  )
    at(['MudRoom', 'CloseTime'], 'OpenTime must be before CloseTime');
  catalogue.SpaGardens.forEach((garden, g) => {
    if (minutesOfDay(garden.OpenTime) >= minutesOfDay(garden.CloseTime))
      at(['SpaGardens', g, 'CloseTime'], 'OpenTime must be before CloseTime');
  });
  const mailingKeys = new Set(catalogue.MailingLists.map((list) => list.Key));
  if (mailingKeys.size !== catalogue.MailingLists.length)
    at(['MailingLists'], 'each of the six mailing lists must appear once');
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: catalogue.Resort.TimeZone });
  } catch {
    at(['Resort', 'TimeZone'], `unknown time zone "${catalogue.Resort.TimeZone}"`);
  }

  return problems;
}

/** What a Spa Day's codes must name. */
interface SpaDayReferences {
  activityCodes: Set<string>;
  treatments: Map<string, Catalogue['Treatments'][number]>;
  restaurantIds: Set<string>;
  gardenCodes: Set<string>;
  extras: Map<string, Catalogue['Extras'][number]>;
}

/** A Spa Day's cross-references: band times within their bands, its flags agreeing with its lists, codes that exist. */
function spaDayProblems(
  spaDay: Catalogue['SpaDays'][number],
  p: number,
  refs: SpaDayReferences,
  at: (path: PropertyKey[], message: string) => void,
): void {
  const { activityCodes, treatments, restaurantIds, gardenCodes, extras } = refs;
  const bands = new Map(spaDay.TimeBands.map((b) => [b.BandNumber, b]));
  spaDay.BandTimes.forEach((bandTime, b) => {
    const band = bands.get(bandTime.BandNumber);
    if (!band) at(['SpaDays', p, 'BandTimes', b, 'BandNumber'], `no time band ${bandTime.BandNumber}`);
    else if (
      minutesOfDay(bandTime.StartTime) < minutesOfDay(band.StartTime) ||
      minutesOfDay(bandTime.EndTime) > minutesOfDay(band.EndTime)
    )
      at(['SpaDays', p, 'BandTimes', b], `arrival window must lie within time band ${band.BandNumber}`);
  });
  if (spaDay.HasDining !== spaDay.Restaurants.length > 0)
    at(['SpaDays', p, 'HasDining'], 'HasDining must be true exactly when Restaurants is not empty');
  spaDay.Restaurants.forEach((id, r) => {
    if (!restaurantIds.has(id)) at(['SpaDays', p, 'Restaurants', r], `unknown restaurant "${id}"`);
  });
  if (spaDay.HasSpaGarden !== Boolean(spaDay.SpaGardenCode))
    at(['SpaDays', p, 'HasSpaGarden'], 'HasSpaGarden must be true exactly when SpaGardenCode is set');
  if (spaDay.SpaGardenCode && !gardenCodes.has(spaDay.SpaGardenCode))
    at(['SpaDays', p, 'SpaGardenCode'], `unknown spa garden code "${spaDay.SpaGardenCode}"`);
  if (spaDay.HasTreatments && (spaDay.AllowedTreatments < 1 || spaDay.TreatmentGroups.length === 0))
    at(['SpaDays', p, 'TreatmentGroups'], 'HasTreatments needs treatment groups and AllowedTreatments ≥ 1');
  if (!spaDay.HasTreatments && spaDay.TreatmentGroups.length > 0)
    at(['SpaDays', p, 'HasTreatments'], 'TreatmentGroups are listed but HasTreatments is false');
  if (spaDay.HasExtras !== spaDay.Extras.length > 0)
    at(['SpaDays', p, 'HasExtras'], 'HasExtras must be true exactly when Extras is not empty');
  spaDay.Extras.forEach((key, e) => {
    if (!extras.has(key)) at(['SpaDays', p, 'Extras', e], `unknown extra "${key}"`);
  });
  spaDay.TreatmentGroups.forEach((group, g) =>
    group.Treatments.forEach((item, i) => {
      const treatment = treatments.get(item.TreatmentId);
      const path = ['SpaDays', p, 'TreatmentGroups', g, 'Treatments', i];
      if (!treatment) at([...path, 'TreatmentId'], `unknown treatment "${item.TreatmentId}"`);
      else if (!activityCodes.has(item.IncludedCode))
        at([...path, 'IncludedCode'], `unknown activity code "${item.IncludedCode}"`);
      else if (!treatment.Durations.some((d) => d.Code === item.IncludedCode))
        at(
          [...path, 'IncludedCode'],
          `"${item.IncludedCode}" is not a duration of treatment "${treatment.Id}"`,
        );
    }),
  );
}

/**
 * Validates raw catalogue data (already parsed from JSON).
 * Throws a CatalogueError naming the source, each entry and field at fault.
 *
 * @example parseCatalogue(JSON.parse(text), 'data/catalogue/demo-resort.json')
 */
export function parseCatalogue(data: unknown, source: string): Catalogue {
  const result = CatalogueSchema.safeParse(data);
  if (!result.success) throw new CatalogueError(source, zodProblems(data, result.error));
  const problems = referenceProblems(result.data);
  if (problems.length > 0) throw new CatalogueError(source, problems);
  return result.data;
}
