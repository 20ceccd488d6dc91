import { daysAhead, expect, PHONE, test, TEST_CARDS } from './support/fixtures';

test.use(PHONE);

test('the first choice at every step dead-ends at treatment times; the way out offered frees a time and books', async ({
  page,
  bookingFlow,
  screens,
}) => {
  // Issue 12's case: Retreat for 2, the first arrival, the first lunch at the Orangery, the
  // first garden session, then two 60-minute treatments each (toTreatmentDeadEnd).
  const instead = await bookingFlow.toTreatmentDeadEnd(daysAhead(41));

  // The dead end says which earlier choice blocks it and offers the changes that free a time.
  expect(instead.length).toBeGreaterThan(0);
  await expect(
    page.getByText(/^Your .+ leaves? no time for these treatments\. Moving .+ frees one\.$/),
  ).toBeVisible();
  const wayOut = page.getByRole('button', { name: /^Move your .* and see treatment times$/ });
  await expect(wayOut).toBeVisible();
  for (const change of instead) await expect(wayOut).toContainText(change.DisplayTime);
  await expect(page.getByRole('link', { name: 'Choose another date' })).toBeVisible();
  const box = await wayOut.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await screens.captureScreen('spa-day-dead-end'); // 375 and 1280 px, axe on each

  // The way out: held on the server, then the freed times on the same screen.
  await wayOut.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your changes are held.' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'When would you like your first treatment to begin?' }),
  ).toBeFocused();
  await expect(page.getByRole('group', { name: /^First treatment time for / }).first()).toBeVisible();
  await screens.captureScreen('spa-day-dead-end-way-out-taken');
  await bookingFlow.chooseTreatmentTimes({ together: true });

  await bookingFlow.passAddOns();
  await bookingFlow.fillDetails();
  await bookingFlow.checkSummaryAndPay();
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { booking } = await bookingFlow.expectConfirmation();

  // The booking holds the changed choices, not the ones that blocked.
  const items = booking.Items as { Kind: string; StartDateTime: string }[];
  const instant = (at: string) => Date.parse(at);
  for (const change of instead) {
    const item = items.find((i) => i.Kind === change.Kind);
    expect(item, change.Kind).toBeDefined();
    expect(instant(item!.StartDateTime)).toBe(instant(change.TimeSlot ?? change.StartDateTime));
  }
  expect(items.filter((i) => i.Kind === 'treatments').length).toBeGreaterThanOrEqual(2);
  expect(booking.Total).toBe(2 * 21_900);
});
