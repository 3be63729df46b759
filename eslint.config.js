import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { layers } from './build/eslint-layers.js';
import { noCycles } from './build/eslint-cycles.js';

export default tseslint.config(
  { ignores: ['dist/', 'dist-e2e/', 'node_modules/', 'coverage/', 'dev-dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No promise dropped in the app: each one is awaited, returned, or given its rejection
    // path (docs/architecture.md, "Errors on screen"). Typed linting, for src/ only: the
    // type information costs most of the lint's time, and tests and scripts may let a
    // failure surface as a failed run.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },
  {
    // The layer rules of docs/architecture.md and no import loop; test/lint/layers.test.ts
    // and cycles.test.ts show each one fail.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { dugout: { rules: { layers, 'no-cycles': noCycles } } },
    rules: { 'dugout/layers': 'error', 'dugout/no-cycles': 'error' },
  },
);
