import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@spa/domain';
import { liftClosure, setClosure } from '../src/modules/holds';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { daysAhead } from './helpers/spa-journey';

describe(`POST /api/spa/closed-dates: a search says a closed date at once (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ask = (body: object) => t.app.inject({ method: 'POST', url: '/api/spa/closed-dates', payload: body });

  it("answers the span's dates the spa team closed, and none once the closure is lifted", async () => {
    const date = daysAhead(47);
    expect((await ask({ from: date, to: date })).json()).toEqual({ ClosedDates: [] });
    await setClosure(t.app.deps.db, date, 'Boiler repair');
    const closed = await ask({ from: addDays(date, -3), to: addDays(date, 3) });
    expect(closed.statusCode, closed.body).toBe(200);
    // The date only: the reason is the team's.
    expect(closed.json()).toEqual({ ClosedDates: [date] });
    await liftClosure(t.app.deps.db, date);
    expect((await ask({ from: date, to: date })).json()).toEqual({ ClosedDates: [] });
  });

  it('refuses a span longer than 31 days or backwards, and a date that does not exist, naming the field', async () => {
    const from = daysAhead(10);
    for (const [body, field] of [
      [{ from, to: addDays(from, 31) }, 'body.to'],
      [{ from, to: addDays(from, -1) }, 'body.to'],
      [{ from: '2026-02-30', to: from }, 'body.from'],
      [{ from: 'x'.repeat(100_000), to: from }, 'body.from'],
    ] as const) {
      const response = await ask(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});
