// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web tests' projects (vitest.config.ts) name their files by hand; these checks keep the lists true. The tests
 * share one module graph per worker (ADR 099), where `vi.mock` cannot replace a module another file has already
 * imported: every test file that mocks a module must be in the isolated project. A worker is reused only for a file of
 * its own environment: every file that runs in Node must be in the Node project (ADR 118).
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

/** The files of the config's list `name`. */
const listed = (name: string): string[] => {
  const config = readFileSync(join(root, 'vitest.config.ts'), 'utf8');
  const list = config.match(new RegExp(`const ${name} = \\[([^\\]]*)\\]`))?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '').sort();
};
/** The test files whose text matches `pattern`. */
const filesWith = (pattern: RegExp): string[] =>
  [...testFiles('src'), ...testFiles('build-plugins')]
    .filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')))
    .sort();

describe("the web tests' projects", () => {
  it('isolate exactly the test files that replace a module', () => {
    expect(listed('MOCKING')).toEqual(filesWith(/\bvi\.(mock|doMock)\(/));
  });

  it('run in Node exactly the test files that ask for it', () => {
    expect(listed('IN_NODE')).toEqual(filesWith(/^\/\/ @vitest-environment node\n/));
    // No other environment is asked for file by file (a line comment or a docblock's line).
    expect(filesWith(/^(\/\/|\s*\*) @vitest-environment (?!node$)/m)).toEqual([]);
  });
});
