import {
  closeDate,
  daysAhead,
  expect,
  followWaitingListOffer,
  joinWaitingList,
  managerHeaders,
  PHONE,
  reopenDate,
  test,
  TEST_CARDS,
  uniqueEmail,
} from './support/fixtures';

test.use(PHONE);

/** Grace Hopper, who waits, with a fresh e-mail address. */
const grace = (label: string) => ({
  name: 'Grace Hopper',
  email: uniqueEmail(label),
  telephone: '01632 960 003',
});

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
  const waiting = grace('arrival-wait');
  await joinWaitingList(page, waiting, 'waiting-list-join-arrival');
  await expect(page.getByLabel('Earliest arrival')).toHaveCount(0);

  // The spa team opens the date again: the first arrival in the window is held for our guest.
  await reopenDate(request, date);
  const offer = await followWaitingListOffer(page, waiting.email, 'arrival');
  expect(offer).toContain('Guest 1: 09:00 Arrival');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an arrival time?' })).toBeVisible();
  await expect(page.getByRole('button', { name: '09:00', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await bookingFlow.chooseTreatments(['Grace']);
  await bookingFlow.chooseTreatmentTimes({ together: true });
  await bookingFlow.fillDetails(false, waiting.email);
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
  await bookingFlow.spaDayTo({ date, guests: [['Grace', 'Hopper']], packageId: 'ELM-TWILIGHT' }, 'add-ons');
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
  const waiting = grace('add-on-wait');
  await joinWaitingList(page, waiting, 'waiting-list-join-add-on');

  const list = await request.get(`/api/staff/waiting-list?date=${date}`, {
    headers: await managerHeaders(request),
  });
  const entry = (
    (await list.json()).Entries as { Email: string; Wants: string; Treatments: string[] }[]
  ).find((e) => e.Email === waiting.email);
  expect(entry).toMatchObject({ Wants: 'add-on' });
  expect(entry!.Treatments.at(-1)).toMatch(/^Guest 1: .*Manicure.* \(add-on\)$/);
  await reopenDate(request, date);
});
