import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { captureAtSizes } from './screens';
import { fromOwnAddress, signInOnScreen, uniqueEmail } from './accounts';
import { bookSpaDay } from './spa-day';

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

/**
 * A staff member signed in on a browser of their own, ending on the diary: at reception's
 * tablet width unless another viewport is given (`null`: the browser's default). Journeys now
 * use `staffArea.signIn` (fixtures.ts); kept for journeys written before (decision 0460).
 * @public
 */
export async function signedInStaff(
  browser: Browser,
  account: { email: string; password: string },
  viewport: { width: number; height: number } | null = STAFF_SIZES[0],
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signInToStaffArea(page, account.email, account.password);
  return { context, page };
}

/** Screenshots at tablet (1024) and desktop (1280) widths, each scanned with axe. */
export async function captureStaffScreen(page: Page, name: string) {
  await captureAtSizes(page, name, STAFF_SIZES);
}

/**
 * A guest books a Spa Day (for them, and any companions) in their own browser; returns the confirmation number.
 * Journeys now use `bookSpaDay` (spa-day.ts), which takes the same as one object; kept for journeys
 * written before (decision 0460).
 * @public
 */
export async function guestBooks(
  page: Page,
  date: string,
  name: [string, string],
  email: string,
  telephone: string,
  companions: [string, string][] = [],
  requests = '',
) {
  return (await bookSpaDay(page, { date, guests: [name, ...companions], email, telephone, requests })).number;
}

/** Days ahead to the first Tuesday at least `min` days away: several therapists give massages that morning. */
export function tuesdayAhead(min: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + min);
  while (date.getUTCDay() !== 2) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A booking as the spa team's API shows it (the manager's view). */
export async function staffBooking(request: APIRequestContext, confirmation: string) {
  const headers = await managerHeaders(request);
  const found = await request.get(`/api/staff/bookings?q=${confirmation}`, { headers });
  const id = (await found.json()).Bookings[0].Id as string;
  return (await (await request.get(`/api/staff/bookings/${id}`, { headers })).json()) as {
    Id: string;
    TotalPence: number;
    Items: { StaffId: string | null; StaffName: string | null; Start: string; Movable: boolean }[];
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
