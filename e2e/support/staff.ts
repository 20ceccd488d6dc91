import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { captureAtSizes } from './screens';
import { fromOwnAddress, signInOnScreen, uniqueEmail } from './accounts';

/** The first spa manager, created at start from the E2E server's environment (playwright.config.ts). */
export const MANAGER = { email: 'e2e.manager@elmsteadhall.example', password: 'e2e manager password 2026' };

/** The staff area is used on reception's tablet and at a desk. */
const STAFF_SIZES = [
  { width: 1024, height: 800 },
  { width: 1280, height: 800 },
] as const;

/** Signs the manager in through the API: the headers of their calls. */
export async function managerHeaders(request: APIRequestContext) {
  const response = await request.post('/api/staff/sign-in', {
    data: { email: MANAGER.email, password: MANAGER.password },
    headers: fromOwnAddress(),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { authorization: `Bearer ${(await response.json()).AccessToken as string}` };
}

/** A reception account made by the manager, as a manager adds one. */
export async function createReceptionist(request: APIRequestContext) {
  const account = { email: uniqueEmail('reception'), password: 'reception password 2026', name: 'Rosa Bell' };
  const response = await request.post('/api/staff/accounts', {
    data: { Email: account.email, Name: account.name, Role: 'reception', Password: account.password },
    headers: await managerHeaders(request),
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Signs in at the staff area's login screen; ends on the diary. */
export async function signInToStaffArea(page: Page, email: string, password: string) {
  await signInOnScreen(page, { email, password }, STAFF_LOGIN);
}

/** The staff area's login screen, and the diary it leads to. */
const STAFF_LOGIN = {
  path: '/staff/#/login',
  heading: 'Spa team sign-in',
  button: 'Sign in',
  landing: /^Diary/,
};

/** Screenshots at tablet (1024) and desktop (1280) widths, each scanned with axe. */
export async function captureStaffScreen(page: Page, name: string) {
  await captureAtSizes(page, name, STAFF_SIZES);
}

/**
 * Finds a booking at 'Find a booking' by `query` (its confirmation number, a name, e-mail or phone)
 * and opens it from the results by the lead guest's name; the results are captured as `screen` when given.
 */
export async function findBooking(staff: Page, query: string, lead: string, screen?: string) {
  await staff.getByRole('link', { name: 'Find a booking' }).click();
  await staff.getByLabel('Confirmation number, guest name, e-mail or phone').fill(query);
  await staff.getByRole('button', { name: 'Search' }).click();
  const results = staff.getByRole('table', { name: /Bookings matching/ });
  await expect(results.getByRole('link', { name: lead })).toBeVisible();
  if (screen) await captureStaffScreen(staff, screen);
  await results.getByRole('link', { name: lead }).click();
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(lead) })).toBeVisible();
}

/** Days ahead to the first Tuesday at least `min` days away: several therapists give massages that morning. */
export function tuesdayAhead(min: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + min);
  while (date.getUTCDay() !== 2) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The spa team closes the date's treatments (the day fills up for a guest on the screen). */
export async function closeDate(request: APIRequestContext, date: string, reason = 'Private event') {
  const closing = await request.put(`/api/staff/closures/${date}`, {
    headers: await managerHeaders(request),
    data: { Reason: reason },
  });
  expect(closing.ok(), await closing.text()).toBe(true);
}

/** The spa team opens a closed date again. */
export async function reopenDate(request: APIRequestContext, date: string) {
  const reopened = await request.delete(`/api/staff/closures/${date}`, {
    headers: await managerHeaders(request),
  });
  expect(reopened.ok(), await reopened.text()).toBe(true);
}

/** A booking as the spa team's API shows it (the manager's view). */
export async function staffBooking(request: APIRequestContext, confirmation: string) {
  const headers = await managerHeaders(request);
  const found = await request.get(`/api/staff/bookings?q=${confirmation}`, { headers });
  const id = (await found.json()).Bookings[0].Id as string;
  return (await (await request.get(`/api/staff/bookings/${id}`, { headers })).json()) as {
    Id: string;
    TotalPence: number;
    Items: {
      ClaimId: number;
      DisplayName: string;
      StaffId: string | null;
      StaffName: string | null;
      Start: string;
      Movable: boolean;
    }[];
  };
}

/** The health questionnaire's token e-mailed to `email` (the desk sent it), read from the test mailbox. */
export async function healthFormToken(request: APIRequestContext, email: string): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const list = await (await request.get('/mailbox')).text();
      const row = list.split('<tr>').find((r) => r.includes(email) && r.includes('health questionnaire'));
      const id = row && /href="\/mailbox\/(\d+)"/.exec(row)?.[1];
      if (!id) return '';
      token =
        /\/booking\/#\/health\/([\w.-]+)/.exec(await (await request.get(`/mailbox/${id}`)).text())?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}
