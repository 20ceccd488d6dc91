import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { messageFromMailbox, uniqueEmail } from './support/accounts';
import { MANAGER, signInToStaffArea } from './support/staff';
import {
  captureStaffScreen,
  DESKTOP,
  expect,
  type Locator,
  managerHeaders,
  type Page,
  staffBooking,
  test,
  tuesdayAhead,
} from './support/fixtures';

const TZ = 'Europe/London';
/** The resort's calendar day and hour of an instant. */
const dayOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(at);
const hourOf = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', hourCycle: 'h23' }).format(at);

interface DiaryEntry {
  Status: 'confirmed' | 'held';
  StaffId: string | null;
  Start: string;
  End: string;
}

/** A report table's cells as text, row by row (headings first). */
async function tableCells(table: Locator): Promise<string[][]> {
  // evaluateAll does not wait: a report still loading has no table yet.
  await expect(table).toBeVisible();
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** Shows the reports for one day: the range form, then the report's link. */
async function showReport(page: Page, report: string, day: string) {
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: report }).click();
  // Exactly: a chart's name may hold the word too ("… by from", the vouchers' months once any are sold).
  await page.getByLabel('From', { exact: true }).fill(day);
  await page.getByLabel('To (included)').fill(day);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
}

/** The day's total takings in pence, as the takings table shows it (0 before anything was taken). */
async function takingsTotal(page: Page, day: string): Promise<number> {
  await showReport(page, 'Takings', day);
  const section = page.getByRole('region', { name: 'Takings by day' });
  const table = section.locator('table');
  await expect(table.or(section.getByText('No money was taken or given back on these days.'))).toBeVisible();
  if ((await table.count()) === 0) return 0;
  const cells = await tableCells(section.locator('table'));
  // By its heading: "Charged to room bills" may follow it, outside the total.
  return Math.round(Number(cells[1]![cells[0]!.indexOf('Total (£)')]) * 100);
}

const toPence = (shown: string) => Math.round(Number(shown) * 100);
const pounds = (pence: number) => (pence / 100).toFixed(2);

/** The "Takings by tender" table of the report on screen: each tender's taken, refunded and net, as shown. */
async function takingsByTender(manager: Page): Promise<Map<string, string[]>> {
  const table = manager.getByRole('region', { name: 'Takings by tender' }).locator('table');
  if ((await table.count()) === 0) return new Map();
  const rows = (await tableCells(table)).slice(1);
  return new Map(rows.map((row) => [row[0]!, row.slice(1)]));
}

test("a spa manager reads the day's takings, the heatmap of the diary and exports the same numbers", async ({
  request,
  bookingFlow,
  staffArea,
}) => {
  const today = dayOf(new Date());
  const manager = await staffArea.signIn('manager', DESKTOP.viewport);
  await manager.getByRole('link', { name: 'Reports' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const before = await takingsTotal(manager, today);
  const tendersBefore = await takingsByTender(manager);

  // A guest books and pays for a Spa Day with a treatment: the ledger records the card payment today.
  const date = tuesdayAhead(9);
  const { number: confirmation } = await bookingFlow.bookSpaDay({ date, guests: [['Iris', 'Marsh']] });
  const booked = await staffBooking(request, confirmation);
  const headers = await managerHeaders(request);
  const money = (await (await request.get(`/api/staff/bookings/${booked.Id}`, { headers })).json()) as {
    Money: { PaidPence: number };
  };
  expect(money.Money.PaidPence).toBeGreaterThan(0);

  // The day's takings rise by exactly what the ledger holds paid for the booking, all by card online
  // (other journeys on this server may have taken or given back money today, by other tenders too).
  await manager.reload();
  const after = await takingsTotal(manager, today);
  const paid = money.Money.PaidPence;
  expect(after - before).toBe(paid);
  const tendersAfter = await takingsByTender(manager);
  const [taken, refunded, net] = (tendersBefore.get('Card online') ?? ['0.00', '0.00', '0.00']).map(toPence);
  expect(tendersAfter.get('Card online')).toEqual([
    pounds(taken! + paid),
    pounds(refunded!),
    pounds(net! + paid),
  ]);
  for (const [tender, cells] of tendersBefore)
    if (tender !== 'Card online') expect(tendersAfter.get(tender)).toEqual(cells);
  await expect(manager.getByRole('img', { name: /Takings by day: a bar chart/ })).toBeVisible();
  await captureStaffScreen(manager, 'staff-reports-takings');

  // The CSV holds the table's numbers.
  const section = manager.getByRole('region', { name: 'Takings by day' });
  const shown = await tableCells(section.locator('table'));
  const download = manager.waitForEvent('download');
  await section.getByRole('button', { name: /Download CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`takings-by-day-${today}-to-${today}.csv`);
  const csv = readFileSync(await file.path(), 'utf8')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(csv[0]).toEqual(shown[0]);
  expect(csv.slice(1).map((row) => row.slice(1))).toEqual(shown.slice(1).map((row) => row.slice(1)));
  expect(csv[1]![0]).toBe(today);

  // The heatmap of the booking's day: each therapist's minutes, hour by hour, as the diary has them.
  await showReport(manager, 'Utilisation', date);
  const heatmap = manager.getByRole('img', { name: 'Therapists, hour by hour: heatmap' });
  await expect(heatmap).toBeVisible();
  const cells = await heatmap.locator('[data-minutes]').evaluateAll((gs) =>
    gs
      .map((g) => ({
        key: `${g.getAttribute('data-resource')}|${g.getAttribute('data-hour')}`,
        minutes: Number(g.getAttribute('data-minutes')),
      }))
      .filter((cell) => cell.minutes > 0),
  );
  const diary = (await (await request.get(`/api/staff/diary?date=${date}`, { headers })).json()) as {
    Entries: DiaryEntry[];
  };
  const expected = new Map<string, number>();
  for (const entry of diary.Entries.filter((e) => e.Status === 'confirmed' && e.StaffId)) {
    const end = Date.parse(entry.End);
    for (let at = Date.parse(entry.Start); at < end;) {
      const next = Math.min(end, Math.floor(at / 3_600_000) * 3_600_000 + 3_600_000);
      const key = `${entry.StaffId}|${hourOf(new Date(at))}`;
      expected.set(key, (expected.get(key) ?? 0) + (next - at) / 60_000);
      at = next;
    }
  }
  expect(expected.size).toBeGreaterThan(0);
  expect(new Map(cells.map((c) => [c.key, c.minutes]))).toEqual(expected);
  await captureStaffScreen(manager, 'staff-reports-utilisation');

  // The other reports: the booking on its day, made today; no vouchers yet. Each scanned by axe.
  await showReport(manager, 'Revenue', date);
  await expect(manager.getByRole('img', { name: /Revenue by package: a bar chart/ })).toBeVisible();
  await captureStaffScreen(manager, 'staff-reports-revenue');
  await showReport(manager, 'Bookings made', today);
  await expect(manager.getByRole('img', { name: /How far ahead guests book: a bar chart/ })).toBeVisible();
  await captureStaffScreen(manager, 'staff-reports-bookings');
  await showReport(manager, 'Cancellations and no-shows', date);
  await expect(
    manager.getByRole('region', { name: 'Cancellations and no-shows' }).locator('table'),
  ).toBeVisible();
  await showReport(manager, 'Vouchers', today);
  await expect(manager.getByRole('heading', { name: 'Voucher value outstanding' })).toBeVisible();
  await captureStaffScreen(manager, 'staff-reports-vouchers');
  await manager.context().close();
});

/** A £`pounds` gift voucher bought in the shop's API and paid on the sandbox card page: its code, from the recipient's e-mail. */
async function buyVoucherOnline(request: APIRequestContext, recipient: string, pence: number) {
  const ordered = await request.post('/api/vouchers/orders', {
    data: {
      Kind: 'money',
      AmountPence: pence,
      BuyerName: 'Ada Buyer',
      BuyerEmail: uniqueEmail('voucher-buyer'),
      RecipientName: 'Sam Friend',
      RecipientEmail: recipient,
      Message: '',
      DeliverOn: dayOf(new Date()),
    },
  });
  expect(ordered.ok(), await ordered.text()).toBe(true);
  const token = (await ordered.json()).Token as string;
  const page = await request.post(`/api/vouchers/orders/${token}/initialise`);
  const { iPageSessionId, cardPageUrl } = (await page.json()) as {
    iPageSessionId: string;
    cardPageUrl: string;
  };
  const authorised = await request.post(`${new URL(cardPageUrl).origin}/pay/${iPageSessionId}/authorise`, {
    data: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', nameOnCard: 'Ada Buyer' },
  });
  expect(authorised.ok(), await authorised.text()).toBe(true);
  const completed = await request.post(`/api/vouchers/orders/${token}/complete`);
  expect(await completed.json()).toEqual({ Status: 'paid' });
  const text = await messageFromMailbox(request, recipient, /A gift voucher for Sam Friend/);
  return /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(text)![1]!;
}

test('a voucher sold online is takings by card; a manager refunds it unspent, given back by card and shown by month', async ({
  browser,
}) => {
  const manager = await (await browser.newContext({ viewport: { width: 1024, height: 800 } })).newPage();
  await signInToStaffArea(manager, MANAGER.email, MANAGER.password);
  const today = dayOf(new Date());
  const cardOnline = async () => {
    await manager.getByRole('link', { name: 'Reports', exact: true }).click();
    await expect(manager.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await takingsTotal(manager, today);
    return (await takingsByTender(manager)).get('Card online')?.map(toPence) ?? [0, 0, 0];
  };
  const before = await cardOnline();

  // Sold: £60 more taken by card online; nothing by "gift voucher".
  const code = await buyVoucherOnline(manager.request, uniqueEmail('voucher-refunded'), 6_000);
  let sold = before;
  await expect
    .poll(async () => {
      sold = await cardOnline();
      return sold[0]! - before[0]!;
    })
    .toBe(6_000);
  expect((await takingsByTender(manager)).has('Gift voucher')).toBe(false);

  // Refunded from the voucher screen, unspent: voided, and its price back to the card.
  await manager.getByRole('link', { name: 'Gift vouchers' }).click();
  await manager.getByLabel('Voucher code').fill(code);
  await manager.getByRole('button', { name: 'Look up' }).click();
  const found = manager.getByRole('region', { name: `Voucher ending ${code.slice(-4)}` });
  await expect(found.getByRole('heading', { name: 'Refund or void the voucher' })).toBeVisible();
  await found.getByLabel('Why it is refunded or voided').fill('Bought twice by mistake');
  await captureStaffScreen(manager, 'staff-vouchers-refund');
  await found.getByRole('button', { name: 'Refund £60 to the card' }).click();
  await expect(found.getByRole('cell', { name: 'Voided', exact: true })).toBeVisible();
  await expect(found.getByText(/Refunded to the card: Bought twice by mistake/)).toBeVisible();
  await captureStaffScreen(manager, 'staff-vouchers-refunded');

  await expect.poll(async () => (await cardOnline())[1]! - sold[1]!).toBe(6_000);
  await showReport(manager, 'Vouchers', today);
  const months = manager.getByRole('region', { name: 'Voucher value by month' });
  const cells = await tableCells(months.locator('table'));
  const column = (heading: RegExp) => cells[0]!.findIndex((h) => heading.test(h));
  expect(toPence(cells[1]![column(/^Sold/)]!)).toBeGreaterThanOrEqual(6_000);
  expect(toPence(cells[1]![column(/^Refunded/)]!)).toBeGreaterThanOrEqual(6_000);
  await captureStaffScreen(manager, 'staff-reports-voucher-months');
  await manager.context().close();
});

test('reception is told the reports are for spa managers', async ({ staffArea }) => {
  const staff = await staffArea.signIn('reception', null);
  await expect(staff.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await staff.goto('/staff/#/reports');
  await expect(staff.getByRole('heading', { level: 1, name: 'For spa managers' })).toBeVisible();
  await staff.context().close();
});
