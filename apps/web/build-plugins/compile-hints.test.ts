// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

/**
 * A small app as the build sees it: an entry that loads two screens lazily, both importing a shared module, so that
 * Vite writes its map of the lazy chunks' dependencies at the top of the entry, as it does in the app's start-up file.
 */
const FILES: Record<string, string> = {
  'entry.js': "export const start = () => Promise.all([import('./a.js'), import('./b.js')]);\nconsole.log(start);\n",
  'a.js': "import { shared } from './shared.js';\nexport const a = () => shared('a');\n",
  'b.js': "import { shared } from './shared.js';\nexport const b = () => shared('b');\n",
  'shared.js': 'export function shared(name) {\n  return `screen ${name}`;\n}\n',
};

/** The built entry's code and its sourcemap's mappings, as the build writes them into `root`/`outDir`. */
async function entryOf(root: string, outDir: string, plugins: Plugin[]): Promise<{ code: string; mappings: string }> {
  const built = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins,
    build: { outDir, minify: false, sourcemap: true, rolldownOptions: { input: join(root, 'entry.js') } },
  })) as Rolldown.RolldownOutput;
  const entry = built.output.find((file) => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error('No entry chunk');
  const read = (name: string) => readFileSync(join(root, outDir, name), 'utf8');
  return {
    code: read(entry.fileName),
    mappings: (JSON.parse(read(`${entry.fileName}.map`)) as { mappings: string }).mappings,
  };
}

describe('the compile hint of the start-up file (ADR 119)', () => {
  it('is the first line, before Vite’s map of the lazy chunks’ dependencies; the sourcemap moves down a line', async () => {
    const root = mkdtempSync(join(tmpdir(), 'taxcert-hints-'));
    try {
      for (const [name, text] of Object.entries(FILES)) writeFileSync(join(root, name), text);
      const plain = await entryOf(root, 'plain', []);
      const hinted = await entryOf(root, 'hinted', [compileHints()]);
      expect(plain.code.startsWith('const __vite__mapDeps=')).toBe(true);
      expect(hinted.code).toBe(`${COMPILE_HINT}\n${plain.code}`);
      expect(plain.mappings).not.toBe('');
      expect(hinted.mappings).toBe(`;${plain.mappings}`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
