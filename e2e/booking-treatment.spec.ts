import {
  chooseFlowTreatments,
  daysAhead,
  expect,
  type Page,
  PHONE,
  test,
  TEST_CARDS,
} from './support/fixtures';

test.use(PHONE);

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

test('1 guest books a single treatment through payment, on a phone', async ({
  page,
  bookingFlow,
  screens,
}) => {
  const prices = await treatmentPrices(page);
  const price = prices.get('Swedish Massage 60')!;
  await bookingFlow.startTreatments({ guests: 1, date: daysAhead(31), capture: true });

  await expect(page.getByRole('heading', { level: 1, name: 'Spa guest names:' })).toBeVisible();
  await expect(page.getByText('BOOK A SPA TREATMENT')).toBeVisible();
  await screens.captureScreen('treatment-guests');
  await bookingFlow.fillGuests([['Ada', 'Lovelace']]);

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
  await screens.captureScreen('treatment-times');
  await bookingFlow.chooseTreatmentTimes({ together: true });

  await expect(page).toHaveURL(/\/treatment\/[^/]+\/add-ons$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Can we make your experience even more special?' }),
  ).toBeVisible();
  await screens.captureScreen('treatment-add-ons');
  await bookingFlow.passAddOns();

  await expect(page.getByRole('heading', { level: 1, name: 'Lead booker details' })).toBeVisible();
  await screens.captureScreen('treatment-details');
  await bookingFlow.fillDetails(false, 'ada.treatment@example.com');

  const total = await bookingFlow.checkTreatmentSummary(true);
  expect(total).toContain(pounds(price));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await bookingFlow.captureFramedScreen('treatment-payment');
  await bookingFlow.payByCard(TEST_CARDS.approved);

  await expect(page).toHaveURL(/#\/spa\/[^/]+\/treatment\/confirmation$/, { timeout: 20_000 });
  const { booking } = await bookingFlow.expectConfirmation();
  await screens.waitForSettledScreen();
  await screens.captureScreen('treatment-confirmation');
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
  bookingFlow,
  screens,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const prices = await treatmentPrices(page);
  const ada = prices.get('Deep Tissue Massage 60')!;
  const brian = prices.get('Hydrating Facial 30')!;
  await bookingFlow.startTreatments({ guests: 2, date: daysAhead(32) });
  await bookingFlow.fillGuests([
    ['Ada', 'Lovelace'],
    ['Brian', 'Kernighan'],
  ]);
  await bookingFlow.chooseFlowTreatments([
    { guest: 'Ada', treatment: /^Deep Tissue Massage, 60mins / },
    { guest: 'Brian', treatment: /^Hydrating Facial, 30mins / },
  ]);
  await bookingFlow.chooseTreatmentTimes({ together: false });

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
  await screens.captureScreen('treatment-add-ons-chosen');
  await page.getByRole('button', { name: 'Details' }).click();

  await bookingFlow.fillDetails(false, 'ada.pair@example.com');
  await expect(page.getByText('Add ons total')).toBeVisible();
  const total = await bookingFlow.checkTreatmentSummary();
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { booking } = await bookingFlow.expectConfirmation();
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
  screens,
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
  await screens.captureScreen('treatment-search-large-group');
});

test('a reload continues the treatment booking where the guest was', async ({ page, bookingFlow }) => {
  await bookingFlow.startTreatments({ guests: 1, date: daysAhead(33) });
  await bookingFlow.fillGuests([['Grace', 'Hopper']]);
  await bookingFlow.chooseFlowTreatments([{ guest: 'Grace', treatment: /^Indian Head Massage, 30mins / }]);
  await expect(page).toHaveURL(/\/treatment\/[^/]+\/treatment-times$/);
  await page.reload();
  await expect(page.getByRole('group', { name: /^First treatment time for Grace/ }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByText(/^Indian Head Massage, 30 mins/)).toBeVisible();
  await expect(page.getByText(/^Total £\d+/)).toBeVisible();
});
