import { jsonEqual } from './json-equal';
import type { Catalogue } from './catalogue.schema';

/**
 * What a manager edits: whole entries of the catalogue, named by their section and key.
 * Keyed sections hold lists (a treatment by its Id, a therapist by its StaffId, …); the
 * singletons (opening hours, the single-treatment offer) are one entry each.
 */
export const KEYED_SECTIONS = {
  Treatments: 'Id',
  Activities: 'Code',
  SpaDays: 'PremierId',
  Extras: 'Key',
  TreatmentRooms: 'RoomId',
  Therapists: 'StaffId',
} as const;
export const SINGLE_SECTIONS = ['SpaHours', 'SpaTreatments'] as const;
export const CATALOGUE_SECTIONS = [
  ...(Object.keys(KEYED_SECTIONS) as (keyof typeof KEYED_SECTIONS)[]),
  ...SINGLE_SECTIONS,
] as const;
export type CatalogueSection = (typeof CATALOGUE_SECTIONS)[number];
type KeyedSection = keyof typeof KEYED_SECTIONS;

/** One entry replaced, added (its key new) or removed (`entry` null). Singletons use their section's name as key. */
export interface CatalogueEdit {
  section: CatalogueSection;
  key: string;
  entry: unknown;
}

const isKeyed = (section: CatalogueSection): section is KeyedSection => section in KEYED_SECTIONS;

function listOf(document: Record<string, unknown>, section: KeyedSection): Record<string, unknown>[] {
  const list = document[section];
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
}

/**
 * The entry an edit names in a catalogue document, or null where it has none.
 *
 * @example catalogueEntry(catalogue, 'Treatments', 'HOT-STONE') // the treatment, or null
 */
export function catalogueEntry(document: unknown, section: CatalogueSection, key: string): unknown {
  const doc = document as Record<string, unknown>;
  if (!isKeyed(section)) return doc[section] ?? null;
  const field = KEYED_SECTIONS[section];
  return listOf(doc, section).find((entry) => String(entry[field]) === key) ?? null;
}

/**
 * A new document with the edits applied in order (the input is not changed). It is not
 * validated: `parseCatalogue` says what is wrong with it. A replaced entry keeps its place;
 * a new one goes last.
 */
export function applyCatalogueEdits(document: Catalogue, edits: readonly CatalogueEdit[]): unknown {
  const next: Record<string, unknown> = { ...document };
  for (const edit of edits) {
    if (!isKeyed(edit.section)) {
      if (edit.entry === null) delete next[edit.section];
      else next[edit.section] = edit.entry;
      continue;
    }
    const field = KEYED_SECTIONS[edit.section];
    const list = listOf(next, edit.section);
    const index = list.findIndex((entry) => String(entry[field]) === edit.key);
    const kept = list.filter((_, i) => i !== index);
    if (edit.entry === null) next[edit.section] = kept;
    else if (index < 0) next[edit.section] = [...list, edit.entry];
    else next[edit.section] = list.map((entry, i) => (i === index ? edit.entry : entry));
  }
  return next;
}

/**
 * The edits that turn `before` into `after`, entry by entry (an import, or the audit of one).
 * Sections outside the editable ones (content, resort settings, restaurants) are compared whole
 * and reported by `otherChanges`.
 */
export function diffCatalogues(before: Catalogue, after: Catalogue): CatalogueEdit[] {
  const edits: CatalogueEdit[] = [];
  for (const section of CATALOGUE_SECTIONS) {
    if (!isKeyed(section)) {
      const entry = catalogueEntry(after, section, section);
      if (!jsonEqual(catalogueEntry(before, section, section), entry))
        edits.push({ section, key: section, entry });
      continue;
    }
    const field = KEYED_SECTIONS[section];
    const keys = new Set(
      [...listOf(before, section), ...listOf(after, section)].map((entry) => String(entry[field])),
    );
    for (const key of keys) {
      const entry = catalogueEntry(after, section, key);
      if (!jsonEqual(catalogueEntry(before, section, key), entry)) edits.push({ section, key, entry });
    }
  }
  return edits;
}

/** The top-level parts of the catalogue that differ and no edit covers (resort settings, content, restaurants, …). */
export function otherChanges(before: Catalogue, after: Catalogue): string[] {
  const editable = new Set<string>(CATALOGUE_SECTIONS);
  const parts = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...parts].filter(
    (part) =>
      !editable.has(part) &&
      !jsonEqual((before as Record<string, unknown>)[part], (after as Record<string, unknown>)[part]),
  );
}

/**
 * Carries edits made from one date into a later version: an entry the later version
 * left as it was before the edits takes the edit; one it changed itself keeps its own.
 */
export function carryCatalogueEdits(
  base: Catalogue,
  later: Catalogue,
  edits: readonly CatalogueEdit[],
): CatalogueEdit[] {
  return edits.filter((edit) =>
    jsonEqual(catalogueEntry(later, edit.section, edit.key), catalogueEntry(base, edit.section, edit.key)),
  );
}
