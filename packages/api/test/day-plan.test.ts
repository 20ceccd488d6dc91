import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { beginSession, daysAhead, holdFirstRetreatChoices } from './helpers/spa-journey';

type Plan = {
  Changes: { Kind: string }[];
  Treatments: { GuestIndex: number; StartTime: string }[];
  WaitMinutes: number;
  Timeline: { GuestIndex: number; Items: { Kind: string; Name: string; StartTime: string }[] }[];
};

describe(`"Plan our day for us" (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = async (method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) => {
    const r = await t.app.inject({ method, url, payload });
    return { status: r.statusCode, body: r.json(), text: r.body };
  };

  /** Three guests of the Retreat who took the first arrival, lunch and garden session offered. */
  async function retreatStepByStep(date: string) {
    const sessionId = await beginSession(t.app);
    await holdFirstRetreatChoices(t.app, sessionId, date, 3);
    return sessionId;
  }

  const oneTreatmentEach = {
    GuestRequirements: [
      { GuestIndex: 0, Activities: ['SWED-60'] },
      { GuestIndex: 1, Activities: ['HYDF-60'] },
      { GuestIndex: 2, Activities: ['DEEP-60'] },
    ],
  };

  it('offers whole-day plans for the party and holds the one taken, every part, in one go', async () => {
    const sessionId = await retreatStepByStep(daysAhead(21));
    const plans = await call('POST', `/api/session/${sessionId}/plans`, oneTreatmentEach);
    expect(plans.status, plans.text).toBe(200);
    expect(plans.body.Unplanned).toBeUndefined();
    const offered: Plan[] = plans.body.Plans;
    expect(offered.length).toBeGreaterThanOrEqual(1);
    expect(offered.length).toBeLessThanOrEqual(3);
    for (const plan of offered) {
      expect(plan.Changes.map((c) => c.Kind)).toEqual(['arrival', 'dining', 'garden']);
      expect(plan.Timeline).toHaveLength(3);
      for (const guest of plan.Timeline)
        expect(guest.Items.map((i) => i.Kind).sort()).toEqual(['arrival', 'dining', 'garden', 'treatment']);
    }
    expect(offered.map((p) => p.WaitMinutes)).toEqual(
      [...offered.map((p) => p.WaitMinutes)].sort((a, b) => a - b),
    );

    const [best] = offered;
    const taken = await call('POST', `/api/session/${sessionId}/plan`, {
      Changes: best!.Changes,
      Treatments: best!.Treatments,
    });
    expect(taken.status, taken.text).toBe(200);
    const session = await call('GET', `/api/session/${sessionId}`);
    const held = session.body.Itinerary;
    expect(held.Treatments).toHaveLength(3);
    for (const item of best!.Treatments)
      expect(
        held.Treatments.some(
          (h: { GuestIndex: number; StartTime: string }) =>
            h.GuestIndex === item.GuestIndex && Date.parse(h.StartTime) === Date.parse(item.StartTime),
        ),
      ).toBe(true);
  });

  it('two plans taken at once for one booking leave exactly one of them held, whole', async () => {
    const sessionId = await retreatStepByStep(daysAhead(24));
    const plans = await call('POST', `/api/session/${sessionId}/plans`, oneTreatmentEach);
    const offered: Plan[] = plans.body.Plans;
    expect(offered.length).toBeGreaterThanOrEqual(2);
    const takes = await Promise.all(
      offered
        .slice(0, 2)
        .map((p) =>
          call('POST', `/api/session/${sessionId}/plan`, { Changes: p.Changes, Treatments: p.Treatments }),
        ),
    );
    expect(takes.map((r) => r.status)).toEqual([200, 200]);
    const held = (await call('GET', `/api/session/${sessionId}`)).body.Itinerary;
    expect(held.Treatments).toHaveLength(3);
    const heldStarts = held.Treatments.map((h: { StartTime: string }) => Date.parse(h.StartTime)).sort();
    const startsOf = (p: Plan) => p.Treatments.map((i) => Date.parse(i.StartTime)).sort();
    expect([startsOf(offered[0]!), startsOf(offered[1]!)]).toContainEqual(heldStarts);
  });

  it('with everyone starting together, plans start every guest at once', async () => {
    const sessionId = await retreatStepByStep(daysAhead(25));
    const plans = await call('POST', `/api/session/${sessionId}/plans`, {
      ...oneTreatmentEach,
      StartTogether: true,
    });
    expect(plans.status, plans.text).toBe(200);
    for (const plan of plans.body.Plans as Plan[])
      expect(new Set(plan.Treatments.map((i) => Date.parse(i.StartTime))).size).toBe(1);
  });

  it('refuses a plan that changes a choice the booking does not hold, naming the field, and changes nothing', async () => {
    const sessionId = await beginSession(t.app);
    const none = await call('POST', `/api/session/${sessionId}/plans`, oneTreatmentEach);
    expect(none.status).toBe(400);
    expect(none.text).toContain('arrival');
    const outside = await call('POST', `/api/session/${await retreatStepByStep(daysAhead(22))}/plans`, {
      GuestRequirements: [{ GuestIndex: 5, Activities: ['SWED-60'] }],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errors[0].field).toBe('body.GuestRequirements.0.GuestIndex');
    const twice = await call('POST', `/api/session/${await retreatStepByStep(daysAhead(26))}/plans`, {
      GuestRequirements: [
        { GuestIndex: 0, Activities: ['SWED-60'] },
        { GuestIndex: 0, Activities: ['HYDF-60'] },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].field).toBe('body.GuestRequirements.1.GuestIndex');
    // A plan naming a guest outside the party, or another's change, is refused, never a 500.
    const planning = await retreatStepByStep(daysAhead(27));
    const [plan] = (await call('POST', `/api/session/${planning}/plans`, oneTreatmentEach)).body
      .Plans as Plan[];
    const stranger = await call('POST', `/api/session/${planning}/plan`, {
      Changes: plan!.Changes,
      Treatments: plan!.Treatments.map((i) => ({ ...i, GuestIndex: 7 })),
    });
    expect([400, 409]).toContain(stranger.status);
    const twiceChanged = await call('POST', `/api/session/${planning}/plan`, {
      Changes: [plan!.Changes[0], plan!.Changes[0]],
      Treatments: plan!.Treatments,
    });
    expect(twiceChanged.status).toBe(400);
    expect(twiceChanged.body.errors[0].field).toBe('body.Changes');
  });

  it('says to change the treatments when nothing that day fits them for everyone', async () => {
    // Four long treatments each, a three-hour garden session and lunch do not fit in the Retreat's day.
    const sessionId = await retreatStepByStep(daysAhead(23));
    const plans = await call('POST', `/api/session/${sessionId}/plans`, {
      GuestRequirements: [0, 1, 2].map((GuestIndex) => ({
        GuestIndex,
        Activities: ['SWED-90', 'DEEP-90', 'HOTST-90', 'AROMA-60'],
      })),
    });
    expect(plans.status, plans.text).toBe(200);
    expect(plans.body.Plans).toEqual([]);
    expect(plans.body.Unplanned.Change).toBe('treatments');
    expect(plans.body.Unplanned.Message).toMatch(/Choose other treatments/);
  });
});
