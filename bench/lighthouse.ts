/**
 * Lighthouse (mobile: its defaults, simulated slow 4G and a slowed CPU) on the
 * first screens a guest or member sees, against the production build served by
 * the real API. Three runs a page; each figure is the median of the three.
 * Goals: performance ≥ 95, accessibility 100, best practices 100 on each page.
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded.
 * LIGHTHOUSE_BASE_URL=http://localhost:3000 audits a server already running instead.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoResort } from '../packages/api/test/helpers/test-app';
import { createTestDatabase } from '../packages/api/test/helpers/test-database';
import { chooseArrival, chooseTreatments, daysAhead, fillGuests, startSpaDay } from '../e2e/support/spa-day';
import { startServer } from './support';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
const root = resolve(import.meta.dirname, '..');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** One Lighthouse run in a fresh Chromium: what it measured, or why it failed. */
async function audit(url: string): Promise<Audit | { error: string }> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A run that failed (no paint within its time limit, a crash) scores 0: it is counted, not averaged.
    if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.code };
    return measures(result.lhr);
  } finally {
    chrome.kill();
  }
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The scores (0–100), the timings and what the page cost. */
function measures({ categories, audits }: Report) {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? NaN;
  const items = (audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined)?.items ?? [];
  const row = (type: string) => items.find((item) => item.resourceType === type);
  const failed = Object.entries(audits)
    .filter(([, a]) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
    .filter(([id]) => !PERFORMANCE_METRICS.has(id))
    .map(([id]) => id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    scriptKiB: (row('script')?.transferSize ?? NaN) / 1024,
    totalKiB: (row('total')?.transferSize ?? NaN) / 1024,
    requests: row('total')?.requestCount ?? NaN,
    failed,
  };
}

interface ResourceRow {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

const PERFORMANCE_METRICS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'max-potential-fid',
]);

type Audit = ReturnType<typeof measures>;
type Run = Audit | { error: string };

function summarise(all: Run[]) {
  const runs = all.filter((r): r is Audit => !('error' in r));
  const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;
  const of = (key: keyof Omit<Audit, 'failed'>, digits = 0) => round(median(runs.map((r) => r[key])), digits);
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls', 3),
    scriptKiB: of('scriptKiB', 1),
    totalKiB: of('totalKiB', 1),
    requests: of('requests'),
    performanceRuns: runs.map((r) => r.performance),
    failedRuns: all.flatMap((r) => ('error' in r ? [r.error] : [])),
    // Audits that failed in any run (other than the timing metrics themselves).
    failedAudits: [...new Set(runs.flatMap((r) => r.failed))],
  };
}

/** Drives the booking in a browser as far as the treatment-times screen; returns its address. */
async function treatmentTimesUrl(baseURL: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await (await browser.newContext({ baseURL })).newPage();
    await startSpaDay(page, { guests: 1, packageId: 'ELM-ESCAPE', date: daysAhead(9) });
    await fillGuests(page, [['Ada', 'Lovelace']]);
    await chooseArrival(page);
    await chooseTreatments(page, ['Ada']);
    await page.waitForURL(/\/treatment-times$/);
    return page.url();
  } finally {
    await browser.close();
  }
}

/**
 * Audits the build of this tree on a fresh database, or, with
 * LIGHTHOUSE_BASE_URL, a server already running (another build, for a
 * comparison in the same run).
 */
export async function benchLighthouse() {
  const external = process.env.LIGHTHOUSE_BASE_URL;
  const server = external ? await runningServer(external) : await ownServer();
  try {
    const pages: Record<string, string> = {
      'booking start (/booking/#/spa)': `${server.url}/booking/#/spa`,
      'Spa Day search (2 guests, a package chosen)': `${server.url}/booking/#/spa/day/search?guests=2&packageId=ELM-RETREAT&d=${daysAhead(9)}`,
      'treatment times (1 guest, after arrival and treatments)': await treatmentTimesUrl(server.url),
      'account login (/account/#/login)': `${server.url}/account/#/login`,
    };
    const results: Record<string, ReturnType<typeof summarise>> = {};
    for (const [name, url] of Object.entries(pages)) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
      results[name] = summarise(runs);
      console.error(`  ${name}: performance ${results[name].performanceRuns.join(', ')}`);
    }
    return {
      server: external ?? 'this tree, built now',
      database: server.database,
      runsPerPage: RUNS,
      pages: results,
    };
  } finally {
    await server.close();
  }
}

async function ownServer() {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'ignore' });
  return startServer({
    catalogue: demoResort(),
    db: await createTestDatabase(),
    webDistDir: resolve(root, 'packages/web/dist'),
  });
}

async function runningServer(url: string) {
  const health = (await (await fetch(`${url}/healthz`)).json()) as { database: string };
  return { url, database: health.database, close: async () => undefined };
}
