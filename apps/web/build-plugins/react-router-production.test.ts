// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterDist, reactRouterProduction } from './react-router-production';

/** The names a built entry of react-router exports (its closing `export { … }` lists). */
const exported = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/export \{([^}]*)\}/g)]
    .flatMap((list) => list[1]!.split(','))
    .map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    )
    .filter(Boolean)
    .sort();

/** ADR 093: the build takes react-router's own production files, which must be the development build's twins. */
describe('reactRouterProduction', () => {
  it.each([
    ['react-router', 'index.mjs'],
    ['react-router/dom', 'dom-export.mjs'],
  ])('sends %s to the shipped production file that exports what the development one does', (specifier, file) => {
    const alias = reactRouterProduction.find((entry) => entry.find.test(specifier));
    expect(alias?.replacement).toBe(join(reactRouterDist, 'production', file));
    const names = exported(join(reactRouterDist, 'production', file));
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(exported(join(reactRouterDist, 'development', file)));
  });

  it('aliases those two specifiers only, nor the package’s other entries', () => {
    expect(
      reactRouterProduction.filter((entry) => entry.find.test('react-router/internal/react-server-client')),
    ).toEqual([]);
    expect(reactRouterProduction.filter((entry) => entry.find.test('react-router-dom'))).toEqual([]);
  });
});
