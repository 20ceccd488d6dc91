import { calendarDay, parseCatalogue, type Catalogue } from '@spa/domain';
import type { Executor } from '../../db/database';
import { freshReads } from '../../lib/fresh-reads';
import { latestVersionId, seedWhenEmpty, versionsInForce } from './catalogue.repository';

/** A version as the staff screens list it. */
export interface VersionInfo {
  id: number;
  effectiveFrom: string;
  createdAt: Date;
  createdBy: string | null;
}

/**
 * The catalogue versions of the database, as this process last read them (decision 0350).
 * `on(date)` is synchronous: the engine and pricing stay pure and fast. Correct across
 * processes without messages: each request first calls `refresh()`, one index probe for the
 * highest version id, sent after the request arrived (callers share a read in flight); a
 * different id reloads the versions, parsing only those not parsed before.
 */
export interface CatalogueVersions {
  /** The catalogue in force on a resort date (before the first version: the first). */
  on(date: string): Catalogue;
  /** The catalogue in force today at the resort. */
  today(): Catalogue;
  /** The resort's date now. */
  todayDate(): string;
  /** The versions in force from each date, earliest first. */
  list(): VersionInfo[];
  /** The version in force on a date. */
  versionOn(date: string): VersionInfo;
  /** The highest version id last read: the catalogue's version number. */
  versionId(): number;
  refresh(): Promise<void>;
}

interface Loaded {
  id: number;
  versions: (VersionInfo & { catalogue: Catalogue })[];
}

/**
 * The versions on `db`, seeding an empty table with `seed` (the catalogue file). `clock`
 * gives the instant "today" is the resort's date of.
 */
export async function loadCatalogueVersions(
  db: Executor,
  seed: Catalogue,
  clock: () => Date = () => new Date(),
): Promise<CatalogueVersions> {
  await seedWhenEmpty(db, seed);
  const parsed = new Map<number, Catalogue>();
  const load = async (): Promise<Loaded> => {
    const id = await latestVersionId(db);
    const rows = await versionsInForce(db);
    return {
      id,
      versions: rows.map((row) => {
        let catalogue = parsed.get(row.id);
        if (!catalogue) {
          catalogue = parseCatalogue(row.document, `catalogue version ${row.id}`);
          parsed.set(row.id, catalogue);
        }
        const { document: _document, ...info } = row;
        return { ...info, catalogue };
      }),
    };
  };
  let loaded = await load();
  const check = freshReads(async () => {
    if ((await latestVersionId(db)) === loaded.id) return;
    loaded = await load();
    const live = new Set(loaded.versions.map((v) => v.id));
    for (const id of parsed.keys()) if (!live.has(id)) parsed.delete(id);
  });

  const inForce = (date: string) => {
    const { versions } = loaded;
    let found = versions[0]!;
    for (const version of versions) if (version.effectiveFrom <= date) found = version;
    return found;
  };
  const todayDate = () => calendarDay(clock(), loaded.versions[0]!.catalogue.Resort.TimeZone);
  return {
    on: (date) => inForce(date).catalogue,
    today: () => inForce(todayDate()).catalogue,
    todayDate,
    list: () => loaded.versions.map(({ catalogue: _catalogue, ...info }) => info),
    versionOn: (date) => {
      const { catalogue: _catalogue, ...info } = inForce(date);
      return info;
    },
    versionId: () => loaded.id,
    refresh: check,
  };
}
