import { createTemplateDatabase, TEMPLATE_ENV } from './helpers/test-database';

/**
 * Once per API test run: one migrated database, which every test file's `createTestDatabase`
 * copies (PGlite) or clones (PostgreSQL) instead of building and migrating its own (decision 0420).
 * The workers start after this and inherit the variable.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const made = await createTemplateDatabase();
  process.env[TEMPLATE_ENV] = made.template;
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await made.remove();
  };
}
