import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Our modules `main.tsx` reaches by static imports (type-only imports and `import()` left out): the start-up file. */
function startUpModules(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'(\.[^']+)'/gms)) {
      const base = resolve(dirname(file), specifier ?? '');
      const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => existsSync(candidate));
      if (found) visit(found);
    }
  };
  visit(resolve(SRC, 'main.tsx'));
  return new Set([...seen].map((file) => relative(SRC, file).replace(/\\/g, '/')));
}

/** The names a module imports as values from a package (`import type` and `type X` members left out). */
function valueImports(file: string, from: string): string[] {
  const code = readFileSync(resolve(SRC, file), 'utf8');
  return [...code.matchAll(/^import\s+(?!type\s)\{([^}]*)\}\s+from\s+'([^']+)'/gms)]
    .filter(([, , specifier]) => specifier === from)
    .flatMap(([, names]) => (names ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '));
}

/** ADR 075: what only a failure or a form needs stays out of the start-up file. */
describe('the start-up file', () => {
  const modules = startUpModules();

  it('is found from main.tsx (the shell, the router, the failure handling it keeps)', () => {
    for (const file of ['app/App.tsx', 'app/router.tsx', 'features/shell/Header.tsx', 'lib/failures/failure.ts'])
      expect(modules).toContain(file);
    expect(modules).toContain('lib/failures/late-reactions.ts');
  });

  it('holds neither the failure reactions table nor the drafts’ reading and writing', () => {
    expect(modules).not.toContain('lib/failures/reactions.ts');
    expect(modules).not.toContain('lib/failures/index.ts');
    expect(modules).not.toContain('lib/session/drafts.ts');
    expect(modules).toContain('lib/session/draft-storage.ts');
  });

  // ADR 093: react-query's mutation observer comes with the screens that change something, and the contract's table of
  // body codes with the code that reads more than one of them.
  it('holds neither react-query’s mutation hook nor the contract’s table of body codes', () => {
    expect(modules).toContain('lib/api/api-client.ts');
    expect(modules).not.toContain('lib/api/use-api-mutation.ts');
    for (const file of modules) {
      expect({ file, names: valueImports(file, '@tanstack/react-query') }).not.toEqual({
        file,
        names: expect.arrayContaining(['useMutation']),
      });
      expect({ file, names: valueImports(file, '@taxcert/contracts/client') }).not.toEqual({
        file,
        names: expect.arrayContaining(['ErrorCodes']),
      });
    }
    expect(valueImports('lib/api/use-api-mutation.ts', '@tanstack/react-query')).toEqual(['useMutation']);
    expect(valueImports('lib/failures/reactions.ts', '@taxcert/contracts/client')).toEqual(['ErrorCodes']);
  });
});
