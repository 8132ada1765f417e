import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint-rules/layers.js';
import promiseHandlers from './eslint-rules/promise-handlers.js';
import readerLanguage from './eslint-rules/reader-language.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'apps/server/db/migrations/**',
      'apps/server/dist/**',
      // Types of the plain-JS lint rules, for the test that runs them; checked by tsc.
      'eslint-rules/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: {
      huitang: { rules: { ...promiseHandlers.rules, ...layers.rules, ...readerLanguage.rules } },
    },
    rules: {
      // A started promise must have its handler before anything else is awaited (decision 012).
      'huitang/no-await-in-promise-combinator': 'error',
      'huitang/no-await-while-promise-pending': 'error',
      // Who may import whom (docs/architecture.md, layer rules).
      'huitang/layers': 'error',
      // Only repositories run queries on a db or tx handle; services pass the handle on.
      'huitang/no-query-outside-repository': 'error',
      // Chinese punctuation stays in the zh texts, out of English pages (eslint-rules/reader-language.js).
      'huitang/no-chinese-punctuation': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Handlers and interface methods are async by contract even when today's body needs no await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  // Build and start scripts run in Node.
  { files: ['scripts/**/*.mjs', 'apps/*/build.mjs'], languageOptions: { globals: globals.node } },
);
