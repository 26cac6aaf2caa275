// Type-aware, strict ESLint for every workspace (conventions.md §18).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import prettierConfig from 'eslint-config-prettier';
import { webLayers } from './scripts/lint/web-layers.js';
import { formFamilies } from './scripts/lint/form-families.js';

/**
 * Browser tests read time only through e2e/support/clock.ts, and every context they open gets the test
 * clock installed by support: the wall clock would make a test depend on the hour.
 * apps/web/test/e2e-clock-rule.test.ts runs these rules inside `npm test`.
 */
const WALL_CLOCK =
  'Browser tests read time from e2e/support/clock.ts (testNow, pageNow, todayWhile): the wall clock makes a test depend on the hour.';
export const e2eClockRules = {
  'no-restricted-syntax': [
    'error',
    { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: WALL_CLOCK },
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: WALL_CLOCK },
    {
      selector:
        'CallExpression[callee.property.name=/^(getFullYear|getMonth|getDate|getDay|getHours|getUTCFullYear|getUTCMonth|getUTCDate|getUTCHours)$/]',
      message: 'Compute calendar days with dayIn/signDayAt/formatDay from e2e/support/clock.ts, in the page time zone.',
    },
    {
      selector: "CallExpression[callee.property.name='install'][callee.object.property.name='clock']",
      message:
        'Every context already has the test clock (describeWithSimulator); move it with page.clock.runFor, fastForward or pauseAt.',
    },
    {
      selector: 'CallExpression[callee.property.name=/^(newContext|launchPersistentContext)$/]',
      message: 'Open browser contexts through e2e/support (describeWithSimulator): they install the test clock.',
    },
    {
      selector: "CallExpression[callee.property.name='waitForTimeout']:not([arguments.0.value<=500])",
      message: 'Do not sleep through app timers: run the page clock (page.clock.runFor) or wait for an event.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.turbo/**', '**/test-results/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // The root vitest.config.ts belongs to no workspace (it is type-checked through scripts/test/unit-projects.test.ts).
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      'no-console': 'error',
      // process.env is read in one validated module per app (conventions.md §18).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment through env.ts.' },
      ],
    },
  },
  {
    files: ['**/env.ts', 'scripts/**', '**/*.config.ts', '**/e2e/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/test/**', '**/e2e/**', '**/*.test.ts', '**/*.test.tsx', 'scripts/**', '**/bench/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The web app's layers: features import no other feature; lib/, components/ and testing/ import no feature.
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    plugins: { web: webLayers },
    rules: { 'web/layers': 'error' },
  },
  {
    // packages/forms: a form family imports no other family's folder; what two share lives in blocks/.
    files: ['packages/forms/src/**/*.ts'],
    plugins: { forms: formFamilies },
    rules: { 'forms/families': 'error' },
  },
  {
    files: ['apps/web/e2e/**/*.ts'],
    ignores: ['apps/web/e2e/support/clock.ts', 'apps/web/e2e/support/shared.ts'],
    rules: e2eClockRules,
  },
  // Prettier owns the layout (npm run format); rules that would argue with it are off.
  prettierConfig,
);
