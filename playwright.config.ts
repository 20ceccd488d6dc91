import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser journeys against the production build (the web app as `npm run build`
 * left it, the server compiled afresh, as `npm start` serves them) on a fresh
 * embedded database. Debian's Chromium only: nothing is downloaded.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Hangs, not speed: a journey with many screenshots and axe scans takes several times
  // longer on a loaded 2-core machine (speed targets live in `npm run bench`).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
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
  webServer: {
    command: 'npm run --silent build:server && node --enable-source-maps packages/api/dist/server.js',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000, // build + PGlite migrations: 66 s seen on a loaded machine
    env: {
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      PGLITE_DATA_DIR: mkdtempSync(join(tmpdir(), 'spa-e2e-')),
      DATABASE_URL: '',
      // The demo hotel's stays (for the demo guest rowan.ashdown@example.com); the spa diary stays empty.
      DEMO_STAYS: 'on',
      // The first spa manager (e2e/support/staff.ts), who adds the journeys' reception accounts.
      STAFF_MANAGER_EMAIL: 'e2e.manager@elmsteadhall.example',
      STAFF_MANAGER_PASSWORD: 'e2e manager password 2026',
      // The provider's card page posts its outcome to this origin only.
      PUBLIC_ORIGIN: `http://localhost:${PORT}`,
      // The sandbox payment provider, started by the same server on its own origin (E2E_PORT + 1).
      PAYMENT_SANDBOX_PORT: String(PORT + 1),
      // As behind a proxy: the journeys' API helpers give each call its own client address
      // (e2e/support/accounts.ts), so they share no per-address limit with the browser.
      TRUST_PROXY: '127.0.0.1,::1',
      // The journeys' browser is one address for the whole suite (abandoned bookings hold on, and
      // a quiet machine makes well over 600 requests a minute): the per-address guards are tested apart.
      RATE_LIMIT_PER_MINUTE: '100000',
      HOLDING_SESSIONS_PER_ADDRESS: '1000',
      HELD_GUESTS_PER_ADDRESS: '4000',
    },
  },
});
