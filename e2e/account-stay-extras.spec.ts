import { expect, type Page, test } from './support/fixtures';
import { chooseNewDates } from './support/demo-stay-guest';

const roomOne = (page: Page) => page.getByRole('article', { name: /^Room 1:/ });

test('a member adds a dinner and a spa treatment to a stay, removes the treatment, and amends a room through the stay search page', async ({
  page,
  accountArea,
  screens,
}) => {
  await accountArea.openStay('ST26000101');
  // Two rooms, or one left when the stay-bookings journey has cancelled the other.
  await expect(
    page.getByRole('heading', { level: 2, name: /, (2 rooms|1 room \(1 cancelled\))$/ }),
  ).toBeVisible();

  // Dining: an evening of the stay and a table time from the restaurant's availability.
  await page.getByRole('button', { name: /^Add Dinner at The Orangery( to room 1)?$/ }).click();
  const dining = page.getByRole('dialog', { name: 'Dinner at The Orangery' });
  await dining.getByRole('checkbox').first().check();
  const table = dining.getByLabel(/^Table time on /);
  await expect(table).toBeVisible();
  await table.selectOption({ index: 1 });
  await expect(dining.getByText(/^Total: £\d+/)).toBeVisible();
  await expect(
    dining.getByText(/is added to your room bill, paid at the hotel when you leave/),
  ).toBeVisible();
  await screens.captureScreen('account-stay-dining-modal');
  await dining.getByRole('button', { name: 'Add to my stay' }).click();
  await expect(dining).toBeHidden();
  await expect(roomOne(page).getByText('Dinner at The Orangery × 1')).toBeVisible();

  // A spa treatment: treatment, duration, date, morning or afternoon, time, Confirm Time, Continue.
  const addSpa = page.getByRole('button', { name: /^Add Spa treatments( to room 1)?$/ });
  await addSpa.click();
  const spa = page.getByRole('dialog', { name: /^Spa treatments: / });
  await expect(spa.getByText(/^No treatment chosen for /)).toBeVisible();
  await screens.captureScreen('account-stay-spa-list');
  await spa.getByRole('button', { name: /^Choose Swedish Massage for / }).click();
  await spa.getByRole('radio', { name: /^60 minutes/ }).check();
  await screens.captureScreen('account-stay-spa-duration');
  await spa.getByRole('button', { name: 'Choose a time' }).click();
  const times = spa.getByRole('group', { name: 'Time', exact: true });
  await expect(times).toBeVisible();
  // The shared time grid: it opens on the period with free times; the chosen time is pressed.
  await times.getByRole('button', { disabled: false }).first().click();
  await expect(times.getByRole('button', { pressed: true })).toHaveCount(1);
  await screens.captureScreen('account-stay-spa-time');
  await spa.getByRole('button', { name: 'Confirm Time' }).click();
  await expect(spa.getByText(/Swedish Massage, 60 minutes at \d\d:\d\d/)).toBeVisible();
  await spa.getByRole('button', { name: 'Continue' }).click();
  await expect(spa).toBeHidden();
  const inTheSpa = roomOne(page).getByText(/Swedish Massage \(60 minutes\) at \d\d:\d\d on /);
  await expect(inTheSpa).toBeVisible();
  await screens.captureScreen('account-stay-with-spa');

  // Remove the treatment: it leaves the room and the spa's diary.
  await roomOne(page).getByRole('button', { name: 'Remove Spa treatments from room 1' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Spa treatments?' });
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove).toBeHidden();
  await expect(inTheSpa).toBeHidden();
  await expect(roomOne(page).getByText('Dinner at The Orangery × 1')).toBeVisible();

  // The mud room and spa garden modals (looked at and scanned; a garden Done with no time just closes).
  await page.getByRole('button', { name: /^Add Rasul mud room( to room 1)?$/ }).click();
  const mud = page.getByRole('dialog', { name: 'Rasul mud room' });
  await expect(mud.getByRole('group', { name: 'Time', exact: true })).toBeVisible();
  await screens.captureScreen('account-stay-mud-modal');
  await mud.getByRole('checkbox').first().uncheck();
  await mud.getByRole('button', { name: 'Done' }).click();
  await expect(mud.getByText('Please select a minimum of 2 guests')).toBeVisible();
  await mud.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(mud).toBeHidden();
  await page.getByRole('button', { name: /^Add Spa garden( to room 1)?$/ }).click();
  const garden = page.getByRole('dialog', { name: 'Spa garden' });
  await expect(garden.getByRole('group', { name: 'Time', exact: true })).toBeVisible();
  await screens.captureScreen('account-stay-garden-modal');
  await garden.getByRole('button', { name: 'Done' }).click();
  await expect(garden).toBeHidden();

  // Amend a room: the amend prompt leaves for the stay search page with the room's dates and guests.
  await page.goto('/account/#/bookings/stay/ST26000107');
  await chooseNewDates(page, 'room 1', 'account-stay-amend-modal');
  await expect(page).toHaveURL(
    /\/booking\/stay\/#\/stay\/search\/\?amend=[0-9a-f-]+&arrivalDate=\d{4}-\d\d-\d\d&numberOfNights=1&occupancy=/,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Amend room 1 of booking ST26000107' }),
  ).toBeVisible();
  await expect(page.getByText(/^Now: Superior King, /)).toBeVisible();
  await page.getByLabel('Nights').selectOption('3');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/numberOfNights=3/);
  const classic = page.getByRole('button', { name: 'Choose Classic Double, Flexible Bed & Breakfast' });
  await expect(classic).toBeVisible();
  await screens.captureScreen('stay-search');
  await classic.click();
  const change = page.getByRole('dialog', { name: 'Change your room?' });
  await expect(change.getByText(/£585 \(was £245\)/)).toBeVisible();
  await expect(
    change.getByText(/£340 is added to your room bill, paid at the hotel when you leave/),
  ).toBeVisible();
  await screens.captureScreen('stay-search-confirm');
  await change.getByRole('button', { name: 'Confirm new room' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your room has been changed' })).toBeVisible();
  await screens.captureScreen('stay-search-done');
  await page.getByRole('link', { name: 'Back to your booking' }).click();
  await expect(roomOne(page)).toContainText('Room 1: Classic Double');
  await expect(roomOne(page)).toContainText('£585');
});
