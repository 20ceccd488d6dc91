import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { captureScreen } from './screens';

/** A date some days ahead, as the `d` query parameter wants it. */
export function daysAhead(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const TEST_CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  processingError: '4000 0000 0000 0119',
  /** Asks for the provider's 3-D Secure challenge (Approve / Fail). */
  challenge: '4000 0027 6000 3184',
};

/** Takes screenshots only when asked (the first journey through each screen). */
export async function maybeCapture(page: Page, name: string, capture: boolean) {
  if (capture) await captureScreen(page, name);
}

/** Leaves a step of the booking: its screen captured as `screen` when asked, then its button onwards. */
export async function goOn(page: Page, screen: string, capture: boolean, button: string | RegExp = 'Next') {
  await maybeCapture(page, screen, capture);
  await page.getByRole('button', { name: button }).click();
}

export function sessionIdOf(page: Page): string {
  const match =
    /#\/spa\/(?:day|treatment)\/([^/]+)\//.exec(page.url()) ??
    /#\/spa\/([^/]+)\/(?:day|treatment)\/confirmation/.exec(page.url());
  if (!match?.[1]) throw new Error(`no session id in ${page.url()}`);
  return match[1];
}

/** From search (query parameters preselect): date, guests and package, then Next. */
export async function startSpaDay(
  page: Page,
  options: { guests: number; packageId: string; date: string; capture?: boolean },
) {
  await page.goto(
    `/booking/#/spa/day/search?guests=${options.guests}&packageId=${options.packageId}&d=${options.date}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your Spa Day' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Selected:/ })).toBeVisible();
  await goOn(page, 'spa-day-search', options.capture ?? false);
  await expect(page).toHaveURL(/#\/spa\/day\/[^/]+\/guest$/);
}

export async function fillGuests(page: Page, names: [string, string][], capture = false) {
  await expect(page.getByRole('heading', { level: 1, name: 'Spa guest names:' })).toBeVisible();
  for (const [i, [first, last]] of names.entries()) {
    const guest = page.getByRole('group', { name: `Guest ${i + 1}` });
    await guest.getByLabel('Title').selectOption({ index: 1 + (i % 3) });
    await guest.getByLabel('First name').fill(first);
    await guest.getByLabel('Last name').fill(last);
  }
  await goOn(page, 'spa-day-guests', capture, 'Next Step');
}

/** Picks the first enabled time button in a group. */
export async function pickFirstTime(
  page: Page,
  groupName: string | RegExp,
  which: 'first' | 'last' = 'first',
) {
  const group = page.getByRole('group', { name: groupName }).first();
  await expect(group).toBeVisible();
  const open = group.getByRole('button', { disabled: false });
  await (which === 'first' ? open.first() : open.last()).click();
}

export async function chooseArrival(page: Page, capture = false) {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an arrival time?' })).toBeVisible();
  await pickFirstTime(page, 'Arrival time');
  await goOn(page, 'spa-day-arrival', capture);
}

/** Adds the first offered treatment (first duration) for each named guest. */
export async function chooseTreatments(page: Page, firstNames: string[], capture = false) {
  await expect(page.getByRole('heading', { level: 1, name: 'Select your treatments' })).toBeVisible();
  for (const [i, name] of firstNames.entries()) {
    await page.getByRole('button', { name: new RegExp(`^Add Treatment( 1)? for ${name}$`) }).click();
    const dialog = page.getByRole('dialog', { name: `Select treatments for ${name}` });
    await expect(dialog).toBeVisible();
    if (capture && i === 0) await captureScreen(page, 'spa-day-treatments-modal');
    await dialog
      .getByRole('button', { name: /\d+mins Included$/ })
      .nth(i)
      .click();
    await expect(dialog).toBeHidden();
  }
  await goOn(page, 'spa-day-treatments', capture, 'Next Step');
}

export async function chooseTreatmentTimes(page: Page, options: { together: boolean; capture?: boolean }) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'When would you like your first treatment to begin?' }),
  ).toBeVisible();
  const groups = page.getByRole('group', { name: /^First treatment time for / });
  await expect(groups.first()).toBeVisible(); // after the loader
  const checkbox = page.getByLabel("Start all guest's treatments at the same time");
  if (!options.together && (await checkbox.count()) > 0) {
    await checkbox.uncheck();
    await expect(groups.nth(1)).toBeVisible();
  }
  const periods = page.getByRole('group', { name: /^Morning or afternoon for / });
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const open = groups.nth(i).getByRole('button', { disabled: false });
    if ((await open.count()) === 0) await periods.nth(i).getByText('PM').click();
    // Separate starts: spread the guests (each guest's times are offered on their own).
    const n = await open.count();
    await open.nth(options.together ? 0 : Math.min(i * 5, n - 1)).click();
  }
  const screen = options.together ? 'spa-day-treatment-times' : 'spa-day-treatment-times-separate';
  await goOn(page, screen, options.capture ?? false, /^(Next|Add ons)$/);
}

export async function fillDetails(
  page: Page,
  capture = false,
  email = 'lead@example.com',
  address: 'manual' | 'lookup' = 'manual',
  telephone = '01632 960 001',
  requests = '',
) {
  await expect(page.getByRole('heading', { level: 1, name: 'Lead booker details' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Telephone').fill(telephone);
  if (address === 'lookup') {
    await page.getByLabel('Postcode to look up').fill('co7 7aa');
    await page.getByRole('button', { name: 'Find Address' }).click();
    await page.getByLabel('Select an address').selectOption({ label: '1 Mill Lane, Elmstead, Colchester' });
    await expect(page.getByLabel('Address line 1')).toHaveValue('1 Mill Lane');
    await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('CO7 7AA');
  } else {
    await page.getByRole('button', { name: 'Manually Enter Address' }).click();
    await page.getByLabel('Address line 1').fill('1 Elm Road');
    await page.getByLabel('Town or city').fill('Elmstead');
    await page.getByLabel('Postcode', { exact: true }).fill('EL1 1AA');
  }
  if (requests) await page.getByLabel('Any special requests?').fill(requests);
  await page.getByLabel(/I agree to the/).check();
  await goOn(page, 'spa-day-details', capture, 'Check your booking');
}

/** Summary: waits for the server's bill, returns its total text, goes to payment. */
export async function checkSummaryAndPay(page: Page, capture = false): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Your Spa Day booking summary' })).toBeVisible();
  const total = page.getByRole('table', { name: 'Your Bill' }).getByRole('row', { name: /^Total/ });
  await expect(total).toBeVisible();
  const text = (await total.innerText()).replace(/\s+/g, ' ');
  await expectBillAmountsOnOneLine(page, 'Your Bill');
  await goOn(page, 'spa-day-summary', capture, 'Payment');
  return text;
}

/** A Spa Day as a guest plans it: the day, who comes (the lead booker first) and the package. */
export interface SpaDayPlan {
  date: string;
  guests: [string, string][];
  /** The Escape unless another is named. */
  packageId?: string;
}

/** The screens of a Spa Day a journey can stop on, in the order the guest meets them. */
export type SpaDayStep = 'arrival' | 'treatments' | 'treatment-times' | 'add-ons' | 'details';

/** Waits for the flow to leave the step `from`, and answers the step it went on to (its address's end). */
async function stepAfter(page: Page, from: string): Promise<string> {
  await expect(page).not.toHaveURL(new RegExp(`/${from}$`));
  return /\/([a-z-]+)$/.exec(page.url())?.[1] ?? '';
}

/**
 * A Spa Day planned from the search up to the screen of `step`, left for the journey: the first
 * arrival, the first dining and garden times where the package has them (the flow shows those
 * screens only then), each guest's first included treatment, treatments together, and past the
 * add-ons (where the package offers them) to the details.
 */
export async function spaDayTo(page: Page, plan: SpaDayPlan, step: SpaDayStep) {
  const { date, guests, packageId = 'ELM-ESCAPE' } = plan;
  await startSpaDay(page, { guests: guests.length, packageId, date });
  await fillGuests(page, guests);
  if (step !== 'arrival') {
    await chooseArrival(page);
    let next = await stepAfter(page, 'arrival');
    if (next === 'dining') {
      await chooseDining(page);
      next = await stepAfter(page, 'dining');
    }
    if (next === 'garden') await chooseGarden(page);
  }
  if (step !== 'arrival' && step !== 'treatments') {
    await chooseTreatments(
      page,
      guests.map(([first]) => first),
    );
  }
  if (step === 'add-ons' || step === 'details') {
    await chooseTreatmentTimes(page, { together: true });
    if (step === 'details' && (await stepAfter(page, 'treatment-times')) === 'add-ons')
      await passAddOns(page);
  }
  await expect(page).toHaveURL(new RegExp(`/${step}$`));
}

/**
 * A one-guest Spa Day (the Escape, treatments together) from its start to the payment screen,
 * `days` ahead; returns the summary's total row text ('Total £129').
 */
export async function toSpaDayPayment(page: Page, days: number): Promise<string> {
  await spaDayTo(page, { date: daysAhead(days), guests: [['Ada', 'Lovelace']] }, 'details');
  await fillDetails(page);
  return checkSummaryAndPay(page);
}

/** A Spa Day as a guest books it: the plan, and the lead booker's details. */
export interface SpaDayBooking extends SpaDayPlan {
  /** The lead booker's e-mail: a fresh one unless given. */
  email?: string;
  telephone?: string;
  requests?: string;
}

/**
 * A guest books a Spa Day (as `spaDayTo` plans it, paid by card) on `page`: the summary's total row
 * ('Total £129'), the lead's e-mail and the confirmation (its number, session and the booking from the API).
 */
export async function bookSpaDay(page: Page, booking: SpaDayBooking) {
  const { email = uniqueEmail('spa-day'), telephone = '07700 900 321', requests = '' } = booking;
  await spaDayTo(page, booking, 'details');
  await fillDetails(page, false, email, 'manual', telephone, requests);
  const total = await checkSummaryAndPay(page);
  await payByCard(page, TEST_CARDS.approved);
  return { total, email, ...(await expectConfirmation(page)) };
}

/**
 * Every amount of a bill on one line, on a phone and on a desktop (issue 25: '£5 / 0',
 * 'Include / d'): each amount cell is no taller than its text's single line.
 */
export async function expectBillAmountsOnOneLine(page: Page, caption: string) {
  const viewport = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: viewport?.height ?? 900 });
    const cells = page.getByRole('table', { name: caption }).locator('td:last-child');
    await expect(cells.first()).toBeVisible();
    const broken = await cells.evaluateAll((tds) =>
      tds
        .filter((td) => td.getClientRects().length > 0)
        .filter((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return lines.size > 1;
        })
        .map((td) => td.textContent),
    );
    expect(broken, `amounts broken over lines at ${width} px`).toEqual([]);
  }
  if (viewport) await page.setViewportSize(viewport);
}

export async function payByCard(page: Page, card: string, capture = false) {
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await typeCardInProviderPage(page, card, capture ? 'spa-day-payment' : undefined);
}

/**
 * The card typed into the payment provider's page (its frame, on its own origin) and
 * submitted; with `capture`, the screen is captured under that name before submitting.
 */
export async function typeCardInProviderPage(page: Page, card: string, capture?: string) {
  const frame = page.frameLocator('iframe[title="Card payment"]');
  await expect(frame.getByLabel('Card number')).toBeVisible();
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel('Expiry date').fill('12/39');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Name on card').fill('Ada Lovelace');
  if (capture) await captureFramedScreen(page, capture);
  // Submitted from the keyboard: a click into another origin's frame lands by coordinates, and the
  // frame's button may sit at the foot of the viewport (a guest scrolls; Enter needs no scrolling).
  await frame.getByLabel('Name on card').press('Enter');
}

/** Ends on the confirmation: returns the confirmation number and the booking from the API. */
export async function expectConfirmation(page: Page, capture = false) {
  await expect(page.getByRole('heading', { level: 1, name: 'Congrats' })).toBeVisible({ timeout: 20_000 });
  // The new screen starts at its heading (issue 25), not on the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Congrats' })).toBeFocused();
  await expectBillAmountsOnOneLine(page, 'Paid Today');
  const number = (await page.getByTestId('confirmation-number').innerText()).trim();
  expect(number).toMatch(/^SPA-[0-9A-Z]{8}$/);
  await expect(page.getByText(/^Payment was taken from card \*+ ?4242$/)).toBeVisible();
  await maybeCapture(page, 'spa-day-confirmation', capture);
  const sessionId = sessionIdOf(page);
  const response = await page.request.get(`/api/spa/${sessionId}`);
  expect(response.ok()).toBe(true);
  const booking = await response.json();
  expect(booking.ConfirmationId).toBe(number);
  return { number, sessionId, booking };
}

/** From a booking's summary on to payment by the approved test card and the confirmation: its 'Paid Today' bill. */
export async function payAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Payment' }).click();
  await payByCard(page, TEST_CARDS.approved);
  await expectConfirmation(page);
  return page.getByRole('table', { name: 'Paid Today' });
}

/** captureScreen for the payment screen, once the card page in its frame shows its form. */
export async function captureFramedScreen(page: Page, name: string) {
  await expect(
    page.frameLocator('iframe[title="Card payment"]').getByRole('button', { name: 'Pay now' }),
  ).toBeVisible();
  await captureScreen(page, name);
}

export async function chooseDining(page: Page, capture = false, which: 'first' | 'last' = 'first') {
  await expect(
    page.getByRole('heading', { level: 1, name: /^Choose your dining (experience|time)$/ }),
  ).toBeVisible();
  const restaurants = page.getByRole('group', { name: 'Restaurant' });
  if ((await restaurants.count()) > 0) {
    await expect(page.getByText('Please select a restaurant.')).toBeVisible();
    await restaurants.getByRole('button').first().click();
  }
  await pickFirstTime(page, /^Dining time at /, which);
  await goOn(page, 'spa-day-dining', capture);
}

export async function chooseGarden(page: Page, capture = false) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Spa Day includes access to the Spa Garden' }),
  ).toBeVisible();
  await pickFirstTime(page, /^Spa garden access time/);
  await goOn(page, 'spa-day-garden', capture);
}

export async function passAddOns(page: Page, capture = false) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Can we make your experience even more special?' }),
  ).toBeVisible();
  await goOn(page, 'spa-day-add-ons', capture, 'Details');
}

/** Adds these treatments (60 minutes each, included) for one guest, in order. */
export async function addTreatments(page: Page, firstName: string, treatments: string[]) {
  for (const [i, treatment] of treatments.entries()) {
    await page.getByRole('button', { name: `Add Treatment ${i + 1} for ${firstName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Select treatments for ${firstName}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: `${treatment}, 60mins Included` }).click();
    await expect(dialog).toBeHidden();
  }
}

/** A change the dead end offers: the earlier choice to move, and where to. */
export interface WayOut {
  Kind: string;
  DisplayTime: string;
  StartDateTime: string;
  TimeSlot?: string;
}

/**
 * Issue 12's dead end: the Retreat for two on `date` with the first arrival, lunch and garden
 * session leaves no time for two 60-minute treatments each. Ends on the treatment times' message;
 * answers the changes the server's search offers instead.
 */
export async function toTreatmentDeadEnd(page: Page, date: string): Promise<WayOut[]> {
  const guests: [string, string][] = [
    ['Ada', 'Lovelace'],
    ['Brian', 'Kernighan'],
  ];
  await spaDayTo(page, { date, guests, packageId: 'ELM-RETREAT' }, 'treatments');
  await expect(page.getByRole('heading', { level: 1, name: 'Select your treatments' })).toBeVisible();
  await addTreatments(page, 'Ada', ['Swedish Massage', 'Hydrating Facial']);
  await addTreatments(page, 'Brian', ['Deep Tissue Massage', 'Radiance Renewal Facial']);
  const searched = page.waitForResponse(
    (r) => r.url().endsWith('/api/spa/search') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Next Step' }).click();
  const answer = (await (await searched).json()) as { BlockedBy: { Instead: WayOut[] } };
  await expect(page.getByText('Sorry, we have no availability for your chosen treatments.')).toBeVisible();
  return answer.BlockedBy.Instead;
}
