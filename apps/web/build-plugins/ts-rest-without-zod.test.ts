// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildZodErrorSchemaLazily, tsRestWithoutZod } from './ts-rest-without-zod';

/** The API client's imports of ts-rest, bundled on their own (React and react-query left out), and used. */
const entry: Plugin = {
  name: 'test-entry',
  resolveId: (id) => (id === 'client-entry' ? '\0client-entry' : null),
  load: (id) =>
    id === '\0client-entry'
      ? "import { tsRestFetchApi } from '@ts-rest/core'; import { initTsrReactQuery } from '@ts-rest/react-query/v5';\n" +
        'globalThis.client = { tsRestFetchApi, initTsrReactQuery };'

      : null,
};

async function bundle(plugins: Plugin[]): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    plugins: [entry, ...plugins],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: 'client-entry', external: [/^react/, /^@tanstack\//] },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((o) => o.output).map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

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
    const path = createRequire(import.meta.url).resolve('@ts-rest/core').replace(/index\.cjs\.js$/, 'index.esm.mjs');
    const changed = buildZodErrorSchemaLazily(readFileSync(path, 'utf8'));
    expect(changed).toContain("const ZodErrorSchema = /* @__PURE__ */ (() => z.object({\n    name: z.literal('ZodError'),");
    expect(changed.split('\n').length).toBe(readFileSync(path, 'utf8').split('\n').length);
  });

  it('fails the build when a new ts-rest no longer has the statement where it is expected', () => {
    expect(() => buildZodErrorSchemaLazily("import { z } from 'zod';\nexport const x = 1;")).toThrow(/ZodErrorSchema not found/);
  });
});
