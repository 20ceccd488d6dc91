import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/database';
import { queryRows } from '../../src/lib/sql';

/** A date `days` from today, 'YYYY-MM-DD' (UTC is close enough for test dates days ahead). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const ownerTokens = new Map<string, string>();

/** Begins a session as a browser does, keeping the owner cookie it was given (see ownerCookie). */
export async function beginSession(app: App): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/session/begin/spa' });
  const id = response.json().Id as string;
  const owner = response.cookies.find((c) => c.name === 'spa_booking_owner');
  if (owner) ownerTokens.set(id, owner.value);
  return id;
}

/** The cookies of the browser that began `sessionId`, for the calls only its owner may make. */
export const ownerCookie = (sessionId: string) => ({ spa_booking_owner: ownerTokens.get(sessionId) ?? '' });

export interface SpaDayPlan {
  sessionId: string;
  date: string;
  premierId: string;
  bandNumber: number;
  arrival: { StartDateTime: string; EndDateTime: string };
  slots: GuestTimes[];
  activityCodes: string[];
}

/** The treatment times chosen for one guest of the party, as the availability answer gives them. */
export interface GuestTimes {
  GuestIndex: number;
  TreatmentTimes: {
    StartTime: string;
    EndTime: string;
    StaffId: string;
    RoomId: string;
    AppointmentTypeID: number;
  }[];
}

/** The items of a treatments hold (PUT holds/treatments) for each guest's chosen times. */
export function treatmentHoldItems(slots: readonly GuestTimes[]) {
  return slots.flatMap(({ GuestIndex, TreatmentTimes }) =>
    TreatmentTimes.map((t) => ({
      GuestIndex,
      StartTime: t.StartTime,
      StaffId: t.StaffId,
      RoomId: t.RoomId,
      AppointmentTypeID: t.AppointmentTypeID,
    })),
  );
}

/**
 * Walks the API as the booking screens do for a treatments-only Spa Day: session,
 * packages, arrival hold, treatment availability; returns what begin-booking needs.
 * `pick` chooses among the available combined slots (default: the first).
 */
export async function planTreatmentSpaDay(
  app: App,
  options: { guests: number; date: string; premierId: string; pick?: number; sessionId?: string },
): Promise<SpaDayPlan> {
  // A desk session (begun by staff) is given; else one is begun as a browser does.
  const sessionId = options.sessionId ?? (await beginSession(app));
  const packages = (
    await app.inject({
      method: 'POST',
      url: '/api/spa/packages',
      payload: { date: options.date, numberOfClients: options.guests, SessionId: sessionId },
    })
  ).json().packages as {
    PremierId: string;
    BandTimes: { BandNumber: number; StartDateTime: string; EndDateTime: string; IsAvailable: boolean }[];
  }[];
  const spaDay = packages.find((p) => p.PremierId === options.premierId);
  if (!spaDay) throw new Error(`package ${options.premierId} not offered on ${options.date}`);
  const band = spaDay.BandTimes.find((b) => b.IsAvailable)!;
  const hold = await app.inject({
    method: 'PUT',
    url: `/api/session/${sessionId}/holds/arrival`,
    payload: {
      Date: options.date,
      PartySize: options.guests,
      PremierId: options.premierId,
      BandNumber: band.BandNumber,
      Arrivals: Array.from({ length: options.guests }, (_, g) => ({
        GuestIndex: g,
        StartDateTime: band.StartDateTime,
      })),
    },
  });
  if (hold.statusCode !== 200) throw new Error(`arrival hold: ${hold.body}`);
  const config = (await app.inject({ method: 'GET', url: '/umbraco/api/spa/getConfiguration' })).json();
  const pkg = config.SpaDays.find((p: { PremierId: string }) => p.PremierId === options.premierId);
  const activityCodes = Array.from({ length: options.guests }, (_, g) => {
    const treatments = pkg.TreatmentGroups.flatMap((group: { Treatments: unknown[] }) => group.Treatments);
    const treatment = treatments[g % treatments.length] as {
      Durations: { Code: string; IsIncluded: boolean }[];
    };
    return treatment.Durations.find((d) => d.IsIncluded)!.Code;
  });
  const availability = await app.inject({
    method: 'POST',
    url: '/api/spa/search',
    payload: {
      SessionId: sessionId,
      Date: options.date,
      StartTogether: true,
      GuestRequirements: activityCodes.map((code, g) => ({ GuestIndex: g, Activities: [code] })),
      FilteredSelections: Array.from({ length: options.guests }, (_, g) => ({
        Type: 'ARRIVAL',
        GuestIndex: g,
        StartDateTime: band.StartDateTime,
        EndDateTime: band.EndDateTime,
      })),
    },
  });
  if (availability.statusCode !== 200) throw new Error(`availability: ${availability.body}`);
  const guests = availability.json().GuestAvailability as {
    GuestIndex: number;
    Periods: {
      AM: {
        IsAvailable: boolean;
        StartTime: string;
        TreatmentTimes: SpaDayPlan['slots'][number]['TreatmentTimes'];
      }[];
      PM: SpaDayPlan['slots'][number]['TreatmentTimes'][];
    };
  }[];
  const slotsOf = (g: (typeof guests)[number]) =>
    [...g.Periods.AM, ...(g.Periods.PM as unknown as typeof g.Periods.AM)].filter((s) => s.IsAvailable);
  const first = slotsOf(guests[0]!);
  const chosen = first[options.pick ?? 0];
  if (!chosen) throw new Error('no treatment slot available');
  return {
    sessionId,
    date: options.date,
    premierId: options.premierId,
    bandNumber: band.BandNumber,
    arrival: { StartDateTime: band.StartDateTime, EndDateTime: band.EndDateTime },
    slots: guests.map((g) => ({
      GuestIndex: g.GuestIndex,
      TreatmentTimes: slotsOf(g).find((s) => s.StartTime === chosen.StartTime)!.TreatmentTimes,
    })),
    activityCodes,
  };
}

export function holdTreatmentsBody(plan: SpaDayPlan, guests: number) {
  return {
    Date: plan.date,
    PartySize: guests,
    PremierId: plan.premierId,
    BandNumber: plan.bandNumber,
    Items: treatmentHoldItems(plan.slots),
  };
}

/** The party's details as the booking form takes them: the lead (the first) with e-mail, phone and address. */
export function partyClients(guests: number) {
  return Array.from({ length: guests }, (_, g) => ({
    title: 'Ms',
    firstName: `Guest${g + 1}`,
    lastName: 'Tester',
    ...(g === 0
      ? {
          emailAddress: 'lead@example.com',
          telephoneNumber: '+44 7700 900123',
          address1: '1 High Street',
          city: 'York',
          country: 'GB',
          postCode: 'YO1 7HH',
        }
      : {}),
  }));
}

export function beginBookingBody(plan: SpaDayPlan, guests: number) {
  return {
    isSpaDay: true,
    date: plan.date,
    leadGuestIndex: 0,
    specialRequest: '',
    clients: partyClients(guests).map((client) => ({ ...client, arrivalTime: plan.arrival.StartDateTime })),
    package: { packageId: plan.premierId, packageTimeBandNumber: plan.bandNumber, price: 1 },
    items: plan.slots.flatMap((s) =>
      s.TreatmentTimes.map((t) => ({
        clientIndex: s.GuestIndex,
        itemType: 1,
        startDateTime: t.StartTime,
        endDateTime: t.EndTime,
        staffId: t.StaffId,
        roomId: t.RoomId,
        appointmentTypeID: t.AppointmentTypeID,
        code: plan.activityCodes[s.GuestIndex]!,
        price: 1,
      })),
    ),
  };
}

/** A one-guest Treatment Escape on `date` with its treatments held: its plan, ready for begin-booking. */
export async function heldTreatmentEscape(app: App, date: string, guests = 1): Promise<SpaDayPlan> {
  const plan = await planTreatmentSpaDay(app, { guests, date, premierId: 'ELM-ESCAPE' });
  const hold = await app.inject({
    method: 'PUT',
    url: `/api/session/${plan.sessionId}/holds/treatments`,
    payload: holdTreatmentsBody(plan, guests),
  });
  if (hold.statusCode !== 200) throw new Error(`hold: ${hold.body}`);
  return plan;
}

/** Stands in for the card page: records an approved payment of `amount` for the session. */
export async function recordApprovedPayment(database: Database, sessionId: string, amount: number) {
  await database.db.execute(sql`
    INSERT INTO payments (session_id, ipage_session_id, amount_pence, status, card_masked, reference, completed_at)
    VALUES (${sessionId}, ${randomUUID()}, ${amount}, 'approved', '************1111', ${`TEST-${randomUUID()}`}, now())`);
}

/**
 * A one-guest treatments Spa Day on `date`, begun (pending, held) and with a card
 * page session for its total: what the payment tests start from.
 */
export async function pendingSpaDay(app: App, date: string, guests = 1, keepCard = false) {
  const plan = await planTreatmentSpaDay(app, { guests, date, premierId: 'ELM-ESCAPE' });
  const held = await app.inject({
    method: 'PUT',
    url: `/api/session/${plan.sessionId}/holds/treatments`,
    payload: holdTreatmentsBody(plan, guests),
  });
  if (held.statusCode !== 200) throw new Error(`treatments hold: ${held.body}`);
  const begun = await app.inject({
    method: 'POST',
    url: `/api/spa/${plan.sessionId}/begin-booking`,
    payload: beginBookingBody(plan, guests),
  });
  if (begun.statusCode !== 200) throw new Error(`begin-booking: ${begun.body}`);
  const page = await app.inject({
    method: 'POST',
    url: `/api/payment/${plan.sessionId}/initialise/`,
    ...(keepCard ? { payload: { keepCard } } : {}),
  });
  if (page.statusCode !== 200) throw new Error(`initialise: ${page.body}`);
  return { plan, pageSessionId: page.json().iPageSessionId as string, total: begun.json().Total as number };
}

/**
 * A card typed into the sandbox provider's page of `pageSessionId`, on the provider's own origin
 * (the only place a card goes): the provider's answer. A number, or the whole form's fields.
 */
export function typeCard(
  app: App,
  pageSessionId: string,
  card: string | Record<string, unknown> = '4242424242424242',
) {
  const form = typeof card === 'string' ? { ...TYPED_CARD, cardNumber: card } : card;
  return fetch(`${app.deps.env.PAYMENT_SANDBOX_ORIGIN}/pay/${pageSessionId}/authorise`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(form),
  });
}

/** The card form as a guest fills it (the number aside). */
const TYPED_CARD = { expiry: '12/39', cvc: '123', nameOnCard: 'Ada Lovelace' };

/**
 * A payment as the guest's browser makes it: the card typed into the sandbox provider's
 * page (on its own origin: the card goes there only), then, as the card page's message
 * prompts, our API asked to settle. Answers our API's reply, or the provider's own 400
 * for a card its checks refused.
 */
export async function payByCard(app: App, pageSessionId: string, cardNumber = '4242424242424242') {
  const typed = await typeCard(app, pageSessionId, cardNumber);
  if (typed.status === 400) {
    const body = await typed.text();
    return { statusCode: 400, body, json: () => JSON.parse(body) as Record<string, unknown> };
  }
  const [row] = await queryRows<{ session_id: string }>(
    app.deps.db,
    sql`SELECT session_id FROM payments WHERE ipage_session_id = ${pageSessionId}`,
  );
  if (!row) throw new Error(`no payment for page session ${pageSessionId}`);
  return app.inject({ method: 'POST', url: `/api/payment/${row.session_id}/complete/` });
}

/**
 * Holds, as the Spa Day screens do, the first arrival, the first lunch at the Orangery
 * and the first garden session open for the party of the Retreat; each hold must be
 * accepted. Returns what was held.
 */
export async function holdFirstRetreatChoices(app: App, sessionId: string, date: string, partySize: number) {
  const call = async (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => {
    const r = await app.inject({ method, url, payload });
    if (r.statusCode !== 200) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
    return r.json();
  };
  const guests = Array.from({ length: partySize }, (_, GuestIndex) => GuestIndex);
  const packages = await call('/api/spa/packages', {
    date,
    numberOfClients: partySize,
    SessionId: sessionId,
  });
  const band = packages.packages.find((p: { PremierId: string }) => p.PremierId === 'ELM-RETREAT')
    .BandTimes[0] as { BandNumber: number; StartDateTime: string };
  const frame = { Date: date, PartySize: partySize, PremierId: 'ELM-RETREAT', BandNumber: band.BandNumber };
  const holds = `/api/session/${sessionId}/holds`;
  const arrivals = guests.map((GuestIndex) => ({ GuestIndex, StartDateTime: band.StartDateTime }));
  await call(`${holds}/arrival`, { ...frame, Arrivals: arrivals }, 'PUT');
  const dining = await call('/api/restaurant', {
    Guests: partySize,
    ArrivalDate: date,
    Restaurants: ['orangery'],
    SessionId: sessionId,
  });
  const lunch = dining[0].RestaurantAvailabilities[0].Availability.TimeSlots[0] as { TimeSlot: string };
  await call(`${holds}/dining`, { ...frame, RestaurantId: 'orangery', TimeSlot: lunch.TimeSlot }, 'PUT');
  const groups = await call('/api/spa/groups', {
    date,
    spaGardenCode: 'GARDEN-3H',
    numberOfGuests: partySize,
    SessionId: sessionId,
  });
  const garden = groups.Groups[0].Slots.find((s: { IsBlocked?: boolean }) => !s.IsBlocked) as {
    StartDateTime: string;
  };
  const sessions = guests.map((GuestIndex) => ({ GuestIndex, StartDateTime: garden.StartDateTime }));
  await call(`${holds}/garden`, { ...frame, Sessions: sessions }, 'PUT');
  return { band, lunch, garden };
}
