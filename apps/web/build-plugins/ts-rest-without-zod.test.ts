// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { bundleForTest } from './bundle-for-test';
import { describe, expect, it } from 'vitest';
import { buildZodErrorSchemaLazily, tsRestWithoutZod } from './ts-rest-without-zod';

/** The API client's imports of ts-rest, bundled on their own (React and react-query left out), and used. */
const bundle = (plugins: Plugin[]) =>
  bundleForTest(
    "import { tsRestFetchApi } from '@ts-rest/core'; import { initTsrReactQuery } from '@ts-rest/react-query/v5';\n" +
      'globalThis.client = { tsRestFetchApi, initTsrReactQuery };',
    [/^react/, /^@tanstack\//],
    plugins,
  );

/** ADR 026: the browser's ts-rest client without zod. */
describe('tsRestWithoutZod', () => {
  it('leaves zod out of a bundle of the API client, which has it without the plugin', async () => {
    const zodClasses = /class Zod(Type|Object|String)\b/;
    expect(await bundle([])).toMatch(zodClasses);
    const without = await bundle([tsRestWithoutZod()]);
    expect(without).not.toMatch(zodClasses);
    expect(without).toContain('content-type');
  }, 60_000);

  it('keeps the schema for whoever reads it: the same statement, built on first use', () => {
    const path = createRequire(import.meta.url)
      .resolve('@ts-rest/core')
      .replace(/index\.cjs\.js$/, 'index.esm.mjs');
    const changed = buildZodErrorSchemaLazily(readFileSync(path, 'utf8'));
    expect(changed).toContain(
      "const ZodErrorSchema = /* @__PURE__ */ (() => z.object({\n    name: z.literal('ZodError'),",
    );
    expect(changed.split('\n').length).toBe(readFileSync(path, 'utf8').split('\n').length);
  });

  it('fails the build when a new ts-rest no longer has the statement where it is expected', () => {
    expect(() => buildZodErrorSchemaLazily("import { z } from 'zod';\nexport const x = 1;")).toThrow(
      /ZodErrorSchema not found/,
    );
  });
});
