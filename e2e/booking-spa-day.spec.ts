import { expect, test } from '@playwright/test';
import {
  checkSummaryAndPay,
  chooseArrival,
  chooseTreatments,
  chooseTreatmentTimes,
  daysAhead,
  expectConfirmation,
  fillDetails,
  fillGuests,
  payByCard,
  startSpaDay,
  TEST_CARDS,
} from './support/spa-day';

test.use({ viewport: { width: 375, height: 812 } });
test.setTimeout(180_000);

test('1 guest books a package with treatments only, on a phone', async ({ page }) => {
  await startSpaDay(page, { guests: 1, packageId: 'ELM-ESCAPE', date: daysAhead(9), capture: true });
  await fillGuests(page, [['Ada', 'Lovelace']], true);
  await chooseArrival(page, true);
  // No dining, no garden: straight to treatments.
  await expect(page).toHaveURL(/\/treatments$/);
  await chooseTreatments(page, ['Ada'], true);
  await chooseTreatmentTimes(page, { together: true, capture: true });
  // No extras: the add-ons step is skipped.
  await expect(page).toHaveURL(/\/details$/);
  await fillDetails(page, true);
  const total = await checkSummaryAndPay(page, true);
  expect(total).toContain('£129');
  await payByCard(page, TEST_CARDS.approved, true);
  const { booking } = await expectConfirmation(page, true);
  expect(booking.Total).toBe(12_900);
  expect(booking.Guests).toEqual([expect.objectContaining({ FirstName: 'Ada', LastName: 'Lovelace' })]);
  expect(booking.Items.filter((i: { Kind: string }) => i.Kind === 'treatments')).toHaveLength(1);
});
