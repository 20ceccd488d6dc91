import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  bookSpaDay,
  daysAhead,
  DESKTOP,
  expect,
  type Page,
  type StaffArea,
  test,
  uniqueEmail,
} from './support/fixtures';

test.use(DESKTOP);

/** Far from the days other journeys book (they stay within ~65 days): the forms' changes start here. */
const FROM = daysAhead(150);
/** This run's own codes: the server is shared and outlives a run. */
const RUN = Date.now().toString(36).toUpperCase();

async function openCatalogue(page: Page, staffArea: StaffArea) {
  await staffArea.signInHere('manager');
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
}

async function save(page: Page, saved: string) {
  await page.getByLabel('In force from', { exact: true }).fill(FROM);
  await page.getByRole('button', { name: 'Save the change' }).click();
  await expect(page.getByRole('status').first()).toContainText(`${saved} is saved, in force from ${FROM}`);
}

test('the manager adds a package, a room’s treatment and a therapist with a skill through the forms; a guest books the package', async ({
  page,
  newBrowser,
  screens,
  staffArea,
}) => {
  await openCatalogue(page, staffArea);
  const packageName = `Forms Day ${RUN}`;

  // A package: refused with the fields named, then saved.
  await page.getByRole('button', { name: 'Add a package' }).click();
  await expect(page.getByRole('heading', { name: 'Add a package' })).toBeFocused();
  await page.getByRole('button', { name: 'Save the change' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Enter a name' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(packageName);
  await page.getByLabel('Code', { exact: true }).fill(`E2E-${RUN}`);
  await page.getByLabel('Price per person (£)').fill('77');
  await page.getByLabel('Description guests read').fill('A massage and a quiet morning.');
  await page.getByLabel('Treatments each guest chooses').fill('1');
  await page.getByRole('button', { name: 'Add a group of treatments' }).click();
  await page.getByLabel('Group 1: name').fill('Massages');
  const group = page.getByRole('group', { name: /^Group 1: treatments/ });
  await group
    .getByRole('checkbox', { name: /^Swedish Massage, \d+ min$/ })
    .first()
    .check();
  await screens.captureStaffScreen('staff-catalogue-package-form');
  await save(page, packageName);

  // A room's treatments: the Rain Room hosts Swedish Massage, or stops (whichever it did not).
  await page.getByRole('button', { name: 'Change Rain Room' }).click();
  await expect(page.getByRole('heading', { name: 'Change Rain Room' })).toBeFocused();
  const swedish = page.getByRole('group', { name: 'Treatments it can host' }).getByLabel('Swedish Massage');
  await swedish.setChecked(!(await swedish.isChecked()));
  await screens.captureStaffScreen('staff-catalogue-room-form');
  await save(page, 'Rain Room');

  // A therapist added, then given a skill on their own form.
  const therapist = `Forms Therapist ${RUN}`;
  await page.getByRole('button', { name: 'Add a therapist' }).click();
  await page.getByLabel('Name', { exact: true }).fill(therapist);
  await page.getByLabel('Staff code').fill(`TH-E2E-${RUN}`);
  await page
    .getByRole('group', { name: 'Skills' })
    .getByLabel(/^facial/)
    .check();
  await page.getByRole('button', { name: 'Add a shift on Monday' }).click();
  await screens.captureStaffScreen('staff-catalogue-therapist-form');
  await save(page, therapist);
  await page.getByLabel('Catalogue in force on').fill(FROM);
  await page.getByRole('button', { name: `Change ${therapist}` }).click();
  await page
    .getByRole('group', { name: 'Skills' })
    .getByLabel(/^massage/)
    .check();
  await save(page, therapist);
  await expect(page.getByRole('listitem').filter({ hasText: therapist })).toContainText('facial, massage');

  // A guest books the new package on its first day.
  const guest = await newBrowser(DESKTOP.viewport);
  const { total, booking } = await bookSpaDay(guest, {
    date: FROM,
    packageId: `E2E-${RUN}`,
    guests: [['Fern', 'Forms']],
    email: uniqueEmail('forms-day'),
  });
  expect(total).toContain('£77');
  expect(booking.Total).toBe(7_700);
});

test('the manager downloads the catalogue of a date, imports it back unchanged, then a changed copy from a date', async ({
  page,
  screens,
  staffArea,
}, testInfo) => {
  await openCatalogue(page, staffArea);
  await page.getByLabel('Catalogue in force on').fill(FROM);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download the catalogue in force on/ }).click();
  const file = testInfo.outputPath('catalogue.json');
  await (await download).saveAs(file);
  const document = JSON.parse(readFileSync(file, 'utf8')) as { Therapists: { DisplayName: string }[] };

  const fileInput = page.getByLabel(/^Catalogue file to import/);
  const importFrom = page.getByRole('region', { name: 'Catalogue file' }).getByLabel('Import in force from');
  await fileInput.setInputFiles(file);
  await importFrom.fill(FROM);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText(/^The file is the catalogue already in force from/)).toBeVisible();

  // Not JSON: named, nothing sent.
  const broken = join(testInfo.outputPath(), 'broken.json');
  writeFileSync(broken, '{ "Resort": ');
  await fileInput.setInputFiles(broken);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The file is not JSON' })).toBeVisible();

  // A field the rules refuse: named.
  const wrong = join(testInfo.outputPath(), 'wrong.json');
  writeFileSync(wrong, JSON.stringify({ ...document, Therapists: [] }));
  await fileInput.setInputFiles(wrong);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Catalogue.Therapists' })).toBeVisible();

  // A changed copy: its change shown, then applied from the date.
  const last = document.Therapists.length - 1;
  document.Therapists[last]!.DisplayName =
    `${document.Therapists[last]!.DisplayName.split(' (')[0]} (${RUN})`;
  const changed = join(testInfo.outputPath(), 'changed.json');
  writeFileSync(changed, JSON.stringify(document));
  await fileInput.setInputFiles(changed);
  await page.getByRole('button', { name: 'Check the file' }).click();
  const changes = page.getByRole('table', { name: /^What the file changes from/ });
  await expect(changes.getByRole('row').filter({ hasText: 'Therapists' })).toContainText('changed');
  await screens.captureStaffScreen('staff-catalogue-import');
  await page.getByRole('button', { name: /^Apply the file from/ }).click();
  await expect(page.getByRole('status').first()).toContainText(
    `The catalogue file is applied, in force from ${FROM}`,
  );
});
