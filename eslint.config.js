import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Boundaries (decision 73). The zones are made from the folders, so a new feature or
// module is covered the day it is created.
const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const WEB = './packages/web/src';
const API_MODULES = './packages/api/src/modules';

const layerZones = [
  {
    target: './packages/domain',
    from: ['./packages/api', './packages/web'],
    message: 'The domain is the core: it imports nothing from the API or the web app.',
  },
  {
    target: './packages/web',
    from: './packages/api',
    message: 'The web app reaches the API over HTTP only.',
  },
  { target: './packages/api', from: './packages/web', message: 'The API imports nothing from the web app.' },
];

// packages/web: shared (components, lib) → features (grouped by app: features/<app>/<feature>) → app shells.
const WEB_APPS = ['booking', 'account', 'staff', 'stay'];
const webFeatures = WEB_APPS.flatMap((app) =>
  subfolders(`${WEB}/features/${app}`).map((feature) => `${app}/${feature}`),
);
const webZones = [
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, ...WEB_APPS.map((app) => `${WEB}/${app}`)],
    message: 'Shared code (components/, lib/) imports no feature and no app.',
  },
  {
    target: `${WEB}/features`,
    from: WEB_APPS.map((app) => `${WEB}/${app}`),
    message: 'A feature imports no app shell (booking/, account/, staff/, stay/): the app composes features.',
  },
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to lib/ or components/.',
  })),
];

// packages/api: a module reaches another only through its public file, modules/<x>/index.ts,
// never its repository or routes files; the public file names what it shares, never routes.
const apiZones = [
  ...subfolders(API_MODULES).map((module) => ({
    target: `${API_MODULES}/${module}`,
    from: `${API_MODULES}/!(${module})/**`,
    // Glob exceptions match the absolute path of the imported file.
    except: [`${import.meta.dirname}/packages/api/src/modules/*/index.ts`],
    message: `Import another module through its public file (modules/<x>/index.ts), e.g. '../x'.`,
  })),
  {
    target: `${API_MODULES}/*/index.ts`,
    from: [`${API_MODULES}/*/*.routes.ts`],
    message: "A module's public file does not export its routes: app.ts mounts them.",
  },
  {
    target: ['./packages/api/src/lib', './packages/api/src/db', './packages/api/src/config'],
    from: API_MODULES,
    message: 'lib/, db/ and config/ are below the modules: they import none.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '.tsbuild/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          // Root files no project includes (playwright.config.ts is e2e's, found through tsconfig.json).
          allowDefaultProject: ['vitest.config.ts', 'knip.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A `default` does not excuse a missing member of a union: adding one must show every switch.
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Fastify plugins and route handlers are `async` by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Plain JavaScript (configs, scripts, the card page): no type information to use.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'packages/*/tsconfig.json', alwaysTryTypes: false }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...webZones, ...apiZones] }],
    },
  },
  {
    // Compose, don't grow (issue 26, decision 0425): a function a reader can hold in mind,
    // at most 120 lines of code; a React component (a .tsx file's) at most 200.
    files: ['packages/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    // A name means one thing in its scope: a callback's `slot` shadowing the screen's `slot`
    // once sent every guest's hold with a therapist (2026-11-26). Tests may reuse names.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-shadow': [
        'error',
        {
          ignoreTypeValueShadow: true,
          ignoreFunctionTypeParameterNameValueShadow: true,
          ignoreOnInitialization: true,
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 200, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The pure core: no I/O, no clock, no environment; only the packages it declares.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts', 'packages/domain/src/**/testing/**'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [new URL('packages/domain', import.meta.url).pathname], devDependencies: false },
      ],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Pass `now` in.' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: '`new Date()` reads the clock: pass `now` in.',
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'fetch', 'XMLHttpRequest', 'WebSocket', 'localStorage', 'sessionStorage'].map(
          (name) => ({ name, message: 'The domain does no I/O and reads no environment.' }),
        ),
      ],
    },
  },
  {
    // The engine speaks its own types (camelCase, epoch minutes): the wire's shapes are the
    // contract's, which maps each answer once (contract/availability-answers.ts). Its tests
    // may check those answers on the wire.
    files: ['packages/domain/src/engine/**/*.ts'],
    ignores: ['packages/domain/src/engine/**/*.test.ts', 'packages/domain/src/engine/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contract/**', '**/itinerary/**', '**/holds/**', '**/pricing/**'],
              message:
                "The engine imports no contract, itinerary, holds or pricing: answer in the engine's own types and map in contract/.",
            },
          ],
        },
      ],
    },
  },
  {
    // A journey's `test` comes from the fixtures, which send each worker to its own server
    // (decision 0510); Playwright's own `test` would send every worker to the first one.
    files: ['e2e/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/fixtures': it gives each worker its own server.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'packages/api/src/server.ts',
      'scripts/**',
      'bench/**',
      'packages/*/bench/**',
      'packages/*/test/**',
      '**/*.test.{ts,tsx}',
      'e2e/**',
    ],
    rules: {
      'no-console': 'off',
      // Tests read JSON answers (`any`) and assert on them: the assertion is the check.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
