import { captureStaffScreen, expect, type Page, test, tuesdayAhead } from './support/fixtures';

/** The enabled afternoon times a guest is offered for their first treatment. */
async function afternoonTimes(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'When would you like your first treatment to begin?' }),
  ).toBeVisible();
  const group = page.getByRole('group', { name: /^First treatment time for Ada/ }).first();
  await expect(group).toBeVisible();
  await page
    .getByRole('group', { name: /^Morning or afternoon for / })
    .first()
    .getByText('PM')
    .click();
  await expect(group.getByRole('button').first()).toBeVisible();
  return group.getByRole('button', { disabled: false }).allInnerTexts();
}

test('a spa manager gives a therapist a late shift, and the booking flow offers its times; reception reads the rota', async ({
  page,
  bookingFlow,
  staffArea,
}) => {
  const date = tuesdayAhead(23); // a Tuesday no other journey books (they use 1–21 days ahead and 30+)
  // A guest looks for a Swedish massage that evening: by the weekly pattern nobody works past 21:00.
  await bookingFlow.startTreatments({ guests: 1, date });
  await bookingFlow.fillGuests([['Ada', 'Late']]);
  await bookingFlow.chooseFlowTreatments([{ guest: 'Ada', treatment: /^Swedish Massage, 60mins/ }]);
  expect(await afternoonTimes(page)).not.toContain('22:00');

  const staff = await staffArea.signIn('manager', null);
  await staff.getByRole('link', { name: 'Rota' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Rota/ })).toBeVisible();
  await staff.getByLabel('Week from').fill(date);
  const amelia = staff.getByRole('row', { name: /^Amelia Hart/ });
  await expect(amelia).toContainText('09:00–17:30');
  await amelia
    .getByRole('button', { name: new RegExp(`^Edit Amelia Hart on `) })
    .first()
    .click();

  const editor = staff.getByRole('region', { name: /^Amelia Hart, / });
  await expect(editor.getByRole('group', { name: 'Shift 1' })).toBeVisible();
  // A break outside the shift is refused, naming the field.
  await editor.getByLabel('Starts').fill('20:00');
  await editor.getByLabel('Ends').fill('23:30');
  await editor.getByLabel('Break from (optional)').fill('19:00');
  await editor.getByRole('button', { name: 'Save shifts' }).click();
  await expect(staff.getByRole('link', { name: 'Enter both break times, or neither' })).toBeVisible();
  await editor.getByLabel('Break from (optional)').fill('21:00');
  await editor.getByLabel('Break until').fill('21:15');
  await captureStaffScreen(staff, 'staff-rota-edit');
  await editor.getByRole('button', { name: 'Save shifts' }).click();
  await expect(
    staff.getByText(/Amelia Hart's shifts on .* are saved\. No booked treatment is affected\./),
  ).toBeVisible();
  await expect(amelia).toContainText('20:00–23:30, break 21:00–21:15');
  await captureStaffScreen(staff, 'staff-rota-saved');

  // The guest asks again: the late times are offered, the break's are not.
  await page.reload();
  const times = await afternoonTimes(page);
  expect(times).toContain('22:00');
  expect(times).not.toContain('20:00'); // 20:00–21:15 would run into the break

  // Reception sees the rota and cannot change it.
  const reception = await staffArea.signIn('reception', null);
  await reception.goto(`/staff/#/rota?from=${date}`);
  await expect(reception.getByRole('row', { name: /^Amelia Hart/ })).toContainText('20:00–23:30');
  await expect(reception.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await captureStaffScreen(reception, 'staff-rota-reception');
});
