import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemoDiary } from '../src/modules/demo';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

describe(`the demo diary (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('places existing bookings and absences once, and only once', async () => {
    const placed = await seedDemoDiary(t.app.deps);
    expect(placed).toBeGreaterThan(100);
    expect(await seedDemoDiary(t.app.deps)).toBe(0);
    const absences = await t.db.database.db.execute(sql`SELECT count(*)::int AS n FROM therapist_absences`);
    expect((absences as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
  });
});
