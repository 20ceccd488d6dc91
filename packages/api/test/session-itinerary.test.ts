import { describe, expect, it } from 'vitest';
import { testAppForSuite } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { beginBookingBody, daysAhead, heldTreatmentEscape } from './helpers/spa-journey';

const PACKAGE = 'ELM-ESCAPE';

/** The details of begin-booking without any choice: what the booking web sends (issue 8, step 5). */
function detailsOnly(body: ReturnType<typeof beginBookingBody>) {
  return {
    isSpaDay: body.isSpaDay,
    date: body.date,
    leadGuestIndex: body.leadGuestIndex,
    specialRequest: body.specialRequest,
    clients: body.clients.map(({ arrivalTime: _arrival, ...client }) => client),
  };
}

describe(`the session's answer is the itinerary; begin-booking takes only details (${TEST_DB})`, () => {
  const t = testAppForSuite();

  it('answers the held itinerary, with the therapists and rooms the server assigned', async () => {
    const plan = await heldTreatmentEscape(t.app, daysAhead(21), 2);
    const session = (await t.app.inject({ method: 'GET', url: `/api/session/${plan.sessionId}` })).json();
    expect(session.Itinerary).toMatchObject({ Date: plan.date, PartySize: 2, PremierId: PACKAGE });
    expect(session.Itinerary.Arrivals.map((a: { GuestIndex: number }) => a.GuestIndex)).toEqual([0, 1]);
    expect(session.Itinerary.Treatments).toHaveLength(2);
    for (const treatment of session.Itinerary.Treatments) {
      expect(treatment.Code).toBe(plan.activityCodes[treatment.GuestIndex]);
      expect(treatment.StaffId).toBeTruthy();
      expect(Date.parse(treatment.EndTime)).toBeGreaterThan(Date.parse(treatment.StartTime));
    }
  });

  it('answers no itinerary before anything is held', async () => {
    const begun = await t.app.inject({ method: 'POST', url: '/api/session/begin/spa' });
    const session = (await t.app.inject({ method: 'GET', url: `/api/session/${begun.json().Id}` })).json();
    expect(session.Itinerary).toBeNull();
  });

  it('books from the holds when the body carries only the guests and the lead booker', async () => {
    const plan = await heldTreatmentEscape(t.app, daysAhead(22), 2);
    const begin = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${plan.sessionId}/begin-booking`,
      payload: detailsOnly(beginBookingBody(plan, 2)),
    });
    expect(begin.statusCode, begin.body).toBe(200);
    const full = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${plan.sessionId}/begin-booking`,
      payload: beginBookingBody(plan, 2),
    });
    expect(full.statusCode, full.body).toBe(200);
    expect(begin.json().Total).toBe(full.json().Total);
    expect(begin.json().LineItems).toEqual(full.json().LineItems);
  });

  it('still refuses a details-only body for another date or party size, naming the field', async () => {
    const plan = await heldTreatmentEscape(t.app, daysAhead(23), 2);
    const body = detailsOnly(beginBookingBody(plan, 2));
    const oneGuest = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${plan.sessionId}/begin-booking`,
      payload: { ...body, clients: body.clients.slice(0, 1) },
    });
    expect(oneGuest.statusCode).toBe(409);
    expect(oneGuest.json().Problems[0].Field).toBe('clients');
  });
});
