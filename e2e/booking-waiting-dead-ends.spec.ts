import {
  type APIRequestContext,
  captureScreen,
  daysAhead,
  expect,
  managerHeaders,
  messageFromMailbox,
  type Page,
  PHONE,
  test,
  TEST_CARDS,
  uniqueEmail,
} from './support/fixtures';

test.use(PHONE);

/** The spa team closes the date's treatments (the day fills up for the guest on the screen). */
async function closeDate(request: APIRequestContext, date: string) {
  const closing = await request.put(`/api/staff/closures/${date}`, {
    headers: await managerHeaders(request),
    data: { Reason: 'Private event' },
  });
  expect(closing.ok(), await closing.text()).toBe(true);
}

/** Fills the join form (a failed submit first names the fields) and joins. */
async function joinTheList(page: Page, email: string, screen: string) {
  await page.getByRole('button', { name: 'Join our waiting list' }).click();
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
  await page.getByLabel('Your name').fill('Grace Hopper');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Telephone').fill('01632 960 003');
  await captureScreen(page, screen);
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are on our waiting list.' })).toBeFocused();
}

test('no arrival left on the date: the guest joins the list; the date opens again; the e-mail’s link goes on from the arrival held for them', async ({
  page,
  request,
  bookingFlow,
}) => {
  const date = daysAhead(61);
  await bookingFlow.startSpaDay({ guests: 1, packageId: 'ELM-ESCAPE', date });
  await closeDate(request, date); // while the guest gives their name, the day fills
  await bookingFlow.fillGuests([['Grace', 'Hopper']]);

  await expect(page.getByText('Sorry, we have no availability.')).toBeVisible();
  await expect(page.getByText(/join our waiting list: online below, or by calling/)).toBeVisible();
  const email = uniqueEmail('arrival-wait');
  await joinTheList(page, email, 'waiting-list-join-arrival');
  await expect(page.getByLabel('Earliest arrival')).toHaveCount(0);

  // The spa team opens the date again: the first arrival in the window is held for our guest.
  const reopened = await request.delete(`/api/staff/closures/${date}`, {
    headers: await managerHeaders(request),
  });
  expect(reopened.ok()).toBe(true);
  const offer = await messageFromMailbox(request, email, /A time has become free for you/);
  expect(offer).toContain('Guest 1: 09:00 Arrival');
  const link = /https?:\/\/\S+\/booking\/#\/spa\/day\/[\w-]+\/arrival/.exec(offer)?.[0];
  expect(link).toBeDefined();

  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an arrival time?' })).toBeVisible();
  await expect(page.getByRole('button', { name: '09:00', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await bookingFlow.chooseTreatments(['Grace']);
  await bookingFlow.chooseTreatmentTimes({ together: true });
  await bookingFlow.fillDetails(false, email);
  await bookingFlow.checkSummaryAndPay();
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { booking } = await bookingFlow.expectConfirmation();
  expect(booking.Items as { Kind: string }[]).toContainEqual(expect.objectContaining({ Kind: 'treatments' }));
});

test('an add-on with no time: the guest joins the list for it from the add-on’s times', async ({
  page,
  request,
  bookingFlow,
}) => {
  const date = daysAhead(62);
  await bookingFlow.startSpaDay({ guests: 1, packageId: 'ELM-TWILIGHT', date });
  await bookingFlow.fillGuests([['Grace', 'Hopper']]);
  await bookingFlow.chooseArrival();
  await bookingFlow.chooseGarden();
  await bookingFlow.chooseTreatments(['Grace']);
  await bookingFlow.chooseTreatmentTimes({ together: true });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Can we make your experience even more special?' }),
  ).toBeVisible();
  await closeDate(request, date);

  await page.getByRole('button', { name: 'Add Add a Treatment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Treatment' });
  await dialog.getByRole('button', { name: 'Add Treatment for Grace' }).click();
  await dialog
    .getByRole('button', { name: /Manicure/ })
    .first()
    .click();
  await expect(dialog.getByText('Sorry, we have no availability.')).toBeVisible();
  const email = uniqueEmail('add-on-wait');
  await joinTheList(page, email, 'waiting-list-join-add-on');

  const list = await request.get(`/api/staff/waiting-list?date=${date}`, {
    headers: await managerHeaders(request),
  });
  const entry = (
    (await list.json()).Entries as { Email: string; Wants: string; Treatments: string[] }[]
  ).find((e) => e.Email === email);
  expect(entry).toMatchObject({ Wants: 'add-on' });
  expect(entry!.Treatments.at(-1)).toMatch(/^Guest 1: .*Manicure.* \(add-on\)$/);
  await request.delete(`/api/staff/closures/${date}`, { headers: await managerHeaders(request) });
});
