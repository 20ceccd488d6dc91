import { expect, test, type Page } from '@playwright/test';
import {
  captureFramedScreen,
  chooseTreatmentTimes,
  daysAhead,
  expectConfirmation,
  fillDetails,
  fillGuests,
  passAddOns,
  payByCard,
  TEST_CARDS,
} from './support/spa-day';
import { captureScreen, waitForSettledScreen } from './support/screens';
import { checkTreatmentSummary, chooseFlowTreatments, startTreatments } from './support/treatment';

test.use({ viewport: { width: 375, height: 812 } });

/** A treatment's durations and prices as the configuration offers them to the treatment flow. */
async function treatmentPrices(page: Page): Promise<Map<string, number>> {
  const configuration = await (await page.request.get('/umbraco/api/spa/getConfiguration')).json();
  const prices = new Map<string, number>();
  for (const t of configuration.SpaTreatments.Treatments as {
    DisplayName: string;
    Durations: { Duration: number; Price: number }[];
  }[])
    for (const d of t.Durations) prices.set(`${t.DisplayName} ${d.Duration}`, d.Price);
  return prices;
}

const pounds = (pence: number) => `£${pence % 100 === 0 ? pence / 100 : (pence / 100).toFixed(2)}`;

test('1 guest books a single treatment through payment, on a phone', async ({ page }) => {
  const prices = await treatmentPrices(page);
  const price = prices.get('Swedish Massage 60')!;
  await startTreatments(page, { guests: 1, date: daysAhead(31), capture: true });

  await expect(page.getByRole('heading', { level: 1, name: 'Spa guest names:' })).toBeVisible();
  await expect(page.getByText('BOOK A SPA TREATMENT')).toBeVisible();
  await captureScreen(page, 'treatment-guests');
  await fillGuests(page, [['Ada', 'Lovelace']]);

  await expect(page).toHaveURL(/\/treatment\/[^/]+\/treatments$/);
  // §3: the list is sorted by duration, shortest first; the intro gives the spa's phone number.
  await expect(page.getByText(/01632 960 123/)).toBeVisible();
  await chooseFlowTreatments(
    page,
    [{ guest: 'Ada', treatment: new RegExp(`^Swedish Massage, 60mins ${pounds(price)}$`) }],
    true,
  );
  await expect(page).toHaveURL(/\/treatment\/[^/]+\/treatment-times$/);
  await expect(page.getByRole('group', { name: /^First treatment time for Ada/ }).first()).toBeVisible();
  await captureScreen(page, 'treatment-times');
  await chooseTreatmentTimes(page, { together: true });

  await expect(page).toHaveURL(/\/treatment\/[^/]+\/add-ons$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Can we make your experience even more special?' }),
  ).toBeVisible();
  await captureScreen(page, 'treatment-add-ons');
  await passAddOns(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Lead booker details' })).toBeVisible();
  await captureScreen(page, 'treatment-details');
  await fillDetails(page, false, 'ada.treatment@example.com');

  const total = await checkTreatmentSummary(page, true);
  expect(total).toContain(pounds(price));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await captureFramedScreen(page, 'treatment-payment');
  await payByCard(page, TEST_CARDS.approved);

  await expect(page).toHaveURL(/#\/spa\/[^/]+\/treatment\/confirmation$/, { timeout: 20_000 });
  const { booking } = await expectConfirmation(page);
  await waitForSettledScreen(page);
  await captureScreen(page, 'treatment-confirmation');
  await expect(
    page.getByText('Please arrive 15 minutes before your treatment.', { exact: false }),
  ).toBeVisible();
  expect(booking).toMatchObject({ IsSpaDay: false, PackageName: null, Total: price });
  expect(booking.Guests).toEqual([expect.objectContaining({ FirstName: 'Ada', LastName: 'Lovelace' })]);
  const items = booking.Items as { Kind: string; DisplayName: string }[];
  expect(items.map((i) => i.Kind)).toEqual(['treatments']);
  expect(items[0]!.DisplayName).toMatch(/Swedish Massage/);
});

test('2 guests book different treatments at separate start times, and the mud room together', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const prices = await treatmentPrices(page);
  const ada = prices.get('Deep Tissue Massage 60')!;
  const brian = prices.get('Hydrating Facial 30')!;
  await startTreatments(page, { guests: 2, date: daysAhead(32) });
  await fillGuests(page, [
    ['Ada', 'Lovelace'],
    ['Brian', 'Kernighan'],
  ]);
  await chooseFlowTreatments(page, [
    { guest: 'Ada', treatment: /^Deep Tissue Massage, 60mins / },
    { guest: 'Brian', treatment: /^Hydrating Facial, 30mins / },
  ]);
  await chooseTreatmentTimes(page, { together: false });

  // An add-on in the treatment flow: the mud room for both guests, one price for the group.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Can we make your experience even more special?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add Rasul Mud Room' }).click();
  const mud = page.getByRole('dialog', { name: 'Rasul Mud Room' });
  await mud.getByRole('group', { name: 'Mud room start time' }).getByRole('button').last().click();
  await mud.getByRole('button', { name: 'Done' }).click();
  await expect(mud).toBeHidden();
  await expect(page.getByText(/^Total £\d+/)).toBeVisible();
  await captureScreen(page, 'treatment-add-ons-chosen');
  await page.getByRole('button', { name: 'Details' }).click();

  await fillDetails(page, false, 'ada.pair@example.com');
  await expect(page.getByText('Add ons total')).toBeVisible();
  const total = await checkTreatmentSummary(page);
  await payByCard(page, TEST_CARDS.approved);
  const { booking } = await expectConfirmation(page);
  const mudLine = (booking.LineItems as { Code: string; Amount: number }[]).find((l) => l.Code === 'MUD-2G');
  expect(mudLine?.Amount).toBeGreaterThan(0);
  expect(booking).toMatchObject({ IsSpaDay: false, Total: ada + brian + mudLine!.Amount });
  expect(total).toContain(pounds(booking.Total));
  expect(booking.Items.map((i: { Kind: string }) => i.Kind)).toContain('mud');
  const items = (
    booking.Items as { Kind: string; GuestIndexes: number[]; DisplayName: string; StartDateTime: string }[]
  ).filter((i) => i.Kind === 'treatments');
  expect(items.map((i) => i.GuestIndexes)).toEqual([[0], [1]]);
  expect(items[0]!.DisplayName).toMatch(/Deep Tissue/);
  expect(items[1]!.DisplayName).toMatch(/Hydrating Facial/);
  // Separate start times: each guest starts at the time chosen for them.
  expect(items[0]!.StartDateTime).not.toBe(items[1]!.StartDateTime);
});

test('the search starts today until 15:00 and tomorrow after (§9); 5+ guests are asked to call', async ({
  page,
}) => {
  // A winter day, when the resort's clock is UTC: 14:30 and then 15:30 at the resort.
  await page.clock.setFixedTime(new Date('2031-01-15T14:30:00Z'));
  await page.goto('/booking/#/spa/treatment/search');
  await expect(page.getByRole('heading', { level: 1, name: 'BOOK A SPA TREATMENT' })).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue('2031-01-15');
  await expect(page.getByLabel('Date')).toHaveAttribute('min', '2031-01-15');
  await expect(page.getByRole('radio', { name: '2', exact: true })).toBeChecked();

  await page.clock.setFixedTime(new Date('2031-01-15T15:30:00Z'));
  await page.goto('/booking/#/spa/treatment/search?d=2031-01-15');
  await expect(page.getByLabel('Date')).toHaveValue('2031-01-16');
  await expect(page.getByLabel('Date')).toHaveAttribute('min', '2031-01-16');

  await page.getByText('5+', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '5+' })).toBeChecked();
  await expect(page.getByText('Booking for a larger group?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guest Names' })).toBeHidden();
  await captureScreen(page, 'treatment-search-large-group');
});

test('a reload continues the treatment booking where the guest was', async ({ page }) => {
  await startTreatments(page, { guests: 1, date: daysAhead(33) });
  await fillGuests(page, [['Grace', 'Hopper']]);
  await chooseFlowTreatments(page, [{ guest: 'Grace', treatment: /^Indian Head Massage, 30mins / }]);
  await expect(page).toHaveURL(/\/treatment\/[^/]+\/treatment-times$/);
  await page.reload();
  await expect(page.getByRole('group', { name: /^First treatment time for Grace/ }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByText(/^Indian Head Massage, 30 mins/)).toBeVisible();
  await expect(page.getByText(/^Total £\d+/)).toBeVisible();
});
