import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultFixturesDir } from '../src/fixtures/load';

/**
 * docs/error-catalogue.md maps every row of app-shell.md §8 and every §2 redirect to a shipped scenario and
 * a test of the same name: a browser test (a file of apps/web/e2e, named alone) or a component test against
 * the simulator (a path from the repository's root), ADR 082. This keeps the table true: each named scenario
 * exists and each named test is an `it('<name>'` in the file the row names.
 */
const root = resolve(import.meta.dirname, '..', '..', '..');
const doc = readFileSync(join(root, 'docs', 'error-catalogue.md'), 'utf8');
const e2eDir = join(root, 'apps', 'web', 'e2e');

interface Row {
  line: string;
  scenarios: string[];
  files: string[];
}

function rows(): Row[] {
  return doc
    .split('\n')
    .filter((line) => line.startsWith('| ') && /\.(e2e\.ts|test\.tsx) \|$/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      const scenarioCell = cells.at(-3) ?? '';
      return {
        line,
        scenarios: [...scenarioCell.matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1] ?? ''),
        files: (cells.at(-2) ?? '').split(',').map((file) => file.trim()),
      };
    });
}

describe('docs/error-catalogue.md', () => {
  it('has the 22 rows of app-shell.md §8 and the 6 redirects of §2', () => {
    expect(rows()).toHaveLength(28);
  });

  it.each(rows().flatMap((row) => row.scenarios.map((scenario) => [scenario, row] as const)))(
    'scenario %s is shipped and has a test of the same name',
    (scenario, row) => {
      expect(existsSync(join(defaultFixturesDir, 'scenarios', `${scenario}.json`)), `${scenario}.json`).toBe(true);
      const tests = row.files
        .map((file) => readFileSync(file.includes('/') ? join(root, file) : join(e2eDir, file), 'utf8'))
        .join('\n');
      expect(tests, `it('${scenario}' in ${row.files.join(', ')}`).toMatch(new RegExp(`it\\(\\s*'${scenario}[':]`));
    },
  );

  /** The simulator's own limits: each scenario is shipped and named by a test in the simulator test file. */
  const simulatorRows = doc
    .split('\n')
    .filter((line) => line.startsWith('| ') && /\.test\.ts \|$/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return {
        scenarios: [...(cells.at(-3) ?? '').matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1] ?? ''),
        file: cells.at(-2) ?? '',
      };
    });

  it("has the five rows of the simulator's PIN and upload limits", () => {
    expect(simulatorRows).toHaveLength(5);
  });

  it.each(simulatorRows.map((row) => [row.scenarios[0] ?? '', row.file] as const))(
    'simulator row %s is shipped and tested in %s',
    (scenario, file) => {
      expect(existsSync(join(defaultFixturesDir, 'scenarios', `${scenario}.json`)), `${scenario}.json`).toBe(true);
      expect(readFileSync(join(root, 'apps', 'simulator', 'test', file), 'utf8')).toContain(
        scenario === 'default' ? 'describe(' : `'${scenario}`,
      );
    },
  );
});
