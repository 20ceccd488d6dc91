import type { KnipConfig } from 'knip';

/**
 * Dead code (decision 74): files, exports, types and dependencies nothing uses.
 * Entry points come from the plugins (Vite, Vitest, Playwright, ESLint) and the
 * lists below. The domain's index is its public API and is not itself checked;
 * everything behind it is.
 */
const config: KnipConfig = {
  // An export used in its own file is a name, not dead code.
  ignoreExportsUsedInFile: true,
  // Stylesheets import Tailwind (`@import 'tailwindcss'`): follow those imports.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map(([, from]) => `import '${from}';`).join('\n'),
  },
  workspaces: {
    '.': {
      // bench/main-thread.ts: run on its own (docs/benchmarks.md).
      entry: ['scripts/*.mjs', 'scripts/*.ts', 'bench/main-thread.ts'],
      project: ['*.{js,ts}', 'scripts/**', 'bench/**', 'e2e/**'],
    },
    'packages/domain': {
      entry: ['bench/*.bench.ts', 'src/**/*.test.ts'],
      project: ['src/**/*.ts', 'bench/**/*.ts'],
    },
    'packages/api': {
      entry: ['src/server.ts', 'src/**/*.test.ts', 'test/**/*.test.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    'packages/web': {
      entry: ['src/**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx,css}'],
      // React's imports are aliased to preact/compat in vite.config.ts (decision 80).
      ignoreDependencies: ['preact'],
    },
  },
};

export default config;
