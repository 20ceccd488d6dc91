import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOURNEY_WORKERS, journeyServerOrigin, journeyServerPort } from './e2e/support/servers';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * One journey server (`npm run build` left the web app; the server compiled afresh, as `npm start`
 * serves them) on a fresh embedded database of its own, for the worker in slot `index`.
 * Playwright starts the servers one after another, so the first compiles the server and the
 * others serve what it compiled.
 */
function journeyServer(index: number) {
  const port = journeyServerPort(index);
  const serve = 'node --enable-source-maps packages/api/dist/server.js';
  return {
    command: index === 0 ? `npm run --silent build:server && ${serve}` : serve,
    url: `${journeyServerOrigin(index)}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000, // build + PGlite migrations: 66 s seen on a loaded machine
    env: {
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PGLITE_DATA_DIR: mkdtempSync(join(tmpdir(), 'spa-e2e-')),
      DATABASE_URL: '',
      // The demo hotel's stays (for the demo guest rowan.ashdown@example.com); the spa diary stays empty.
      DEMO_STAYS: 'on',
      // The first spa manager (e2e/support/staff.ts), who adds the journeys' reception accounts.
      STAFF_MANAGER_EMAIL: 'e2e.manager@elmsteadhall.example',
      STAFF_MANAGER_PASSWORD: 'e2e manager password 2026',
      // The provider's card page posts its outcome to this origin only.
      PUBLIC_ORIGIN: journeyServerOrigin(index),
      // The sandbox payment provider, started by the same server on its own origin (its port + 1).
      PAYMENT_SANDBOX_PORT: String(port + 1),
      // As behind a proxy: the journeys' API helpers give each call its own client address
      // (e2e/support/accounts.ts), so they share no per-address limit with the browser.
      TRUST_PROXY: '127.0.0.1,::1',
      // The journeys' browser is one address for the whole suite (abandoned bookings hold on, and
      // a quiet machine makes well over 600 requests a minute): the per-address guards are tested apart.
      RATE_LIMIT_PER_MINUTE: '100000',
      HOLDING_SESSIONS_PER_ADDRESS: '1000',
      HELD_GUESTS_PER_ADDRESS: '4000',
    },
  };
}

/**
 * Browser journeys against the production build, in JOURNEY_WORKERS workers, each against a
 * server of its own (`journeyServer`; the fixtures' `baseURL` picks the worker's, decision 0510).
 * Debian's Chromium only: nothing is downloaded.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // A file's journeys run in order in one worker; the files are shared out between the workers.
  fullyParallel: false,
  workers: JOURNEY_WORKERS,
  retries: 0,
  // Hangs, not speed: a journey with many screenshots and axe scans takes several times
  // longer on a loaded 2-core machine (speed targets live in `npm run bench`).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: journeyServerOrigin(0),
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: JOURNEY_WORKERS }, (_, index) => journeyServer(index)),
});
