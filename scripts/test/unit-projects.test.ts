import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import rootConfig from '../../vitest.config';

/**
 * `npm run test:quick` is one Vitest run over the root vitest.config.ts (ADR 116): every workspace that has tests of
 * its own (a `test` script) must be one of its projects, or its tests would silently stop running in `npm test`.
 */
const root = resolve(import.meta.dirname, '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/** The folders a workspace pattern names: `apps/*` is every folder of apps/, anything else itself. */
const folders = (pattern: string): string[] =>
  pattern.endsWith('/*')
    ? readdirSync(resolve(root, pattern.slice(0, -2)), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
    : [pattern];

/** The workspaces with a `test` script, as folders relative to the repository. */
function testedWorkspaces(): string[] {
  const patterns = readJson(resolve(root, 'package.json')).workspaces as string[];
  return patterns
    .flatMap(folders)
    .filter((folder) => {
      const manifest = resolve(root, folder, 'package.json');
      return existsSync(manifest) && (readJson(manifest).scripts as Record<string, string> | undefined)?.test;
    })
    .sort();
}

/** The folders the root config runs: project folders (or globs of them) and inline projects' roots. */
function projectFolders(): string[] {
  const projects = rootConfig.test?.projects ?? [];
  return projects
    .flatMap((project) => {
      if (typeof project === 'string') return folders(project);
      if (typeof project === 'object' && 'root' in project && typeof project.root === 'string')
        return [relative(root, resolve(root, project.root))];
      return [];
    })
    .sort();
}

describe('the root Vitest config (npm run test:quick)', () => {
  it('runs the tests of every workspace that has any', () => {
    const workspaces = testedWorkspaces();
    expect(workspaces).toContain('apps/web');
    expect(workspaces.filter((workspace) => !projectFolders().includes(workspace))).toEqual([]);
  });

  it('runs each of the web workspace’s projects, with the web config', () => {
    const inline = (rootConfig.test?.projects ?? []).flatMap((project) =>
      typeof project === 'object' && !(project instanceof Promise) ? [project] : [],
    );
    expect(inline.map((project) => project.test?.name)).toEqual(['web', 'web-node', 'web-isolated']);
    for (const project of inline) expect(project).toMatchObject({ extends: './apps/web/vitest.config.ts' });
  });
});
