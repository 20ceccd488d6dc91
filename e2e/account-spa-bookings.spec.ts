import { daysAhead, expect, test, TEST_CARDS } from './support/fixtures';

test('a member books a Spa Day signed in, finds it under Your Bookings and opens it', async ({
  page,
  accountArea,
  bookingFlow,
  screens,
}) => {
  const member = await accountArea.signIn({ label: 'spa-bookings', firstName: 'Nora' });

  // Before booking: the empty list offers 'Make a booking'.
  await page.goto('/account/#/bookings/spa');
  await expect(page.getByRole('heading', { level: 2, name: 'Your Bookings' })).toBeVisible();
  await expect(page.getByText('You currently have no bookings.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Make a booking' })).toHaveAttribute('href', '/booking/');
  await screens.captureScreen('account-spa-bookings-empty');

  await bookingFlow.spaDayTo({ date: daysAhead(9), guests: [['Nora', 'Murdoch']] }, 'details');
  // Signed in: the member's own details, prefilled; only the address is new.
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await page.getByRole('button', { name: 'Manually Enter Address' }).click();
  await page.getByLabel('Address line 1').fill('1 Elm Road');
  await page.getByLabel('Town or city').fill('Elmstead');
  await page.getByLabel('Postcode', { exact: true }).fill('EL1 1AA');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Check your booking' }).click();
  await bookingFlow.checkSummaryAndPay();
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { number, booking } = await bookingFlow.expectConfirmation();

  await page.getByRole('link', { name: 'Your spa bookings' }).click();
  await expect(page).toHaveURL(/\/account\/#\/bookings\/spa$/);
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByText(`Confirmation number ${number}`)).toBeVisible();
  await expect(upcoming.getByText(/^\d+ days to go$/)).toBeVisible();
  await screens.captureScreen('account-spa-bookings');

  await upcoming.getByRole('link', { name: new RegExp(booking.PackageName) }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/spa/${number}$`));
  await expect(page.getByText(`Confirmation number: ${number}`)).toBeVisible();
  // The detail matches the confirmation: package, guests, treatments with minutes, total, itinerary.
  await expect(page.getByRole('definition').filter({ hasText: booking.PackageName })).toBeVisible();
  const treatment = booking.Items.find((i: { Kind: string }) => i.Kind === 'treatments');
  const treatmentName = treatment.DisplayName.replace(/ \(\d+ mins\)$/, '');
  await expect(page.getByText(new RegExp(`^${treatmentName} \\(\\d+ minutes\\)$`))).toBeVisible();
  const total = page.getByRole('table', { name: 'Your bill' }).getByRole('row', { name: /^Total/ });
  await expect(total).toContainText(booking.Total % 100 === 0 ? `£${booking.Total / 100}` : '£');
  // The itinerary and the bill name the treatment alike (one name per item, issue 25).
  await expect(page.getByRole('listitem').filter({ hasText: treatment.DisplayName })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your bill' })).toContainText(treatment.DisplayName);
  await expect(page.getByText(/Please arrive 15 minutes before your Spa Day/)).toBeVisible();
  await screens.captureScreen('account-spa-booking');

  // Resend to another address.
  await page.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue(member.email);
  await page.getByLabel('Email address').fill('copy@example.com');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Your confirmation has been sent.')).toBeVisible();
  await screens.captureScreen('account-spa-booking-resent');

  // 'Your Bookings' stays the current page of the account menu on the Spa tab.
  const menu = page.getByRole('navigation', { name: 'Your account' });
  await expect(menu.getByRole('link', { name: 'Your Bookings' })).toHaveAttribute('aria-current', 'page');

  // Cancelling: the modal says the refund and, in 24-hour time, when the full cost starts.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(/From \d{2}:\d{2} on \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}, 48 hours/);
  await screens.captureScreen('account-spa-booking-cancel-modal');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  // Cancelled: said once, with the refund; no live confirmation to print or re-send, no arrival time.
  await expect(page.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible();
  await expect(page.getByText(/£[\d.]+ of what you paid is refunded to your card/)).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Confirmation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend confirmation' })).toHaveCount(0);
  await expect(page.getByText(/Please arrive/)).toHaveCount(0);
  await screens.captureScreen('account-spa-booking-cancelled');
  // Listed apart, never under Upcoming.
  await page.getByRole('link', { name: 'Back to your spa bookings' }).click();
  await expect(
    page.getByRole('region', { name: 'Cancelled' }).getByText(`Confirmation number ${number}`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Cancelled' }).getByRole('article').filter({ hasText: number }),
  ).toContainText('Cancelled');
  await screens.captureScreen('account-spa-bookings-cancelled');

  // Someone else's number is not found.
  await page.goto('/account/#/bookings/spa/SPA-ZZZZZZZZ');
  await expect(page.getByRole('heading', { name: 'We could not find this booking' })).toBeVisible();
});
