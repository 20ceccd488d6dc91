import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['packages/domain/src/engine/testing/fast-check.setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['packages/api/src/**/*.test.ts', 'packages/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // One worker process runs file after file, importing the app and compiling PGlite's
          // WebAssembly once instead of once per file (each file still gets its own database and
          // app; nothing in the tests mocks modules or changes the environment): decision 0465.
          isolate: false,
          // One migrated database per run, copied or cloned per file (decision 0420).
          globalSetup: ['packages/api/test/global-setup.ts'],
        },
      },
      './packages/web/vite.config.ts',
    ],
  },
});
