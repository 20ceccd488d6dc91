import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { cancellationRefund, type StaffRole } from '@spa/domain';
import type { App } from '../../src/app';
import { queryRows } from '../../src/lib/sql';
import { ensureStaff } from '../../src/modules/staff/staff-seed';
import { createTestApp, demoResort, type TestApp } from './test-app';
import {
  beginBookingBody,
  daysAhead,
  payByCard,
  pendingSpaDay,
  heldTreatmentEscape,
  holdTreatmentsBody,
  planTreatmentSpaDay,
  recordApprovedPayment,
} from './spa-journey';

export const STAFF_PASSWORD = 'a long staff password 2026';

/** A new staff account of `role`, made for the test. */
export async function newStaff(t: TestApp, role: StaffRole) {
  const email = `${role}-${randomUUID().slice(0, 8)}@staff.example`;
  await ensureStaff(t.db.database.db, { email, displayName: `Test ${role}`, role, password: STAFF_PASSWORD });
  return email;
}

/** Headers of a signed-in staff member's calls. */
export type StaffHeaders = Record<string, string>;

/** Signs a staff member in; the headers of their calls. */
export async function staffHeaders(app: App, email: string): Promise<StaffHeaders> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/sign-in',
    payload: { email, password: STAFF_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`staff sign-in: ${response.body}`);
  return { authorization: `Bearer ${response.json().AccessToken as string}` };
}

/** A new staff account of `role`, made for the test and signed in: the headers of its calls. */
export async function signedInStaff(t: TestApp, role: StaffRole): Promise<StaffHeaders> {
  return staffHeaders(t.app, await newStaff(t, role));
}

/** The staff members a suite usually signs in, by the name its tests give them. */
const SUITE_STAFF = { manager: 'spa_manager', reception: 'reception' } as const satisfies Record<
  string,
  StaffRole
>;

/**
 * The real app on a fresh database (`createTestApp`'s `options`) with a new staff member
 * signed in for each of `names` (the spa manager, the receptionist): the app and their headers.
 */
export async function createStaffTestApp<N extends keyof typeof SUITE_STAFF>(
  names: readonly N[],
  options?: Parameters<typeof createTestApp>[0],
): Promise<{ t: TestApp } & Record<N, StaffHeaders>> {
  const t = await createTestApp(options);
  const staff = {} as Record<N, StaffHeaders>;
  for (const name of names) staff[name] = await signedInStaff(t, SUITE_STAFF[name]);
  return { t, ...staff };
}

/** Days ahead to the first Tuesday at least `min` days away: several therapists give massages that morning. */
export function tuesdayAhead(min: number): number {
  let days = min;
  while (new Date(Date.now() + days * 86_400_000).getUTCDay() !== 2) days++;
  return days;
}

/** A Spa Day `days` ahead (the lead guest, and `party`), booked and paid through the API: its booking id and plan. */
export async function confirmedSpaDay(
  t: TestApp,
  days: number,
  lead: { email?: string; phone?: string } = {},
  /** The other guests of the party, each with the e-mail or phone given for them (if any). */
  party: { email?: string; phone?: string }[] = [],
) {
  const plan = await heldTreatmentEscape(t.app, daysAhead(days), 1 + party.length);
  const body = beginBookingBody(plan, 1 + party.length);
  body.clients[0]!.emailAddress = lead.email ?? `guest-${randomUUID().slice(0, 8)}@example.com`;
  if (lead.phone) body.clients[0]!.telephoneNumber = lead.phone;
  party.forEach((guest, i) =>
    Object.assign(body.clients[i + 1]!, { emailAddress: guest.email, telephoneNumber: guest.phone }),
  );
  const begin = await t.app.inject({
    method: 'POST',
    url: `/api/spa/${plan.sessionId}/begin-booking`,
    payload: body,
  });
  if (begin.statusCode !== 200) throw new Error(`begin: ${begin.body}`);
  await recordApprovedPayment(t.db.database, plan.sessionId, begin.json().Total as number);
  const processed = await t.app.inject({ method: 'POST', url: `/api/spa/${plan.sessionId}/process-booking` });
  if (processed.statusCode !== 200) throw new Error(`process: ${processed.body}`);
  const confirmationId = processed.json().ConfirmationId as string;
  const found = await t.app.inject({
    method: 'GET',
    url: `/api/staff/bookings?q=${confirmationId}`,
    headers: await staffHeaders(t.app, await newStaff(t, 'reception')),
  });
  const id = found.json().Bookings[0].Id as string;
  return {
    id,
    confirmationId,
    plan,
    email: body.clients[0]!.emailAddress,
    total: begin.json().Total as number,
  };
}

/**
 * A Spa Day for `guests` `days` ahead, paid by card through the sandbox and confirmed: its id,
 * total and date. `kept`: the guest consented to the card being kept (with this test card).
 */
export async function paidSpaDay(t: TestApp, days: number, guests = 1, kept?: { card: string }) {
  const { plan, pageSessionId, total } = await pendingSpaDay(t.app, daysAhead(days), guests, Boolean(kept));
  const paid = await payByCard(t.app, pageSessionId, kept?.card);
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.body}`);
  const processed = await t.app.inject({ method: 'POST', url: `/api/spa/${plan.sessionId}/process-booking` });
  if (processed.statusCode !== 200) throw new Error(`process: ${processed.body}`);
  const [row] = await queryRows<{ id: string }>(
    t.db.database.db,
    sql`SELECT id FROM spa_bookings WHERE session_id = ${plan.sessionId}`,
  );
  const confirmationId = processed.json().ConfirmationId as string;
  return { id: row!.id, total, date: plan.date, sessionId: plan.sessionId, confirmationId };
}

/** The audit rows about a subject ('booking:…', 'staff:…'), oldest first. */
export function auditRows(t: TestApp, subject: string) {
  return queryRows<{ action: string; staff_id: string | null; before: unknown; after: unknown }>(
    t.db.database.db,
    sql`SELECT action, staff_id, before, after FROM staff_audit_log WHERE subject = ${subject} ORDER BY id`,
  );
}

/** When the full cost is incurred for a demo-resort booking on `date` (the 48-hour boundary). */
export function fullCostFrom(date: string): Date {
  return cancellationRefund({
    totalPence: 1,
    bookingDate: date,
    timeZone: demoResort().Resort.TimeZone,
    now: new Date(),
  }).fullCostFrom;
}

/**
 * A desk booking session of the staff member whose headers these are, holding a one-guest
 * Treatment Escape on `date`, begun for `email`: its session id, total and the guest's e-mail.
 */
export async function pendingDeskSpaDay(
  app: App,
  headers: Record<string, string>,
  date: string,
  email = `guest-${randomUUID().slice(0, 8)}@example.com`,
) {
  const call = async (method: 'POST' | 'PUT', url: string, payload?: object, callHeaders = {}) => {
    const answer = await app.inject({ method, url, headers: callHeaders, ...(payload ? { payload } : {}) });
    if (answer.statusCode !== 200) throw new Error(`${method} ${url}: ${answer.body}`);
    return answer.json<Record<string, unknown>>();
  };
  const sessionId = (await call('POST', '/api/staff/sessions', undefined, headers)).Id as string;
  const plan = await planTreatmentSpaDay(app, { guests: 1, date, premierId: 'ELM-ESCAPE', sessionId });
  await call('PUT', `/api/session/${sessionId}/holds/treatments`, holdTreatmentsBody(plan, 1));
  const body = beginBookingBody(plan, 1);
  body.clients[0]!.emailAddress = email;
  const begun = await call('POST', `/api/spa/${sessionId}/begin-booking`, body);
  return { sessionId, total: begun.Total as number, email };
}

/**
 * A one-guest Spa Day on `date` booked at the desk by `headers`'s staff member, to be paid on
 * arrival (the whole total owed): its id, confirmation number, total and lead booker's e-mail.
 */
export async function deskBookedOnArrival(
  t: TestApp,
  headers: Record<string, string>,
  date: string,
  email?: string,
) {
  const pending = await pendingDeskSpaDay(t.app, headers, date, email);
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/staff/sessions/${pending.sessionId}/book`,
    headers,
    payload: { Method: 'on-arrival' },
  });
  if (booked.statusCode !== 200) throw new Error(`book: ${booked.body}`);
  const { BookingId, ConfirmationId, TotalPence } = booked.json();
  return {
    id: BookingId as string,
    confirmationId: ConfirmationId as string,
    total: TotalPence as number,
    email: pending.email,
  };
}
