import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeFromMailbox, signInToAccount } from './accounts';

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
  expect((await request.post('/api/account/verify-email', { data: { emailAddress: GUEST } })).ok()).toBe(
    true,
  );
  const code = await codeFromMailbox(request, GUEST);
  const validated = await request.post('/api/member/validate-migration', {
    data: { emailAddress: GUEST, code },
  });
  expect(validated.ok(), await validated.text()).toBe(true);
  const { validationId } = await validated.json();
  const registered = await request.post('/api/account/register', {
    data: {
      title: 'MR',
      firstName: 'Rowan',
      lastName: 'Ashdown',
      emailAddress: GUEST,
      password: PASSWORD,
      terms: true,
      addressBooks: [],
      validationId,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
}

/** The demo guest, registered and signed in to the account area, on one of their stays. */
export async function openDemoStay(page: Page, baseURL: string, confirmation: string) {
  await demoGuestRegistered(page.request, baseURL);
  await signInToAccount(page, GUEST, PASSWORD);
  await page.goto(`/account/#/bookings/stay/${confirmation}`);
}
