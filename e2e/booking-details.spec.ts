import { daysAhead, expect, type Page, spaDayTo, test, TEST_CARDS } from './support/fixtures';

/** A guest on the details step of a one-guest Spa Day. */
async function reachDetails(page: Page, daysFromNow: number) {
  await spaDayTo(page, { date: daysAhead(daysFromNow), guests: [['Ada', 'Lovelace']] }, 'details');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead booker details' })).toBeVisible();
}

test('details: an empty submit focuses the problem summary and keeps the postcode lookup; back from the summary keeps everything', async ({
  page,
  bookingFlow,
  screens,
}) => {
  await reachDetails(page, 22);
  await page.getByRole('button', { name: 'Check your booking' }).click();

  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Select who is the lead booker' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Enter address line 1' })).toBeVisible();
  // The GB lookup stays, beside the address lines that now show their errors.
  await expect(page.getByLabel('Postcode to look up')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find Address' })).toBeVisible();
  await expect(page.getByLabel('Address line 1')).toHaveAttribute('aria-invalid', 'true');
  await screens.captureScreen('spa-day-details-problem');

  // The summary's link takes the guest to the field.
  await summary.getByRole('link', { name: 'Enter address line 1' }).click();
  await expect(page.getByLabel('Address line 1')).toBeFocused();

  await page.getByLabel('Ada').check();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await page.getByLabel('Email address').fill('ada.details@example.com');
  await page.getByLabel('Telephone').fill('+123456');
  await page.getByLabel('Postcode to look up').fill('co7 7aa');
  await page.getByRole('button', { name: 'Find Address' }).click();
  await page.getByLabel('Select an address').selectOption({ label: '1 Mill Lane, Elmstead, Colchester' });
  await expect(page.getByLabel('Address line 1')).toHaveValue('1 Mill Lane');
  await page.getByLabel('Any special requests?').fill('A quiet treatment room, please.');
  await page.getByLabel(/I agree to the/).check();
  // The rule the server holds: '+123456' is refused here, not later.
  await page.getByRole('button', { name: 'Check your booking' }).click();
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter a valid telephone number');
  await page.getByLabel('Telephone').fill('+44 1632 960 001');
  await page.getByRole('button', { name: 'Check your booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your Spa Day booking summary' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead booker details' })).toBeVisible();
  await expect(page.getByLabel(/I agree to the/)).toBeChecked();
  await expect(page.getByLabel('Ada')).toBeChecked();
  await expect(page.getByLabel('Email address')).toHaveValue('ada.details@example.com');
  await expect(page.getByLabel('Telephone')).toHaveValue('+44 1632 960 001');
  await expect(page.getByLabel('Address line 1')).toHaveValue('1 Mill Lane');
  await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('CO7 7AA');
  await expect(page.getByLabel('Any special requests?')).toHaveValue('A quiet treatment room, please.');
  // The lookup is still there, behind a button now that an address is shown.
  await page.getByRole('button', { name: 'Look up address' }).click();
  await expect(page.getByLabel('Postcode to look up')).toBeVisible();
  await page.getByRole('button', { name: 'Check your booking' }).click();
  // And on to the confirmation number, the booking read back through the API.
  await bookingFlow.checkSummaryAndPay();
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { booking } = await bookingFlow.expectConfirmation();
  expect(booking.Guests).toEqual([expect.objectContaining({ FirstName: 'Ada', LastName: 'Lovelace' })]);
});

test('details: a reload keeps what was typed but not submitted, never the password', async ({
  page,
  bookingFlow,
  screens,
}) => {
  await reachDetails(page, 23);
  await page.getByLabel('Ada').check();
  await page.getByLabel('Email address').fill('ada.draft@example.com');
  await page.getByLabel('Telephone').fill('01632 960 002');
  await page.getByRole('button', { name: 'Manually Enter Address' }).click();
  await page.getByLabel('Address line 1').fill('3 Draft Row');
  await page.getByLabel('Any special requests?').fill('Typed before a reload');
  await page.getByLabel('Password (optional)').fill('a draft password');
  await page.getByLabel(/I agree to the/).check();

  // The draft is on the server's session once the guest pauses.
  const sessionId = bookingFlow.sessionIdOf();
  const savedSearch = async () =>
    (await (await page.request.get(`/api/session/${sessionId}`)).json()).Search as Record<string, unknown>;
  await expect.poll(async () => JSON.stringify(await savedSearch())).toContain('Typed before a reload');
  expect(JSON.stringify(await savedSearch())).not.toContain('a draft password');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead booker details' })).toBeVisible();
  await expect(page.getByLabel('Ada')).toBeChecked();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Email address')).toHaveValue('ada.draft@example.com');
  await expect(page.getByLabel('Telephone')).toHaveValue('01632 960 002');
  await expect(page.getByLabel('Address line 1')).toHaveValue('3 Draft Row');
  await expect(page.getByLabel('Any special requests?')).toHaveValue('Typed before a reload');
  await expect(page.getByLabel(/I agree to the/)).toBeChecked();
  await expect(page.getByLabel('Password (optional)')).toHaveValue('');
  await screens.captureScreen('spa-day-details-draft');
});
