import { ESLint, type Linter } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * No browser test reads the wall clock or opens a context without the test clock. The rules
 * live in eslint.config.js (so `npm run lint` reports them in the editor too); this test runs them over
 * apps/web/e2e inside `npm test`, and proves on samples that they fire.
 */
const root = resolve(import.meta.dirname, '..', '..');
const config = (await import(resolve(root, 'eslint.config.js'))) as { e2eClockRules: Linter.RulesRecord };

function clockLinter(): ESLint {
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { ignores: ['apps/web/e2e/support/clock.ts', 'apps/web/e2e/support/shared.ts'] },
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: config.e2eClockRules },
    ],
  });
}

const findings = (results: ESLint.LintResult[]) =>
  results.flatMap((result) =>
    result.messages.map((m) => `${result.filePath.slice(root.length + 1)}:${m.line} ${m.message}`),
  );

describe('browser tests and the clock', () => {
  it('no browser test reads the wall clock, installs a clock of its own, opens a bare context or sleeps through a timer', async () => {
    const results = await clockLinter().lintFiles(['apps/web/e2e/**/*.ts']);
    expect(results.length).toBeGreaterThan(10);
    expect(findings(results)).toEqual([]);
  });

  it('the rules fire on each way of reading the wall clock (so the check above cannot pass by doing nothing)', async () => {
    const sample = [
      'const a = Date.now();',
      'const b = new Date();',
      'const c = new Date(TEST).getFullYear();',
      'await page.clock.install();',
      'await browser.newContext({});',
      'await page.waitForTimeout(3000);',
      'await page.waitForTimeout(delay);',
    ].join('\n');
    const [result] = await clockLinter().lintText(sample, { filePath: resolve(root, 'apps/web/e2e/sample.e2e.ts') });
    expect(result?.messages.map((m) => m.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const fine = [
      "const d = new Date('2026-12-31T23:59:00Z');",
      'await page.clock.runFor(3000);',
      'await page.waitForTimeout(100);',
    ].join('\n');
    const [clean] = await clockLinter().lintText(fine, { filePath: resolve(root, 'apps/web/e2e/sample.e2e.ts') });
    expect(clean?.messages).toEqual([]);
  });
});
