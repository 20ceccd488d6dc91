import { expect, type Page } from '@playwright/test';
import { messageFromMailbox } from './accounts';
import { captureScreen } from './screens';

/** Who joins the waiting list. */
export interface Waiting {
  name: string;
  email: string;
  telephone: string;
}

/**
 * Joins the waiting list from a screen that offers it: a failed submit first names the fields,
 * the filled form is captured as `screen`, and the joined message takes the focus.
 */
export async function joinWaitingList(page: Page, who: Waiting, screen: string) {
  await page.getByRole('button', { name: 'Join our waiting list' }).click();
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
  await page.getByLabel('Your name').fill(who.name);
  await page.getByLabel('Email address').fill(who.email);
  await page.getByLabel('Telephone').fill(who.telephone);
  await captureScreen(page, screen);
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are on our waiting list.' })).toBeFocused();
}

/**
 * The waiting list's offer e-mailed to `email` (polled), followed: its link goes on from the Spa Day's
 * `step`, where the time freed is held for the guest. Answers the e-mail's text.
 */
export async function followWaitingListOffer(page: Page, email: string, step: 'arrival' | 'details') {
  const offer = await messageFromMailbox(page.request, email, /A time has become free for you/);
  const link = new RegExp(`https?://\\S+/booking/#/spa/day/[\\w-]+/${step}`).exec(offer)?.[0];
  expect(link, `the offer's link to the ${step} step`).toBeDefined();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.hash}`);
  return offer;
}
