import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { register, signInToAccount } from './accounts';
import { captureScreen } from './screens';

/** The demo hotel's guest (DEMO_STAYS): registers with a code, which proves the address. */
export const GUEST = 'rowan.ashdown@example.com';
export const PASSWORD = 'e2e password 1234';

/** Registers the demo guest unless an earlier journey of this run did. */
export async function demoGuestRegistered(request: APIRequestContext, baseURL: string) {
  const signIn = await request.post('/connect/token', {
    headers: { origin: baseURL },
    form: {
      client_id: 'spa-web',
      grant_type: 'password',
      username: GUEST,
      password: PASSWORD,
      scope: 'openid profile email offline_access',
    },
  });
  if (signIn.ok()) return;
  await register(request, {
    email: GUEST,
    password: PASSWORD,
    title: 'MR',
    firstName: 'Rowan',
    lastName: 'Ashdown',
  });
}

/** The demo guest, registered and signed in to the account area, on one of their stays. */
export async function openDemoStay(page: Page, baseURL: string, confirmation: string) {
  await demoGuestRegistered(page.request, baseURL);
  await signInToAccount(page, GUEST, PASSWORD);
  await page.goto(`/account/#/bookings/stay/${confirmation}`);
}

/**
 * Amends a stay from its page: 'Amend room 1' or 'Amend all rooms', then in the prompt (captured
 * as `screen` when given) 'Choose new dates', which leaves for the stay search.
 */
export async function chooseNewDates(page: Page, rooms: 'room 1' | 'all rooms', screen?: string) {
  await page.getByRole('button', { name: `Amend ${rooms}` }).click();
  const prompt = page.getByRole('dialog', { name: `Amend ${rooms}?` });
  await expect(prompt).toBeVisible();
  if (screen) await captureScreen(page, screen);
  await prompt.getByRole('button', { name: 'Choose new dates' }).click();
}
