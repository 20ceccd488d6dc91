import {
  captureStaffScreen,
  createReceptionist,
  expect,
  findBooking,
  signInToStaffArea,
  submitLogin,
  test,
  tuesdayAhead,
  uniqueEmail,
} from './support/fixtures';

test('the diary shows a booking a guest makes in another browser, without a reload; reception finds it by phone and moves the treatment to another therapist; the guest is e-mailed the new time', async ({
  page,
  newBrowser,
  request,
  bookingFlow,
}) => {
  // A Tuesday no other journey books (see staff-manager.spec.ts): another therapist is free to move to.
  const date = tuesdayAhead(102);
  const receptionist = await createReceptionist(request);
  const staff = await newBrowser();
  await staff.goto('/staff/#/login');
  await expect(staff.getByRole('heading', { level: 1, name: 'Spa team sign-in' })).toBeVisible();
  await captureStaffScreen(staff, 'staff-login');
  // Wrong details: said plainly, nothing else.
  await submitLogin(staff, { email: receptionist.email, password: 'not the password' }, 'Sign in');
  await expect(
    staff.getByRole('alert').filter({ hasText: 'e-mail address or password is not right' }),
  ).toBeVisible();
  await signInToStaffArea(staff, receptionist.email, receptionist.password);

  await staff.goto(`/staff/#/diary?date=${date}`);
  await expect(staff.getByRole('heading', { level: 2, name: 'Therapists' })).toBeVisible();
  const loadedAt = await staff.evaluate(() => performance.timeOrigin);

  // Another browser: a guest books.
  const suffix = String(Math.floor(Math.random() * 1e5)).padStart(5, '0');
  const telephone = `07700 9${suffix}`;
  const email = uniqueEmail('staff-guest');
  const { number: confirmation } = await bookingFlow.bookSpaDay({
    date,
    guests: [['Imogen', 'Tate']],
    email,
    telephone,
  });

  // The open diary shows it within a few polls, the page never reloaded.
  const therapists = staff.getByRole('region', { name: 'Therapists' });
  await expect(
    therapists.getByRole('link', { name: new RegExp(`Imogen Tate, ${confirmation}`) }),
  ).toBeVisible({
    timeout: 20_000,
  });
  expect(await staff.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
  await captureStaffScreen(staff, 'staff-diary');

  // Find by phone, written another way.
  await findBooking(staff, `+44 7700 9${suffix}`, 'Imogen Tate', 'staff-find-booking');
  await expect(staff.getByText(confirmation).first()).toBeVisible();
  await expect(
    staff.getByText(`“Your spa booking ${confirmation}” to ${email}`, { exact: false }),
  ).toBeVisible();
  await captureStaffScreen(staff, 'staff-booking');

  // Move the treatment to another therapist: the first one free and qualified.
  await staff.getByRole('button', { name: /^Move / }).click();
  const therapist = staff.getByLabel('Therapist');
  const options = (await therapist.locator('option').allInnerTexts()).filter(
    (o) => !o.endsWith('(now)') && !o.startsWith('Any'),
  );
  const notice = staff.getByRole('status').filter({ hasText: 'moved to' });
  let movedTo = '';
  for (const option of options) {
    await therapist.selectOption({ label: option });
    // This attempt's answer, not the last one's 'Not moved' still on screen.
    const answered = staff.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/move'),
    );
    await staff.getByRole('button', { name: 'Move treatment' }).click();
    if ((await answered).ok()) await expect(notice).toBeVisible();
    else await expect(staff.getByRole('alert').filter({ hasText: 'Not moved' })).toBeVisible();
    if (await notice.isVisible()) {
      movedTo = option;
      break;
    }
  }
  expect(movedTo).not.toBe('');
  await expect(notice).toContainText(`with ${movedTo}`);
  await expect(staff.getByText(`with ${movedTo}`).first()).toBeVisible();
  const newTime = /moved to (\d\d:\d\d)/.exec(await notice.innerText())![1]!;
  await captureStaffScreen(staff, 'staff-booking-moved');

  // The guest's e-mail says so, with the new time.
  await page.goto('/mailbox');
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'has changed' });
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(page.getByTestId('text')).toContainText(`moved`);
  await expect(page.getByTestId('text')).toContainText(`${newTime} with ${movedTo}`);
});
