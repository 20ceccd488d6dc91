import { bigserial, date, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A catalogue version, in force from its date (0740_catalogue_versions.sql, decision 0350). */
export const catalogueVersions = pgTable('catalogue_versions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  effectiveFrom: date('effective_from').notNull(),
  /** A whole catalogue that passed parseCatalogue when written. */
  document: jsonb('document').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
});
export type CatalogueVersionRow = typeof catalogueVersions.$inferSelect;
