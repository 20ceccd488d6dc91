import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress';
import { pageFrame } from './build/page-frame';
import { preloadEntry } from './build/preload-entry';

const root = import.meta.dirname;

/**
 * A few chunks by what changes together and what every page needs, instead of
 * one per shared module (17 requests for the first screen, some of 100 bytes).
 * Every page: the runtime and the app's frame. Form screens: react-hook-form.
 * On demand only: zod (loaded by a form's first submit or by later screens) and
 * date formatting. Screens stay chunks of their own (docs/decisions.md 81).
 */
const chunkGroups = [
  { name: 'runtime', test: /node_modules[\\/](preact|react-router|@tanstack|clsx)[\\/]/, priority: 4 },
  {
    name: 'app-frame',
    test: /web[\\/]src[\\/](components[\\/](ui|layout)|lib[\\/](api-client|query-client|route-meta|lazy-screen|mount|use-scroll-to-top|search-query)|(features|lib)[\\/](auth|configuration))[\\/.]|domain[\\/]src[\\/]contract[\\/]oauth/,
    priority: 4,
  },
  {
    name: 'forms',
    test: /node_modules[\\/](react-hook-form|@hookform)[\\/]|web[\\/]src[\\/]lib[\\/](form-errors|lazy-resolver)/,
    priority: 3,
  },
  {
    // The contract: zod and the domain's schemas and helpers, which the booking steps load
    // together anyway; one file rather than eight (each a round trip on a slow network).
    name: 'contract',
    test: /node_modules[\\/]zod[\\/]|domain[\\/]src[\\/]/,
    priority: 2,
  },
  {
    // The account, staff and stay areas' schemas (the manager's catalogue editing too): a file of their own, so that the Spa Day
    // steps, which load `contract`, do not build them too (docs/decisions.md 165).
    name: 'contract-areas',
    test: /domain[\\/]src[\\/](contract[\\/](rota|stay|stay-extras|stay-new|spa-bookings|catalogue-edit|reports)\.schemas|catalogue[\\/](catalogue\.schema|catalogue-edits|treatment-edits|json-equal)|stays[\\/]|engine[\\/]rota|bookings[\\/])/,
    priority: 3,
  },
  {
    // The forms' schemas (sign-in, registration, the booking's guest and lead-booker forms, the
    // staff's), and the domain's namespace, which the sign-in forms import on their first submit:
    // the Spa Day search screen, which loads `contract`, does not build them (docs/decisions.md 186).
    name: 'contract-forms',
    test: /domain[\\/]src[\\/](index\.ts|contract[\\/](account\.schemas|staff\.schemas|booking-forms)\.ts)/,
    priority: 3,
  },
  {
    // What the Spa Day steps share (session, holds, flow, the booking components): one file.
    name: 'spa-day',
    test: /web[\\/]src[\\/](lib[\\/](spa-day|add-ons|format)|components[\\/]booking)[\\/.]/,
    priority: 2,
  },
  {
    name: 'dates',
    test: /node_modules[\\/](date-fns|@date-fns)[\\/]|domain[\\/]src[\\/]format[\\/]dates/,
    priority: 3,
  },
];

/**
 * The screens are written against React's API and run on Preact's compatibility
 * layer (docs/decisions.md 80): the same components at a sixth of the runtime's
 * bytes. Exact-match aliases, so that `react-dom/client` does not become
 * `preact/compat/client` by accident of prefix.
 */
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

export default defineConfig({
  root,
  base: '/',
  plugins: [tailwindcss(), pageFrame(), preloadEntry(), precompress()],
  // The libraries' ES builds ('module'), which the aliases reach, in the unit tests too (not their Node builds).
  resolve: { alias: preactForReact, conditions: ['module', 'browser', 'development|production'] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    // Read by scripts/check-bundle-budget.ts (the dot folder is not served).
    manifest: true,
    rolldownOptions: {
      input: {
        booking: resolve(root, 'booking/index.html'),
        account: resolve(root, 'account/index.html'),
        stay: resolve(root, 'booking/stay/index.html'),
        staff: resolve(root, 'staff/index.html'),
      },
      output: { codeSplitting: { groups: chunkGroups, includeDependenciesRecursively: false } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/umbraco': 'http://localhost:3000',
      '/payment': 'http://localhost:3000',
      '/mailbox': 'http://localhost:3000',
      '/connect': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
    },
  },
  test: {
    name: 'web',
    root,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    // Libraries that import React go through Vite too (their ES builds), so that they see Preact.
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
    server: { deps: { inline: true } },
  },
});
