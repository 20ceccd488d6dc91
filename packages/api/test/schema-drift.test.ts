import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/test-database';

/**
 * The migrations (numbered SQL files) make the tables; each module declares the
 * tables it owns with Drizzle (`modules/<area>/<area>.tables.ts`) for typed queries.
 * This keeps the two from drifting: every table, column, type, nullability, default,
 * primary key and single-column unique constraint must agree with the migrated database.
 */

const MODULES = resolve(import.meta.dirname, '../src/modules');
/** The migrator's own bookkeeping, made by the migrator rather than by a migration. */
const MIGRATOR_TABLES = new Set(['schema_migrations']);

interface ColumnShape {
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}
interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKey: string[];
  unique: string[];
}

/** Serial types are integers with a sequence default in the catalogue. */
const SERIAL: Record<string, string> = { bigserial: 'bigint', serial: 'integer', smallserial: 'smallint' };

async function declaredTables(): Promise<{ file: string; table: PgTable }[]> {
  const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.tables.ts'),
  );
  const found: { file: string; table: PgTable }[] = [];
  for (const file of files)
    for (const value of Object.values(await import(join(MODULES, file))))
      if (is(value, PgTable)) found.push({ file, table: value });
  return found;
}

function shapeOfDeclared(table: PgTable): TableShape {
  const config = getTableConfig(table);
  const columns: Record<string, ColumnShape> = {};
  for (const column of config.columns) {
    const type = column.getSQLType();
    columns[column.name] = {
      type: SERIAL[type] ?? type,
      notNull: column.notNull,
      hasDefault: column.hasDefault || column.generatedIdentity !== undefined,
    };
  }
  const primaryKey = [
    ...config.columns.filter((c) => c.primary).map((c) => c.name),
    ...config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)),
  ].sort();
  const unique = config.columns
    .filter((c) => c.isUnique)
    .map((c) => c.name)
    .sort();
  return { columns, primaryKey, unique };
}

describe(`Drizzle table declarations mirror the migrations (${TEST_DB})`, () => {
  let db: TestDatabase;
  let migrated: Map<string, TableShape>;
  let declared: { file: string; table: PgTable }[];

  beforeAll(async () => {
    db = await createTestDatabase();
    declared = await declaredTables();
    migrated = await db.database.withConnection(async (c) => {
      const columns = await c.query<{ table: string; column: string } & ColumnShape>(`
        SELECT cl.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
               a.attnotnull AS "notNull", (a.atthasdef OR a.attidentity <> '') AS "hasDefault"
          FROM pg_attribute a
          JOIN pg_class cl ON cl.oid = a.attrelid
          JOIN pg_namespace n ON n.oid = cl.relnamespace
         WHERE n.nspname = 'public' AND cl.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`);
      const constraints = await c.query<{ table: string; kind: 'p' | 'u'; columns: string[] | string }>(`
        SELECT cl.relname AS table, co.contype AS kind,
               array(SELECT a.attname FROM pg_attribute a
                      WHERE a.attrelid = co.conrelid AND a.attnum = ANY (co.conkey) ORDER BY a.attname) AS columns
          FROM pg_constraint co
          JOIN pg_class cl ON cl.oid = co.conrelid
          JOIN pg_namespace n ON n.oid = cl.relnamespace
         WHERE n.nspname = 'public' AND co.contype IN ('p', 'u')`);
      const tables = new Map<string, TableShape>();
      const shape = (name: string) => {
        let table = tables.get(name);
        if (!table) tables.set(name, (table = { columns: {}, primaryKey: [], unique: [] }));
        return table;
      };
      for (const { table, column, type, notNull, hasDefault } of columns)
        shape(table).columns[column] = { type, notNull, hasDefault };
      for (const { table, kind, columns: names } of constraints) {
        const list = Array.isArray(names) ? names : names.replace(/[{}]/g, '').split(',');
        if (kind === 'p') shape(table).primaryKey = list.sort();
        else if (list.length === 1) shape(table).unique.push(list[0]!);
      }
      for (const table of tables.values()) table.unique.sort();
      return tables;
    });
  });
  afterAll(() => db.close());

  it('finds the declarations', () => {
    expect(declared.length).toBeGreaterThanOrEqual(16);
  });

  it('declares each table once', () => {
    const names = declared.map(({ table }) => getTableConfig(table).name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('declares every table the migrations make, and no other', () => {
    const names = declared.map(({ table }) => getTableConfig(table).name).sort();
    expect(names).toEqual([...migrated.keys()].filter((name) => !MIGRATOR_TABLES.has(name)).sort());
  });

  it('declares every column with the migrated type, nullability, default and keys', () => {
    for (const { file, table } of declared) {
      const name = getTableConfig(table).name;
      expect({ file, name, ...shapeOfDeclared(table) }).toEqual({ file, name, ...migrated.get(name) });
    }
  });
});
