import {
  chooseArrival,
  chooseDining,
  chooseGarden,
  chooseTreatments,
  daysAhead,
  expect,
  fillGuests,
  type Page,
  PHONE,
  startSpaDay,
  test,
  TEST_CARDS,
} from './support/fixtures';
import { autofill, countInteractions, type InteractionTally } from './support/interactions';

test.use(PHONE);

const PARTY: [string, string][] = [
  ['Ada', 'Lovelace'],
  ['Brian', 'Kernighan'],
  ['Cleo', 'Hart'],
];

/** What Ada's browser has saved for her (its autofill): her name, contact, postcode and card. */
const SAVED = {
  'given-name': 'Ada',
  'family-name': 'Lovelace',
  email: 'lead@example.com',
  tel: '01632 960 001',
  country: 'GB',
  'postal-code': 'CO7 7AA',
};
const SAVED_CARD = { 'cc-number': TEST_CARDS.approved, 'cc-exp': '12/39', 'cc-name': 'Ada Lovelace' };

/**
 * The guests' names as Ada gives them on her phone: her own from the browser's autofill
 * (guest 1's fields carry the name tokens), her friends' typed; each title chosen.
 */
async function nameGuests(page: Page, tally: InteractionTally) {
  await expect(page.getByRole('heading', { level: 1, name: 'Spa guest names:' })).toBeVisible();
  for (const [i, [first, last]] of PARTY.entries()) {
    const guest = page.getByRole('group', { name: `Guest ${i + 1}` });
    await guest.getByLabel('Title').selectOption({ index: 1 + (i % 3) });
    if (i === 0) {
      expect(await autofill(page, tally, SAVED)).toEqual(['given-name', 'family-name']);
      await expect(guest.getByLabel('Last name')).toHaveValue(last);
      continue;
    }
    await guest.getByLabel('First name').fill(first);
    await guest.getByLabel('Last name').fill(last);
  }
  await page.getByRole('button', { name: 'Next Step' }).click();
}

/**
 * Ada is the lead booker: her e-mail, telephone, country and postcode from the autofill;
 * the whole postcode arriving at once is looked up, and she picks her address.
 */
async function leadBookerDetails(page: Page, tally: InteractionTally) {
  await expect(page.getByRole('heading', { level: 1, name: 'Lead booker details' })).toBeVisible();
  await page.getByRole('radio', { name: /Ada/ }).check();
  expect(await autofill(page, tally, SAVED)).toEqual(['email', 'tel', 'country', 'postal-code']);
  await page.getByLabel('Select an address').selectOption({ label: '1 Mill Lane, Elmstead, Colchester' });
  await expect(page.getByLabel('Address line 1')).toHaveValue('1 Mill Lane');
  await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('CO7 7AA');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Check your booking' }).click();
}

/** The card from the autofill (number, expiry, name: browsers keep no security code), the code typed, Enter. */
async function payWithSavedCard(page: Page, tally: InteractionTally) {
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Card payment"]');
  await expect(frame.getByLabel('Card number')).toBeVisible();
  expect(await autofill(frame, tally, SAVED_CARD)).toEqual(['cc-number', 'cc-exp', 'cc-name']);
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Security code').press('Enter');
  tally.keystrokes += 1; // the Enter that pays
}

/** From the search's Next to the treatments screen: names, the first arrival, lunch and garden offered. */
async function upToTreatments(page: Page, date: string, tally?: InteractionTally) {
  await startSpaDay(page, { guests: 3, packageId: 'ELM-RETREAT', date });
  if (tally) await nameGuests(page, tally);
  else await fillGuests(page, PARTY);
  await chooseArrival(page);
  await chooseDining(page);
  await chooseGarden(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Select your treatments' })).toBeVisible();
}

/** Adds the first offered treatment for each guest, without going on. */
async function addTreatments(page: Page) {
  for (const [i, [name]] of PARTY.entries()) {
    await page.getByRole('button', { name: new RegExp(`^Add Treatment( 1)? for ${name}$`) }).click();
    const dialog = page.getByRole('dialog', { name: `Select treatments for ${name}` });
    await dialog
      .getByRole('button', { name: /\d+mins Included$/ })
      .nth(i)
      .click();
    await expect(dialog).toBeHidden();
  }
}

test('3 guests plan their Spa Day with lunch in one step, pay and are confirmed, on a phone', async ({
  page,
  bookingFlow,
  screens,
}) => {
  const tally = countInteractions(page);
  await upToTreatments(page, daysAhead(15), tally);
  await addTreatments(page);
  await screens.captureScreen('spa-day-treatments-plan-offer');
  await page.getByRole('button', { name: 'Plan our day for us' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Plan our day for us' })).toBeFocused();
  const plans = page.getByRole('list', { name: 'Plans for your day' }).getByRole('article');
  await expect(plans.first()).toBeVisible();
  expect(await plans.count()).toBeGreaterThanOrEqual(1);
  const first = plans.first();
  await expect(first.getByRole('heading', { name: /^Plan 1/ })).toBeVisible();
  // Each plan says when each guest does what: arrival, lunch, garden and their treatment.
  await expect(first.getByText('Arrival').first()).toBeVisible();
  await expect(first.getByText(/Orangery/).first()).toBeVisible();
  await expect(first.getByText(/Spa Garden/).first()).toBeVisible();
  const shownTimes = await first.getByRole('listitem').allInnerTexts();
  await screens.captureScreen('spa-day-plan');

  await first.getByRole('button', { name: 'Choose plan 1' }).click();
  await expect(page).toHaveURL(/\/add-ons$/);
  await bookingFlow.passAddOns();
  await leadBookerDetails(page, tally);
  await bookingFlow.checkSummaryAndPay();
  await payWithSavedCard(page, tally);
  const { booking } = await bookingFlow.expectConfirmation();
  const counted = tally.stop();

  const treatments = booking.Items.filter((i: { Kind: string }) => i.Kind === 'treatments');
  expect(treatments).toHaveLength(3);
  expect(booking.Items.some((i: { Kind: string }) => i.Kind === 'dining')).toBe(true);
  const garden = booking.Items.filter((i: { Kind: string }) => i.Kind === 'garden');
  expect(garden.flatMap((g: { GuestIndexes: number[] }) => g.GuestIndexes).sort()).toEqual([0, 1, 2]);
  // The booked treatments are at the times the plan showed.
  for (const t of treatments) {
    const local = new Date(t.StartDateTime).toLocaleTimeString('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(shownTimes.some((line) => line.startsWith(local))).toBe(true);
  }
  expect(booking.Total).toBe(3 * 21_900);
  console.log(`plan our day: ${counted.clicks} clicks + ${counted.keystrokes} keystrokes = ${counted.total}`);
  expect(counted.total, 'the issue 27 goal: under 60 interactions').toBeLessThan(60);
});

test('the same party step by step, for comparison', async ({ page, bookingFlow }) => {
  const tally = countInteractions(page);
  await upToTreatments(page, daysAhead(16), tally);
  await chooseTreatments(
    page,
    PARTY.map(([first]) => first),
  );
  await bookingFlow.chooseTreatmentTimes({ together: false });
  await bookingFlow.passAddOns();
  await leadBookerDetails(page, tally);
  await bookingFlow.checkSummaryAndPay();
  await payWithSavedCard(page, tally);
  await bookingFlow.expectConfirmation();
  const counted = tally.stop();
  console.log(`step by step: ${counted.clicks} clicks + ${counted.keystrokes} keystrokes = ${counted.total}`);
});

test('when nothing fits, the plan screen says which choice to change and offers the way on', async ({
  page,
  bookingFlow,
  screens,
}) => {
  await upToTreatments(page, daysAhead(17));
  // Two long treatments each besides lunch and a three-hour garden session, apart: more than the day holds.
  for (const [name] of PARTY)
    for (const pick of [0, 1]) {
      await page.getByRole('button', { name: new RegExp(`^Add Treatment ${pick + 1} for ${name}$`) }).click();
      const dialog = page.getByRole('dialog', { name: `Select treatments for ${name}` });
      await dialog
        .getByRole('button', { name: /^.*90mins/ })
        .nth(pick)
        .click();
      await expect(dialog).toBeHidden();
    }
  await page.getByRole('button', { name: 'Plan our day for us' }).click();
  await expect(page.getByRole('heading', { name: 'Sorry, we cannot plan this day' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('link', { name: 'Choose other treatments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose times yourself' })).toBeVisible();
  await screens.captureScreen('spa-day-plan-none');
  await page.getByRole('link', { name: 'Choose other treatments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Select your treatments' })).toBeVisible();

  // Back at the arrival step with treatments chosen, the plan is offered again.
  await page.goto(`/booking/#/spa/day/${bookingFlow.sessionIdOf()}/arrival`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an arrival time?' })).toBeVisible();
  await page.getByRole('link', { name: 'Plan our day for us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan our day for us' })).toBeFocused();
});
