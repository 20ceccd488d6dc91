import { test as base, type Browser, type Page } from '@playwright/test';
import { createMember, type MemberOptions, signInToAccount } from './accounts';
import { openDemoStay } from './demo-stay-guest';
import * as screenSteps from './screens';
import { journeyServerOrigin } from './servers';
import * as spaDaySteps from './spa-day';
import { captureStaffScreen, createReceptionist, MANAGER, signInToStaffArea } from './staff';
import * as treatmentSteps from './treatment';

/**
 * The journeys' one opening (decision 0460): `import { test, expect, … } from './support/fixtures'`
 * gives a test the guest's booking steps and screen checks already bound to its page, staff signed
 * in on browsers of their own (closed when the test ends).
 * The helpers behind them stay where they were, and are exported from here too.
 */

/** A viewport to `test.use`: the guest's phone, a desktop, reception's tablet. */
export const PHONE = { viewport: { width: 375, height: 812 } };
export const DESKTOP = { viewport: { width: 1280, height: 900 } };
export const TABLET = { viewport: { width: 1024, height: 800 } };

type Viewport = { width: number; height: number };
type PageStep = (page: Page, ...args: never[]) => unknown;
/**
 * A module's steps that take the page first, with the page given (`bookingFlow.fillGuests(names)`);
 * what takes no page (`daysAhead`, `TEST_CARDS`) is left out.
 */
export type OnPage<T> = {
  [K in keyof T as T[K] extends PageStep ? K : never]: T[K] extends (page: Page, ...args: infer A) => infer R
    ? (...args: A) => R
    : never;
};

/** Binds the first argument of each of `steps`' functions to `page`. */
export function onPage<T extends object>(page: Page, steps: T): OnPage<T> {
  const bound = Object.entries(steps)
    .filter((entry): entry is [string, (...all: unknown[]) => unknown] => typeof entry[1] === 'function')
    .map(([name, step]) => [name, (...args: unknown[]) => step(page, ...args)]);
  return Object.fromEntries(bound) as OnPage<T>;
}

/** The guest's booking steps (support/spa-day.ts and support/treatment.ts). */
const BOOKING_STEPS = { ...spaDaySteps, ...treatmentSteps };
/** Screenshots and scans (support/screens.ts), the staff area's sizes too. */
const SCREEN_STEPS = { ...screenSteps, captureStaffScreen };

/** A staff member who signs in (a receptionist the manager adds has one). */
export interface StaffAccount {
  email: string;
  password: string;
}

export interface StaffArea {
  /**
   * A staff member signed in on a browser of their own, ending on the diary: the manager,
   * a new receptionist ('reception') or the account given; at reception's tablet size unless
   * another viewport is given (`null`: the browser's default).
   */
  signIn: (who: StaffMember, viewport?: Viewport | null) => Promise<Page>;
  /** The same on the test's own page (`test.use(TABLET)` for reception's tablet). */
  signInHere: (who: StaffMember) => Promise<void>;
}

/** The manager, a new receptionist, or the account given. */
type StaffMember = 'manager' | 'reception' | StaffAccount;

export interface AccountArea {
  /** A new member (createMember's options) signed in on the test's page, on their bookings: their e-mail, password and first name. */
  signIn: (options?: MemberOptions) => Promise<{ email: string; password: string; firstName: string }>;
  /** The demo hotel's guest (demo-stay-guest.ts), registered and signed in on the test's page, on their stay `confirmation`. */
  openStay: (confirmation: string) => Promise<void>;
}

/** The worker's own server (support/servers.ts): its origin. */
interface WorkerFixtures {
  journeyServer: string;
}

interface JourneyFixtures {
  /** The guest's booking steps on the test's page. */
  bookingFlow: OnPage<typeof BOOKING_STEPS>;
  /** Screenshots and accessibility scans of the test's page. */
  screens: OnPage<typeof SCREEN_STEPS>;
  /** Another browser (a fresh context, closed when the test ends): another guest, or staff. */
  newBrowser: (viewport?: Viewport | null) => Promise<Page>;
  staffArea: StaffArea;
  /** The account area on the test's page: a member signed in, or the demo hotel's guest. */
  accountArea: AccountArea;
}

/** Opens pages on fresh browser contexts, and closes them all when the test ends. */
async function browsers(browser: Browser, use: (open: JourneyFixtures['newBrowser']) => Promise<void>) {
  const contexts: { close: () => Promise<void> }[] = [];
  await use(async (viewport = null) => {
    const context = await browser.newContext(viewport ? { viewport } : {});
    contexts.push(context);
    return context.newPage();
  });
  await Promise.all(contexts.map((context) => context.close()));
}

export const test = base.extend<JourneyFixtures, WorkerFixtures>({
  // Each worker talks to its own server only (decision 0510): pages, `request` and the helpers
  // given `baseURL` all go there. (Playwright reads a fixture's needs from its first parameter.)
  journeyServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, worker) => use(journeyServerOrigin(worker.parallelIndex)),
    { scope: 'worker' },
  ],
  baseURL: async ({ journeyServer }, use) => use(journeyServer),
  bookingFlow: async ({ page }, use) => use(onPage(page, BOOKING_STEPS)),
  screens: async ({ page }, use) => use(onPage(page, SCREEN_STEPS)),
  newBrowser: async ({ browser }, use) => browsers(browser, use),
  staffArea: async ({ newBrowser, page, request }, use) => {
    const account = async (who: StaffMember) =>
      who === 'manager' ? MANAGER : who === 'reception' ? await createReceptionist(request) : who;
    const signInOn = async (on: Page, who: StaffMember) => {
      const { email, password } = await account(who);
      await signInToStaffArea(on, email, password);
    };
    await use({
      signIn: async (who, viewport = TABLET.viewport) => {
        const staff = await newBrowser(viewport);
        await signInOn(staff, who);
        return staff;
      },
      signInHere: (who) => signInOn(page, who),
    });
  },
  accountArea: async ({ page, request, baseURL }, use) => {
    await use({
      signIn: async (options) => {
        const member = await createMember(request, options);
        await signInToAccount(page, member.email, member.password);
        return member;
      },
      openStay: (confirmation) => openDemoStay(page, baseURL!, confirmation),
    });
  },
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
export * from './accounts';
export * from './screens';
export * from './spa-day';
export * from './staff';
export * from './treatment';
export * from './waiting-list';
