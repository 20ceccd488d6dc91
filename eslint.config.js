import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The pure core: no I/O, no clock, no environment.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'react', 'fastify', 'drizzle-orm*', 'pg'] },
      ],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Pass `now` in.' }],
      'no-restricted-globals': ['error', { name: 'process', message: 'The domain reads no environment.' }],
    },
  },
  {
    files: [
      'packages/api/src/server.ts',
      'scripts/**',
      'bench/**',
      'packages/*/bench/**',
      'packages/*/test/**',
      '**/*.test.ts',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
