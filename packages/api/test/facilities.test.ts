import { describe, expect, it } from 'vitest';
import { testAppForSuite } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { daysAhead } from './helpers/spa-journey';

describe(`POST api/spa/facilities (${TEST_DB})`, () => {
  const t = testAppForSuite();

  it("answers the spa's gardens, mud room and restaurants on the date, with hours and capacity", async () => {
    const date = daysAhead(30);
    const response = await t.app.inject({ method: 'POST', url: '/api/spa/facilities', payload: { date } });
    expect(response.statusCode, response.body).toBe(200);
    const { facilities } = response.json();
    const kinds = facilities.map((f: { Kind: string }) => f.Kind);
    expect(kinds).toEqual(expect.arrayContaining(['SPA_GARDEN', 'MUD_ROOM', 'RESTAURANT']));
    const mud = facilities.find((f: { Kind: string }) => f.Kind === 'MUD_ROOM');
    expect(mud).toMatchObject({ Capacity: 4 });
    expect(mud.OpenDateTime.startsWith(`${date}T10:00:00`)).toBe(true);
    for (const f of facilities)
      expect(Date.parse(f.CloseDateTime)).toBeGreaterThan(Date.parse(f.OpenDateTime));
  });

  it('refuses a past date or a missing one with 400 naming the field', async () => {
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/spa/facilities',
      payload: { date: '2020-01-01' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('date');
    const none = await t.app.inject({ method: 'POST', url: '/api/spa/facilities', payload: {} });
    expect(none.statusCode).toBe(400);
  });
});
