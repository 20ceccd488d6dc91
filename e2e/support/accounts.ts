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

/** Who registers: the register screen's fields (a password may be left empty). */
export interface Registration {
  email: string;
  password: string;
  title: string;
  firstName: string;
  lastName: string;
  telephone?: string;
  address?: { line1: string; line2: string; city: string; country: string; postCode: string };
}

/** Registers through the API: the e-mail proven with a code first, as every registration must be. */
export async function register(request: APIRequestContext, who: Registration) {
  const validationId = await proveEmail(request, who.email);
  const { email, ...fields } = who;
  const response = await request.post('/api/account/register', {
    headers: fromOwnAddress(),
    data: { validationId, emailAddress: email, terms: true, addressBooks: [], ...fields },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** What a journey may ask of the member it makes: a label for the e-mail, an address on file, a name, a password ('' for none). */
export interface MemberOptions {
  label?: string;
  address?: boolean;
  firstName?: string;
  password?: string;
}

/** Makes a member through the API, with a fresh e-mail: their e-mail, password and first name. */
export async function createMember(request: APIRequestContext, options: MemberOptions = {}) {
  const member = {
    email: uniqueEmail(options.label ?? 'member'),
    password: options.password ?? 'e2e password 1234',
    firstName: options.firstName ?? 'Iris',
  };
  await register(request, {
    ...member,
    title: 'MRS',
    lastName: 'Murdoch',
    telephone: '01632 960 321',
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
  });
  return member;
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

/**
 * Types the e-mail and password into the login form on screen and submits it: the account area's
 * ('Login'), the staff area's ('Sign in') or the booking start screen's (its e-mail field is 'Username').
 */
export async function submitLogin(
  page: Page,
  account: { email: string; password: string },
  button = 'Login',
  emailLabel = 'Email address',
) {
  await page.getByLabel(emailLabel, { exact: true }).fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: button }).click();
}

/** Signs in on a login screen (the account area's or the staff area's) and waits for where it leads. */
export async function signInOnScreen(
  page: Page,
  account: { email: string; password: string },
  screen: LoginScreen,
) {
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
  await submitLogin(page, account, screen.button);
  await expect(page.getByRole('heading', { level: 1, name: screen.landing })).toBeVisible();
}

/** What the account area's login says to an e-mail and password it does not know. */
export const NO_ACCOUNT = 'Sorry, an account cannot be found with the details entered.';

/**
 * A stranger at the login form on screen: an empty submit names the problem, and an e-mail no member
 * has finds no account (`emailLabel`: 'Username' on the booking start screen).
 */
export async function expectStrangerRefused(page: Page, emailLabel = 'Email address') {
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
  await submitLogin(
    page,
    { email: uniqueEmail('stranger'), password: 'not a password' },
    'Login',
    emailLabel,
  );
  await expect(page.getByText(NO_ACCOUNT)).toBeVisible();
}

/** The account login's notices after a sign-up and after a new password, by the address's flag. */
const LOGIN_NOTICES = {
  created: 'Your account has been created successfully. Please login below.',
  reset: 'Your password has been changed successfully. Please login below.',
};

/** Back on the account login after a sign-up (`created`) or a new password (`reset`): its address and notice. */
export async function expectLoginNotice(page: Page, why: keyof typeof LOGIN_NOTICES) {
  await expect(page).toHaveURL(new RegExp(`#/login\\?${why}=true$`));
  await expect(page.getByText(LOGIN_NOTICES[why])).toBeVisible();
}

/** Signs in on the account login form on screen, and is welcomed by first name. */
export async function signInWelcomed(
  page: Page,
  account: { email: string; password: string },
  firstName: string,
) {
  await submitLogin(page, account);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${firstName}!` })).toBeVisible();
}

/** Signs in on the account area's login page and waits for the shell. */
export async function signInToAccount(page: Page, email: string, password: string) {
  await signInOnScreen(page, { email, password }, ACCOUNT_LOGIN);
}
