/**
 * What a page's main thread does before its screen first renders, measured
 * rather than scored: Chromium with its CPU slowed 4× (as Lighthouse's mobile
 * profile assumes), a V8 CPU profile from the navigation until `READY` shows,
 * and the long tasks the page itself observed.
 *
 *   node --import tsx bench/main-thread.ts <url>[,<url>…] [runs] [ready selector] [done selector]
 *
 * Defaults suit the Spa Day search screen: ready is its heading (the screen's first
 * render), done is a package's Select button (the list shown).
 * Prints, per run and as medians: the main thread's long tasks (start, duration),
 * when the ready element appeared, the time spent evaluating each chunk's top level
 * (its module body and what it calls) and the functions with the most self time.
 * Several URLs (comma-separated) are measured alternately, run by run.
 */
import { chromium, type CDPSession } from '@playwright/test';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const [urlsArg = '', runsArg = '5', ready = '#search-title', done = 'button[aria-pressed]'] =
  process.argv.slice(2);
const urls = urlsArg.split(',').filter(Boolean);
if (urls.length === 0) throw new Error('usage: bench/main-thread.ts <url>[,<url>…] [runs] [ready selector]');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Long tasks and the moments the ready and done elements appeared, as the page saw them. */
const observe = ([readySelector, doneSelector]: [string, string]) => {
  const seen = { longTasks: [] as [number, number][], readyAt: NaN, doneAt: NaN, fcp: NaN };
  (window as unknown as { __mainThread: typeof seen }).__mainThread = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver((_, observer) => {
    if (Number.isNaN(seen.readyAt) && document.querySelector(readySelector)) seen.readyAt = performance.now();
    if (document.querySelector(doneSelector)) {
      seen.doneAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

const chunkOf = (url: string) =>
  url
    .split('/')
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, '') ?? url;

/** Milliseconds of samples per chunk's top-level evaluation (inclusive) and per function (self). */
function summariseProfile(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const evaluation = new Map<string, number>();
  const self = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName !== '(idle)' && functionName !== '(program)') busy += ms;
    const name = `${functionName || '(anonymous)'} ${chunkOf(url)}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + ms);
    // A module's top level: the anonymous frame at line 0, column 0 of its file.
    const counted = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (
        frame &&
        frame.url &&
        frame.functionName === '' &&
        frame.lineNumber === 0 &&
        frame.columnNumber === 0
      ) {
        const chunk = chunkOf(frame.url);
        if (!counted.has(chunk)) evaluation.set(chunk, (evaluation.get(chunk) ?? 0) + ms);
        counted.add(chunk);
      }
    }
  });
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => [k, Math.round(v)] as const);
  return { busyMs: Math.round(busy), evaluation: top(evaluation, 8), self: top(self, 12) };
}

async function measure(url: string) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript(observe, [ready, done] as [string, string]);
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.waitForSelector(done, { timeout: 60_000 });
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            __mainThread: { longTasks: [number, number][]; readyAt: number; doneAt: number; fcp: number };
          }
        ).__mainThread,
    );
    const before = seen.longTasks.filter(([start]) => start < seen.readyAt);
    return {
      fcpMs: Math.round(seen.fcp),
      readyMs: Math.round(seen.readyAt),
      doneMs: Math.round(seen.doneAt),
      longTasks: seen.longTasks.map(([s, d]) => `${Math.round(s)}+${Math.round(d)}`).join(' '),
      longestTaskMs: Math.round(Math.max(0, ...seen.longTasks.map(([, d]) => d))),
      longTaskMsBeforeReady: Math.round(before.reduce((sum, [, d]) => sum + d, 0)),
      blockingMsBeforeReady: Math.round(before.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)),
      ...summariseProfile(profile),
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const results = new Map<string, Awaited<ReturnType<typeof measure>>[]>(urls.map((u) => [u, []]));
for (let run = 0; run < Number(runsArg); run++) {
  for (const url of urls) {
    const result = await measure(url);
    results.get(url)?.push(result);
    console.log(JSON.stringify({ url, run, ...result }));
  }
}
for (const [url, runs] of results) {
  const of = (
    key:
      | 'fcpMs'
      | 'readyMs'
      | 'doneMs'
      | 'longestTaskMs'
      | 'longTaskMsBeforeReady'
      | 'blockingMsBeforeReady'
      | 'busyMs',
  ) => median(runs.map((r) => r[key]));
  console.log(
    `median of ${runs.length} ${url}: FCP ${of('fcpMs')} ms, ready ${of('readyMs')} ms, done ${of('doneMs')} ms, longest task ${of('longestTaskMs')} ms, ` +
      `long tasks before ready ${of('longTaskMsBeforeReady')} ms (blocking ${of('blockingMsBeforeReady')} ms), busy ${of('busyMs')} ms`,
  );
}
