import {
  applyCatalogueEdits,
  carryCatalogueEdits,
  catalogueEntry,
  CatalogueError,
  diffCatalogues,
  guestView,
  jsonEqual,
  KEYED_SECTIONS,
  lastBookableDate,
  otherChanges,
  parseCatalogue,
  type Catalogue,
  type CatalogueChangeRequest,
  type CatalogueEdit,
  type CatalogueEditWire,
  type CatalogueImportPreview,
  type CatalogueOnDate,
  type CataloguePreview,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { insertAudit } from '../staff';
import { assertRetirable } from './catalogue-retire';
import { insertVersion, latestVersionId, lockCatalogue } from './catalogue.repository';
import type { CatalogueVersions, VersionInfo } from './catalogue-versions';

/** What the catalogue's services use (built once at start-up, see app-deps.ts). */
export interface CatalogueDeps {
  /** The catalogue versions; `catalogue` is today's. */
  catalogues: CatalogueVersions;
}
interface EditDeps extends CatalogueDeps {
  db: Executor;
}

type FieldError = { field: string; message: string };

const versionWire = (v: VersionInfo) => ({
  Id: v.id,
  EffectiveFrom: v.effectiveFrom,
  CreatedAt: v.createdAt.toISOString(),
  CreatedBy: v.createdBy,
});

const editOf = (wire: CatalogueEditWire): CatalogueEdit => ({
  section: wire.Section,
  key: wire.Key,
  entry: wire.Entry,
});

/** The catalogue in force on a date (today when none), with every version: the editor's start. */
export function catalogueOnDate(deps: CatalogueDeps, date: string | undefined): CatalogueOnDate {
  const today = deps.catalogues.todayDate();
  const on = date ?? today;
  return {
    Date: on,
    Today: today,
    Version: versionWire(deps.catalogues.versionOn(on)),
    Versions: deps.catalogues.list().map(versionWire),
    Catalogue: deps.catalogues.on(on),
  };
}

/**
 * Where a problem of the catalogue's rules is, as a request field: in an edited entry,
 * `Edits.<n>.Entry.<field>`; elsewhere (a package naming a removed treatment) `prefix.<where>`.
 */
function fieldOf(
  document: unknown,
  edits: readonly CatalogueEdit[],
  path: readonly PropertyKey[],
  where: string,
  prefix: string,
) {
  const [section, index, ...rest] = path;
  let key: string | undefined;
  let tail: readonly PropertyKey[] = rest;
  if (typeof section === 'string' && section in KEYED_SECTIONS && typeof index === 'number') {
    const list = (document as Record<string, unknown>)[section];
    const entry = Array.isArray(list) ? (list[index] as Record<string, unknown> | undefined) : undefined;
    key = entry ? String(entry[KEYED_SECTIONS[section as keyof typeof KEYED_SECTIONS]]) : undefined;
  } else if (typeof section === 'string') {
    key = section;
    tail = path.slice(1);
  }
  const at = edits.findIndex((e) => e.section === section && e.key === key && e.entry !== null);
  if (at < 0) return `${prefix}.${where}`;
  return [`Edits.${at}.Entry`, ...tail.map(String)].join('.');
}

/** Checks a document against the catalogue's rules; the problems as request fields. */
function check(
  document: unknown,
  edits: readonly CatalogueEdit[],
  prefix: string,
): { catalogue: Catalogue; errors: null } | { catalogue: null; errors: FieldError[] } {
  try {
    return { catalogue: parseCatalogue(document, 'the change'), errors: null };
  } catch (error) {
    if (!(error instanceof CatalogueError)) throw error;
    return {
      catalogue: null,
      errors: error.problems.map((p) => ({
        field: fieldOf(document, edits, p.path, p.where, prefix),
        message: `${p.where}: ${p.message}`,
      })),
    };
  }
}

function refuse(errors: FieldError[], intro = 'The catalogue’s rules refuse this change'): never {
  throw new HttpError(400, `${intro}: ${errors.map((e) => e.message).join('; ')}`, errors);
}

/** Edits whose Key differs from the key inside their Entry: 400 naming the field. */
function keyProblems(edits: readonly CatalogueEdit[]): FieldError[] {
  return edits.flatMap((edit, i) => {
    if (!(edit.section in KEYED_SECTIONS) || edit.entry === null || typeof edit.entry !== 'object') return [];
    const field = KEYED_SECTIONS[edit.section as keyof typeof KEYED_SECTIONS];
    const inside = (edit.entry as Record<string, unknown>)[field];
    return String(inside) === edit.key
      ? []
      : [{ field: `Edits.${i}.Entry.${field}`, message: `${field} must be the edit's Key "${edit.key}"` }];
  });
}

function assertEffectiveFrom(deps: CatalogueDeps, date: string) {
  const today = deps.catalogues.todayDate();
  if (date < today)
    throw badRequest('EffectiveFrom', `must be today (${today}) or later: the past is not changed`);
  if (date > lastBookableDate(today))
    throw badRequest('EffectiveFrom', 'must be within the year guests can book');
}

/**
 * Writes a new version from `effectiveFrom` and carries the entry edits into each later
 * version that left those entries as they were; one audit row per entry (before, after) and
 * one for other parts an import replaced. One transaction, under the catalogue's lock; a
 * change written meanwhile by another process is a 409 (reload and try again).
 */
async function writeVersion(
  deps: EditDeps,
  staffId: string,
  effectiveFrom: string,
  next: { document: Catalogue; edits: CatalogueEdit[]; others: string[] },
  base: Catalogue,
) {
  const later = deps.catalogues.list().filter((v) => v.effectiveFrom > effectiveFrom);
  const carried: { effectiveFrom: string; document: Catalogue }[] = [];
  for (const version of later) {
    const catalogue = deps.catalogues.on(version.effectiveFrom);
    const edits = carryCatalogueEdits(base, catalogue, next.edits);
    if (edits.length === 0) continue;
    const result = check(applyCatalogueEdits(catalogue, edits), next.edits, 'Catalogue');
    if (!result.catalogue)
      refuse(result.errors, `The change cannot be carried into the version from ${version.effectiveFrom}`);
    carried.push({ effectiveFrom: version.effectiveFrom, document: result.catalogue });
  }
  const seen = deps.catalogues.versionId();
  const written = await deps.db.transaction(async (tx) => {
    await lockCatalogue(tx);
    if ((await latestVersionId(tx)) !== seen)
      throw conflict(
        'Another change to the catalogue was saved a moment ago. Reload it and make your change again.',
      );
    await assertRetirable(tx, base, next.edits, effectiveFrom);
    const rows = [await insertVersion(tx, { effectiveFrom, document: next.document, createdBy: staffId })];
    for (const version of carried) rows.push(await insertVersion(tx, { ...version, createdBy: staffId }));
    for (const edit of next.edits)
      await insertAudit(tx, {
        staffId,
        action: 'catalogue.change',
        subject: `catalogue:${edit.section}:${edit.key}`,
        before: { EffectiveFrom: effectiveFrom, Entry: catalogueEntry(base, edit.section, edit.key) },
        after: { EffectiveFrom: effectiveFrom, Entry: edit.entry },
      });
    if (next.others.length > 0)
      await insertAudit(tx, {
        staffId,
        action: 'catalogue.import',
        subject: 'catalogue',
        before: { EffectiveFrom: effectiveFrom, ...pick(base, next.others) },
        after: { EffectiveFrom: effectiveFrom, ...pick(next.document, next.others) },
      });
    return rows;
  });
  await deps.catalogues.refresh();
  return { Versions: written.map(versionWire) };
}

const pick = (catalogue: Catalogue, parts: string[]) =>
  Object.fromEntries(parts.map((part) => [part, (catalogue as Record<string, unknown>)[part] ?? null]));

/** A manager's change of some entries, in force from a date (issue 24). */
export async function changeCatalogue(deps: EditDeps, staffId: string, request: CatalogueChangeRequest) {
  assertEffectiveFrom(deps, request.EffectiveFrom);
  const all = request.Edits.map(editOf);
  const keys = keyProblems(all);
  if (keys.length > 0) refuse(keys);
  const base = deps.catalogues.on(request.EffectiveFrom);
  const edits = all.filter((edit) => !jsonEqual(catalogueEntry(base, edit.section, edit.key), edit.entry));
  if (edits.length === 0)
    throw badRequest('Edits', 'change nothing in the catalogue in force from that date');
  const document = applyCatalogueEdits(base, all);
  const result = check(document, all, 'Catalogue');
  if (!result.catalogue) refuse(result.errors);
  return writeVersion(
    deps,
    staffId,
    request.EffectiveFrom,
    { document: result.catalogue, edits, others: [] },
    base,
  );
}

/** A file checked by the catalogue's rules, and what it changes from a date (nothing saved). */
function importDiff(deps: CatalogueDeps, request: { EffectiveFrom: string; Catalogue: unknown }) {
  assertEffectiveFrom(deps, request.EffectiveFrom);
  const result = check(request.Catalogue, [], 'Catalogue');
  if (!result.catalogue) refuse(result.errors, 'The catalogue’s rules refuse this file');
  const base = deps.catalogues.on(request.EffectiveFrom);
  const edits = diffCatalogues(base, result.catalogue);
  const others = otherChanges(base, result.catalogue);
  return { base, document: result.catalogue, edits, others };
}

/** What an imported file would change from its date, entry by entry: the manager's check before applying it. */
export function previewImport(
  deps: CatalogueDeps,
  request: { EffectiveFrom: string; Catalogue: unknown },
): CatalogueImportPreview {
  const { base, edits, others } = importDiff(deps, request);
  return {
    EffectiveFrom: request.EffectiveFrom,
    Changes: edits.map((e) => ({
      Section: e.section,
      Key: e.key,
      Change:
        e.entry === null ? 'removed' : catalogueEntry(base, e.section, e.key) === null ? 'added' : 'changed',
    })),
    Others: others,
  };
}

/** A whole catalogue (the file's format) in force from a date; what it changes is audited entry by entry. */
export async function importCatalogue(
  deps: EditDeps,
  staffId: string,
  request: { EffectiveFrom: string; Catalogue: unknown },
) {
  const { base, document, edits, others } = importDiff(deps, request);
  if (edits.length === 0 && others.length === 0)
    throw badRequest('Catalogue', 'is the catalogue already in force from that date');
  return writeVersion(deps, staffId, request.EffectiveFrom, { document, edits, others }, base);
}

/** A draft as guests would see it on a date, or what the catalogue's rules find wrong with it. Nothing is saved. */
export function previewCatalogue(
  deps: CatalogueDeps,
  request: { Date: string; Edits: CatalogueEditWire[] },
): CataloguePreview {
  const edits = request.Edits.map(editOf);
  const keys = keyProblems(edits);
  const result = check(applyCatalogueEdits(deps.catalogues.on(request.Date), edits), edits, 'Catalogue');
  if (!result.catalogue || keys.length > 0)
    return { Date: request.Date, Treatments: [], SpaDays: [], Problems: [...keys, ...(result.errors ?? [])] };
  return { Date: request.Date, ...guestView(result.catalogue), Problems: [] };
}
