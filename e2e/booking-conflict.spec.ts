import { daysAhead, expect, test } from './support/fixtures';

/** One guest: Ada. */
const ADA: [string, string][] = [['Ada', 'Lovelace']];

test('a slot taken by another session in the meantime gives a clear message at summary', async ({
  page,
  request,
  bookingFlow,
  screens,
}) => {
  const date = daysAhead(16);
  await bookingFlow.spaDayTo({ date, guests: ADA }, 'details');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead booker details' })).toBeVisible();

  // Ada's treatment hold lapses, and another guest's session takes that very therapist and time.
  const sessionId = bookingFlow.sessionIdOf();
  const mine = await (await request.get(`/api/session/${sessionId}`)).json();
  const time = mine.Itinerary.Treatments[0];
  expect((await request.delete(`/api/session/${sessionId}/holds/treatments`)).ok()).toBe(true);
  const other = await (await request.post('/api/session/begin/spa')).json();
  const taken = await request.put(`/api/session/${other.Id}/holds/treatments`, {
    data: {
      Date: date,
      PartySize: 1,
      PremierId: 'ELM-ESCAPE',
      BandNumber: 1,
      Items: [
        {
          GuestIndex: 0,
          StartTime: time.StartTime,
          StaffId: time.StaffId,
          RoomId: time.RoomId,
          AppointmentTypeID: time.AppointmentTypeID,
        },
      ],
    },
  });
  expect(taken.ok(), await taken.text()).toBe(true);

  await bookingFlow.fillDetails();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Spa Day booking summary' })).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Part of your booking is no longer available' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/no longer available/);
  await expect(page.getByRole('button', { name: 'Payment' })).toBeDisabled();
  await screens.captureScreen('spa-day-summary-conflict');
  await alert.getByRole('link', { name: /Choose your treatment times again/ }).click();
  await expect(page).toHaveURL(/\/treatment-times$/);
});

test('when a hold has run out, the guest is told which choice to make again', async ({
  page,
  request,
  bookingFlow,
  screens,
}) => {
  await bookingFlow.spaDayTo({ date: daysAhead(19), guests: ADA }, 'treatments');
  // The arrival hold lapses (released on the server, as the sweep does at expiry).
  expect((await request.delete(`/api/session/${bookingFlow.sessionIdOf()}/holds/arrival`)).ok()).toBe(true);
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Your held times have been released' });
  await expect(alert).toBeVisible();
  await screens.captureScreen('spa-day-hold-released');
  await alert.getByRole('link', { name: 'Choose your arrival time again' }).click();
  await expect(page).toHaveURL(/\/arrival$/);
});

test('the guest is warned before the hold runs out and can keep their times (WCAG 2.2.1)', async ({
  page,
  bookingFlow,
  screens,
}) => {
  await page.clock.install();
  await bookingFlow.spaDayTo({ date: daysAhead(21), guests: ADA }, 'treatments');
  await expect(page.getByText(/Your chosen times are held for/)).toBeVisible();
  // Fourteen minutes later (the resort holds for 15): the warning, with a way to keep the times.
  await page.clock.fastForward('14:10');
  const warning = page.getByRole('alert').filter({ hasText: 'Your times are about to be released' });
  await expect(warning).toBeVisible();
  await screens.captureScreen('spa-day-hold-warning');
  const kept = page.waitForResponse(
    (r) => r.url().endsWith('/keep-alive') && r.request().method() === 'POST',
  );
  await warning.getByRole('button', { name: 'Keep my times' }).click();
  expect((await kept).ok()).toBe(true);
});
