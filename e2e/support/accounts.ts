import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A fresh e-mail address, so each journey makes its own member. */
export function uniqueEmail(label: string) {
  return `${label}.${randomBytes(4).toString('hex')}@example.com`;
}

/**
 * The newest code e-mailed to `email`, read from the local mailbox page (the
 * e2e server runs without SMTP_URL, so mail goes to the outbox).
 */
export async function codeFromMailbox(request: APIRequestContext, email: string): Promise<string> {
  const text = await messageFromMailbox(request, email, /code/i);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** The text of the newest e-mail to `email` whose row in the local mailbox matches `subject` (polled). */
export async function messageFromMailbox(
  request: APIRequestContext,
  email: string,
  subject: RegExp,
): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const list = await (await request.get('/mailbox')).text();
        const row = list.split('<tr>').find((r) => r.includes(email) && subject.test(r));
        const id = row && /href="\/mailbox\/(\d+)"/.exec(row)?.[1];
        if (!id) return false;
        const message = await (await request.get(`/mailbox/${id}`)).text();
        text = message.split('data-testid="text"')[1] ?? '';
        return text.length > 0;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return text;
}

/**
 * Each helper call as if from its own client address (the journeys' server trusts
 * X-Forwarded-For from itself, as behind a proxy), so the members a journey makes
 * share no per-address mail or login limit with the browser under test.
 */
export function fromOwnAddress() {
  const [a, b, c] = randomBytes(3);
  return { 'x-forwarded-for': `10.${a}.${b}.${c}` };
}

/** Proves an e-mail as the register screen does (code by mail): the validation id register needs. */
export async function proveEmail(request: APIRequestContext, email: string): Promise<string> {
  const headers = fromOwnAddress();
  expect(
    (await request.post('/api/account/verify-email', { headers, data: { emailAddress: email } })).ok(),
  ).toBe(true);
  const code = await codeFromMailbox(request, email);
  const validated = await request.post('/api/member/validate-migration', {
    headers,
    data: { emailAddress: email, code },
  });
  expect(validated.ok(), await validated.text()).toBe(true);
  return ((await validated.json()) as { validationId: string }).validationId;
}

/** Makes a member through the API: the e-mail proven with a code, as every registration must be. */
export async function createMember(
  request: APIRequestContext,
  options: { label?: string; address?: boolean; firstName?: string; password?: string } = {},
) {
  const email = uniqueEmail(options.label ?? 'member');
  const password = options.password ?? 'e2e password 1234';
  const validationId = await proveEmail(request, email);
  const response = await request.post('/api/account/register', {
    headers: fromOwnAddress(),
    data: {
      validationId,
      title: 'MRS',
      firstName: options.firstName ?? 'Iris',
      lastName: 'Murdoch',
      emailAddress: email,
      telephone: '01632 960 321',
      password,
      terms: true,
      addressBooks: [],
      ...(options.address
        ? {
            address: {
              line1: '2 Quay Street',
              line2: '',
              city: 'Wivenhoe',
              country: 'GB',
              postCode: 'CO7 9AB',
            },
          }
        : {}),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { email, password, firstName: options.firstName ?? 'Iris' };
}

/** A login screen: its address, heading and button, and the heading of the screen it leads to. */
export interface LoginScreen {
  path: string;
  heading: string;
  button: string;
  landing: RegExp;
}

const ACCOUNT_LOGIN: LoginScreen = {
  path: '/account/#/login',
  heading: 'Login',
  button: 'Login',
  landing: /^Welcome back, /,
};

/** Signs in on a login screen (the account area's or the staff area's) and waits for where it leads. */
export async function signInOnScreen(
  page: Page,
  account: { email: string; password: string },
  screen: LoginScreen,
) {
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: screen.button }).click();
  await expect(page.getByRole('heading', { level: 1, name: screen.landing })).toBeVisible();
}

/** Signs in on the account area's login page and waits for the shell. */
export async function signInToAccount(page: Page, email: string, password: string) {
  await signInOnScreen(page, { email, password }, ACCOUNT_LOGIN);
}
