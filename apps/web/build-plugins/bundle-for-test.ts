import { build, type Plugin, type Rolldown } from 'vite';

/**
 * The code of a bundle of `source` alone (an entry module, not minified, not written), with `external` left out
 * and `plugins` applied: how the build plugins' tests see what a plugin leaves in or takes out of the app's bundle.
 */
export async function bundleForTest(source: string, external: RegExp[], plugins: Plugin[]): Promise<string> {
  const entry: Plugin = {
    name: 'test-entry',
    resolveId: (id) => (id === 'test-entry' ? '\0test-entry' : null),
    load: (id) => (id === '\0test-entry' ? source : null),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    plugins: [entry, ...plugins],
    build: { write: false, minify: false, rolldownOptions: { input: 'test-entry', external } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  return outputs
    .flatMap((o) => o.output)
    .map((chunk) => ('code' in chunk ? chunk.code : ''))
    .join('\n');
}
