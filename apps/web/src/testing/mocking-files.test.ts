// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web tests share one module graph per worker (vitest.config.ts, ADR 099), where `vi.mock` cannot replace a module
 * another file has already imported. Every test file that mocks a module must be in the config's isolated project.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const testFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? testFiles(join(dir, entry.name))
      : /\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe('the test files that replace a module', () => {
  it('are exactly those the config isolates', () => {
    const config = readFileSync(join(root, 'vitest.config.ts'), 'utf8');
    const listed = [...(config.match(/const MOCKING = \[([^\]]*)\]/)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
      (m) => m[1],
    );
    const mocking = [...testFiles('src'), ...testFiles('build-plugins')]
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(root, file), 'utf8')))
      .sort();
    expect(listed.sort()).toEqual(mocking);
  });
});
