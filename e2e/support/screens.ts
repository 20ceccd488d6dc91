import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');
export const WIDTHS = { phone: 375, desktop: 1280 } as const;

/**
 * Whether every frame of the page is of the page's own origin (or an about: frame, which inherits it).
 * A frame of another origin (the payment provider's card page) needs axe's partial run.
 */
function framesShareOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .every((frame) => frame.url().startsWith('about:') || new URL(frame.url()).origin === origin);
}

/** Fails on any serious or critical WCAG 2.x A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  // axe's partial run (the default) scans each frame apart and joins the parts in a new blank tab, opened
  // and closed for every scan: 2–2.6× the time of one `axe.run` in the page (decision 0465). That join is
  // needed only across origins; a page whose frames share its origin is scanned by `axe.run`, the same rules.
  if (framesShareOrigin(page)) builder.setLegacyMode(true);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * A form refused before anything is sent: its summary ('There is a problem') within `scope` takes
 * the focus and names each of `problems`.
 */
export async function expectProblems(scope: Page | Locator, ...problems: string[]) {
  const summary = scope.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  for (const problem of problems) await expect(summary).toContainText(problem);
}

/**
 * Waits for the screen as the app shows it at the current viewport: laid out at that
 * width (frames too), every image loaded, no loader spinning. The app's own state, not
 * a pause or Playwright's 'networkidle' guess; if it never settles, the failure says why.
 */
export async function waitForSettledScreen(page: Page) {
  const unsettled = async () => {
    const own = await page.evaluate(whatIsUnsettled, page.viewportSize()?.width);
    // A frame of another origin (the payment provider's card page) is asked in itself.
    const others = await Promise.all(
      page
        .frames()
        .filter((frame) => frame !== page.mainFrame())
        .map((frame) =>
          frame.evaluate(whatIsUnsettledInFrame).catch(() => `frame ${frame.url()} navigating`),
        ),
    );
    return [own, ...others].filter(Boolean).join(', ');
  };
  await expect
    .poll(unsettled, {
      message: 'the screen settles',
      intervals: [50, 100, 250],
      timeout: 20_000,
    })
    .toBe('');
}

/** Runs in the page: what is still changing on the screen ('' when nothing is). */
function whatIsUnsettled(width: number | undefined): string {
  const unsettled = (win: Window, where: string) => [
    ...(win.document.readyState === 'complete' ? [] : [`${where} loading`]),
    ...[...win.document.images]
      // A lazy image below the fold loads when scrolled to; it is not the screen still loading.
      .filter((image) => !image.complete && image.loading !== 'lazy')
      .map((image) => `${where} image ${image.src}`),
    ...(win.document.querySelector('[role="status"] .animate-spin') ? [`${where} loader`] : []),
  ];
  // Same-origin frames are read from here; another origin's (the provider's card page) in itself.
  const readable = (frame: HTMLIFrameElement) => {
    try {
      return Boolean(frame.contentWindow?.document);
    } catch {
      return false;
    }
  };
  const frames = [...document.querySelectorAll('iframe')].map((frame) =>
    !readable(frame) && frame.contentWindow
      ? []
      : frame.contentWindow
        ? [
            ...(frame.contentWindow.innerWidth === frame.clientWidth ? [] : [`frame ${frame.title} width`]),
            ...unsettled(frame.contentWindow, `frame ${frame.title}`),
          ]
        : [`frame ${frame.title} not loaded`],
  );
  return [
    ...(window.innerWidth === width ? [] : ['page width']),
    ...unsettled(window, 'page'),
    ...frames.flat(),
  ].join(', ');
}

/** Runs in a frame of another origin: whether its document and images are loaded ('' when settled). */
function whatIsUnsettledInFrame(): string {
  const images = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy');
  return [
    ...(document.readyState === 'complete' ? [] : ['frame loading']),
    ...images.map((image) => `frame image ${image.src}`),
  ].join(', ');
}

/** A screen size a journey captures at: the width, and the height the device shows. */
export interface CaptureWidth {
  width: number;
  height: number;
}

/** A phone (375) and a desktop (1280): the guest's screens. */
export const GUEST_SIZES: readonly CaptureWidth[] = [
  { width: WIDTHS.phone, height: 812 },
  { width: WIDTHS.desktop, height: 900 },
];

/**
 * Saves full-page screenshots of the current screen at each size (e2e/screenshots/<name>-<width>.png),
 * checks nothing is wider than the screen, and scans each for accessibility; the viewport is put back.
 */
export async function captureAtSizes(page: Page, name: string, sizes: readonly CaptureWidth[]) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await waitForSettledScreen(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${size.width}.png`), fullPage: true });
    // Nothing wider than the screen: long names and words wrap instead of pushing it sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${size.width} px`,
    ).toBeLessThanOrEqual(size.width);
    await expectAccessible(page);
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Saves full-page screenshots of the current screen at phone and desktop widths
 * (e2e/screenshots/<name>-375.png and -1280.png), and scans each for accessibility.
 */
export async function captureScreen(page: Page, name: string) {
  await captureAtSizes(page, name, GUEST_SIZES);
}
