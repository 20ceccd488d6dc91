import { daysAhead, expect, type Page, sessionIdOf, spaDayTo, test } from './support/fixtures';

/** A Tuesday to Thursday at least `days` ahead. */
function weekdayAhead(days: number): string {
  for (let d = days; ; d++) {
    const date = daysAhead(d);
    if ([2, 3, 4].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) return date;
  }
}

/**
 * Issue 8: the server assigns any free qualified therapist and room at hold time, so
 * two guests who choose the same time a moment apart both get it while two therapists
 * and two rooms are free (the time named a therapist and room only as a hint).
 */
test('two guests in two browsers choose the same time and both get it while two therapists are free', async ({
  browser,
}) => {
  const date = weekdayAhead(30); // a weekday: most therapists work
  const guests: [string, string][] = [
    ['Ada', 'Lovelace'],
    ['Grace', 'Hopper'],
  ];
  const contexts = await Promise.all(guests.map(() => browser.newContext()));
  const pages: Page[] = await Promise.all(contexts.map((c) => c.newPage()));

  // Both reach the treatment times and are shown the same first time, before either holds it.
  const shown: string[] = [];
  for (const [i, page] of pages.entries()) {
    await spaDayTo(page, { date, guests: [guests[i]!] }, 'treatment-times');
    await expect(
      page.getByRole('heading', { level: 1, name: 'When would you like your first treatment to begin?' }),
    ).toBeVisible();
  }
  for (const page of pages) {
    const open = page.getByRole('group', { name: /^First treatment time for / }).getByRole('button', {
      disabled: false,
    });
    // A late-morning time, when several massage therapists are on shift.
    const time = open.nth(4);
    await expect(time).toBeVisible();
    shown.push((await time.textContent()) ?? '');
    await time.click();
  }
  expect(shown[1]).toBe(shown[0]);

  // Both choose it at once: each is held, each guest moves on.
  await Promise.all(pages.map((page) => page.getByRole('button', { name: /^(Next|Add ons)$/ }).click()));
  for (const page of pages)
    await expect(page.getByRole('heading', { level: 1, name: 'Lead booker details' })).toBeVisible();

  const held = await Promise.all(
    pages.map(async (page) => {
      const session = await (await page.request.get(`/api/session/${sessionIdOf(page)}`)).json();
      return (session.Holds as { Kind: string; StartDateTime: string }[]).find((h) => h.Kind === 'treatments')
        ?.StartDateTime;
    }),
  );
  expect(held[0]).toBeDefined();
  expect(held[1]).toBe(held[0]);
  await Promise.all(contexts.map((c) => c.close()));
});
