import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { insertRow, queryRows } from '../../lib/sql';
import { catalogueVersions, type CatalogueVersionRow } from './catalogue.tables';

/** The catalogue's version number: the highest row id (0 when empty). One index probe. */
export async function latestVersionId(db: Executor): Promise<number> {
  // Raw and prepared: every API request sends it (decision 0350), on the booking path eight a booking.
  const [row] = await queryRows<{ id: string | number | null }>(
    db,
    sql`SELECT max(id) AS id FROM catalogue_versions`,
  );
  return Number(row?.id ?? 0);
}

/** The version in force from each date: on each date its highest id, earliest date first. */
export async function versionsInForce(db: Executor): Promise<CatalogueVersionRow[]> {
  const rows = await queryRows<{
    id: string;
    effective_from: string;
    document: unknown;
    created_at: string | Date;
    created_by: string | null;
  }>(
    db,
    sql`SELECT DISTINCT ON (effective_from) id, effective_from::text AS effective_from, document, created_at, created_by
        FROM catalogue_versions ORDER BY effective_from, id DESC`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    effectiveFrom: r.effective_from,
    document: typeof r.document === 'string' ? (JSON.parse(r.document) as unknown) : r.document,
    createdAt: new Date(r.created_at),
    createdBy: r.created_by,
  }));
}

export async function insertVersion(
  tx: Executor,
  version: { effectiveFrom: string; document: unknown; createdBy: string | null },
): Promise<CatalogueVersionRow> {
  return insertRow(tx, catalogueVersions, version);
}

/** Every catalogue write, one at a time across processes (in the writer's transaction). */
export async function lockCatalogue(tx: Executor) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('catalogue_versions', 0))`);
}

/** Seeds an empty table with the file's catalogue, in force from the first day; true when it did. */
export async function seedWhenEmpty(db: Executor, document: unknown): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const [any] = await tx
      .select({ id: catalogueVersions.id })
      .from(catalogueVersions)
      .orderBy(desc(catalogueVersions.id))
      .limit(1);
    if (any) return false;
    await insertVersion(tx, { effectiveFrom: '2000-01-01', document, createdBy: null });
    return true;
  });
}
