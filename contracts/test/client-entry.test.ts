import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ENTRY = fileURLToPath(new URL('../src/client/index.ts', import.meta.url));

/** Modules a file loads at run time: its `import`/`export … from` statements that are not `import type`/`export type`. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)]
    .filter((m) => !m[1])
    .map((m) => m[2] as string);
}

/** Every module the entry loads, followed through relative imports; bare names (packages) as they are. */
function graph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const name of runtimeImports(file)) {
      if (name.startsWith('.')) visit(resolve(dirname(file), name.endsWith('.ts') ? name : `${name}.ts`));
      else packages.add(name);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

/** ADR 026: @taxcert/contracts/client is what the browser's first screens load; zod and the schemas stay out. */
describe('@taxcert/contracts/client', () => {
  it('loads no package at run time (neither zod nor @ts-rest/core) and none of the schema modules', () => {
    const { files, packages } = graph(ENTRY);
    expect(packages).toEqual([]);
    expect(files.map((file) => file.replace(/^.*\/src\//, 'src/')).sort()).toEqual([
      'src/client/checks.ts',
      'src/client/codes.ts',
      'src/client/index.ts',
      'src/client/locales.ts',
      'src/client/routes.generated.ts',
    ]);
  });

  it('tells a type-only import from a run-time one (the check above relies on it)', () => {
    const checks = fileURLToPath(new URL('../src/client/checks.ts', import.meta.url));
    expect(runtimeImports(checks)).toEqual(['./locales']);
    const schemas = fileURLToPath(new URL('../src/schemas/language.ts', import.meta.url));
    expect(runtimeImports(schemas)).toEqual(['zod', '../client/locales', '../client/locales']);
  });
});
