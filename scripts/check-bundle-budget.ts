/**
 * The JavaScript budget of the first screens (docs/decisions.md 83), checked on
 * the production build (`npm run build` first):
 *
 * 1. In Chromium, against the real API: the booking start screen, the account
 *    login screen and the staff sign-in each load at most BUDGET bytes of JavaScript, gzip — counted
 *    from every script file the page actually fetched until the network was
 *    quiet, at the size of the .gz copy the server sends. Over budget: exit 1.
 * 2. From Vite's manifest: every lazily loaded screen's chunk, and what it adds
 *    beyond its app's entry (shared chunks it is first to need), gzip.
 *
 * `node --import tsx scripts/check-bundle-budget.ts` (run by `npm test` after the build).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { demoResort } from '../packages/api/test/helpers/test-app';
import { createTestDatabase } from '../packages/api/test/helpers/test-database';
import { startServer } from '../bench/support';

/** 100 KB as Vite counts it (1 kB = 1000 bytes), of JavaScript, gzip, per first screen. */
const BUDGET = 100_000;
const dist = resolve(import.meta.dirname, '../packages/web/dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FIRST_SCREENS = [
  { name: 'booking start', path: '/booking/#/', heading: 'BOOK THE SPA' },
  { name: 'account login', path: '/account/#/login', heading: 'Login' },
  { name: 'staff login', path: '/staff/#/login', heading: 'Spa team sign-in' },
];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The size of `file` (under dist) as sent with `encoding`: its precompressed copy, or gzip -9 of it. */
function sizeOf(file: string, encoding: 'gz' | 'br'): number {
  const copy = resolve(dist, `${file}.${encoding}`);
  if (existsSync(copy)) return statSync(copy).size;
  const original = readFileSync(resolve(dist, file));
  return encoding === 'gz' ? gzipSync(original, { level: 9 }).length : original.length;
}

/** Opens `path`, waits for its heading and a quiet network; the script files it fetched. */
async function scriptsLoadedBy(page: Page, origin: string, path: string, heading: string) {
  const scripts = new Set<string>();
  const listener = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script')
      scripts.add(new URL(response.url()).pathname.replace(/^\//, ''));
  };
  page.on('response', listener);
  await page.goto(origin + path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return [...scripts].sort();
}

async function checkFirstScreens(): Promise<boolean> {
  const server = await startServer({
    catalogue: demoResort(),
    db: await createTestDatabase(),
    webDistDir: dist,
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  let within = true;
  try {
    console.log(`JavaScript each first screen loads (budget ${kb(BUDGET)} gzip):`);
    for (const screen of FIRST_SCREENS) {
      const page = await (await browser.newContext()).newPage();
      const files = await scriptsLoadedBy(page, server.url, screen.path, screen.heading);
      await page.context().close();
      const gzip = files.reduce((sum, f) => sum + sizeOf(f, 'gz'), 0);
      const brotli = files.reduce((sum, f) => sum + sizeOf(f, 'br'), 0);
      const ok = gzip <= BUDGET;
      within &&= ok;
      console.log(
        `  ${ok ? '✔' : '✘ OVER BUDGET'} ${screen.name} (${screen.path}): ${kb(gzip)} gzip, ${kb(brotli)} brotli, ${files.length} files`,
      );
      for (const f of files) console.log(`      ${kb(sizeOf(f, 'gz')).padStart(9)}  ${f}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return within;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Each screen's own chunk and what loading it adds beyond its app's entry, from Vite's manifest. */
function reportRouteChunks() {
  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const gzipOf = (keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => sum + sizeOf(manifest[key]!.file, 'gz'), 0);

  for (const [entryKey] of Object.entries(manifest).filter(([, c]) => c.isEntry)) {
    const base = closure(entryKey);
    const screens = new Set([...base].flatMap((key) => manifest[key]?.dynamicImports ?? []));
    console.log(
      `\n${entryKey}: entry and what it imports ${kb(gzipOf(base))} gzip; screens loaded on demand:`,
    );
    console.log(`  ${'own chunk'.padStart(10)} ${'+ shared'.padStart(10)}  screen`);
    const rows = [...screens].map((key) => {
      const added = [...closure(key)].filter((k) => !base.has(k));
      return { src: manifest[key]?.src ?? key, own: gzipOf([key]), added: gzipOf(added) - gzipOf([key]) };
    });
    for (const row of rows.sort((a, b) => b.own + b.added - (a.own + a.added)))
      console.log(`  ${kb(row.own).padStart(10)} ${kb(row.added).padStart(10)}  ${row.src}`);
  }
}

if (!existsSync(resolve(dist, '.vite/manifest.json'))) {
  console.error('No build with a manifest in packages/web/dist: run `npm run build` first.');
  process.exit(1);
}
const within = await checkFirstScreens();
reportRouteChunks();
if (!within) {
  console.error(`\nA first screen loads more than ${kb(BUDGET)} of JavaScript (gzip): see above.`);
  process.exit(1);
}
