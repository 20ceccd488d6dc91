import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');
export const WIDTHS = { phone: 375, desktop: 1280 } as const;

/** Fails on any serious or critical WCAG 2.x A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Saves full-page screenshots of the current screen at phone and desktop widths
 * (e2e/screenshots/<name>-375.png and -1280.png), and scans each for accessibility.
 */
export async function captureScreen(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const width of Object.values(WIDTHS)) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
    await expectAccessible(page);
  }
  if (original) await page.setViewportSize(original);
}
