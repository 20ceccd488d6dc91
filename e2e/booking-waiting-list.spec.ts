import {
  type APIRequestContext,
  bookSpaDay,
  captureStaffScreen,
  createMember,
  daysAhead,
  expect,
  followWaitingListOffer,
  fromOwnAddress,
  joinWaitingList,
  managerHeaders,
  PHONE,
  signInToAccount,
  staffBooking,
  test,
  TEST_CARDS,
  uniqueEmail,
} from './support/fixtures';

test.use(PHONE);

test('a full day: the guest joins the waiting list; another guest cancels; the offer e-mail’s link books the time held for them', async ({
  page,
  newBrowser,
  request,
  bookingFlow,
  screens,
  staffArea,
}) => {
  const date = daysAhead(44);
  // Another guest has booked that day (in their own browser).
  const other = await newBrowser();
  const { number: confirmation } = await bookSpaDay(other, { date, guests: [['Otto', 'Other']] });

  // Our guest's choices leave no time for their treatments (issue 12's dead end).
  await bookingFlow.toTreatmentDeadEnd(date);
  await expect(page.getByText(/join our waiting list: online below, or by calling/)).toBeVisible();

  // Join the list: a failed submit names the fields; then joined.
  const email = uniqueEmail('waiting');
  await joinWaitingList(
    page,
    { name: 'Ada Lovelace', email, telephone: '01632 960 002' },
    'waiting-list-join',
  );
  await screens.captureScreen('waiting-list-joined');

  // The other guest cancels (through the spa team): the time freed is offered to our guest.
  const { Id: bookingId } = await staffBooking(request, confirmation);
  const cancelled = await request.post(`/api/staff/bookings/${bookingId}/cancel`, {
    headers: await managerHeaders(request),
  });
  expect(cancelled.ok()).toBe(true);
  // The link goes straight to the details step of the held booking, then payment.
  const offer = await followWaitingListOffer(page, email, 'details');
  expect(offer).toContain('we are holding it for you until');
  await bookingFlow.fillDetails(false, email);
  await bookingFlow.checkSummaryAndPay();
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { booking } = await bookingFlow.expectConfirmation();
  const items = booking.Items as { Kind: string }[];
  expect(items.filter((i) => i.Kind === 'treatments').length).toBe(4);

  // The spa team's list for the day: Ada's entry, booked.
  const staff = await staffArea.signIn('manager', null);
  await staff.getByRole('link', { name: 'Waiting list' }).click();
  await staff.getByLabel('Date').fill(date);
  const entry = staff.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
  await expect(entry).toContainText('Booked');
  await expect(entry).toContainText(email);
  await captureStaffScreen(staff, 'staff-waiting-list');
});

/** A member's session holding the Escape's arrival on `date`, joined to the list with their token. */
async function memberJoins(
  request: APIRequestContext,
  member: { email: string; password: string },
  date: string,
) {
  const token = await request.post('/connect/token', {
    headers: fromOwnAddress(),
    form: {
      grant_type: 'password',
      client_id: 'spa-web',
      username: member.email,
      password: member.password,
      scope: 'openid profile email spa-api spa-user offline_access',
    },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const authorization = `Bearer ${(await token.json()).access_token as string}`;
  const headers = { ...fromOwnAddress(), authorization };
  const sessionId = (await (await request.post('/api/session/begin/spa', { headers })).json()).Id as string;
  const packages = await (
    await request.post('/api/spa/packages', {
      headers,
      data: { date, numberOfClients: 1, SessionId: sessionId },
    })
  ).json();
  const escape = packages.packages.find((p: { PremierId: string }) => p.PremierId === 'ELM-ESCAPE');
  const band = escape.BandTimes.find((b: { IsAvailable: boolean }) => b.IsAvailable);
  const held = await request.put(`/api/session/${sessionId}/holds/arrival`, {
    headers,
    data: {
      Date: date,
      PartySize: 1,
      PremierId: 'ELM-ESCAPE',
      BandNumber: band.BandNumber,
      Arrivals: [{ GuestIndex: 0, StartDateTime: band.StartDateTime }],
    },
  });
  expect(held.ok(), await held.text()).toBe(true);
  const joined = await request.post(`/api/session/${sessionId}/waiting-list`, {
    headers,
    data: {
      Name: 'Iris Murdoch',
      Email: member.email,
      Phone: '01632 960 321',
      GuestRequirements: [{ GuestIndex: 0, Activities: ['SWED-60'] }],
      WindowFrom: '10:00',
      WindowTo: '12:00',
    },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
}

test('a member sees their waiting list entry in the account area and leaves the list', async ({
  page,
  request,
  screens,
}) => {
  const member = await createMember(request, { label: 'waiting-member' });
  await memberJoins(request, member, daysAhead(45));
  await signInToAccount(page, member.email, member.password);
  await page.goto('/account/#/bookings/spa');
  const waiting = page.getByRole('region', { name: 'Your waiting list' });
  await expect(waiting).toContainText('Waiting for a time to become free');
  await expect(waiting).toContainText('first treatment 10:00 to 12:00');
  await screens.captureScreen('account-waiting-list');
  await waiting.getByRole('button', { name: /^Leave the list/ }).click();
  await expect(waiting).toContainText('You left the list');
  await expect(waiting.getByRole('button', { name: /^Leave the list/ })).toHaveCount(0);
});
