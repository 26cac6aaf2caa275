import type { Plugin, Rolldown } from 'vite';

/** V8's explicit compile hint (Chrome 136+): every function of the file is compiled as the file loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The Vite plugin that writes the map of the lazy chunks' dependencies at the top of a chunk. */
const IMPORT_ANALYSIS = 'vite:build-import-analysis';

type GenerateBundle = (
  this: unknown,
  ...args: [Rolldown.NormalizedOutputOptions, Rolldown.OutputBundle, boolean]
) => unknown;

/**
 * The start-up file begins with V8's explicit compile hint (ADR 119): its functions, nearly all of which run as the
 * app starts, are compiled while it downloads, on a background thread, instead of one by one on the main thread when
 * first called. V8 reads the hint only on the file's first line, and Vite puts its map of the lazy chunks'
 * dependencies there as it generates the bundle (vite:build-import-analysis), after every output option. So the hint
 * goes in right after that step, before the manifest and the compressed copies are made from the code (as
 * vite-plugin-compression2 hooks the manifest's step), and the sourcemap moves down one line with it.
 */
export function compileHints(): Plugin {
  const mark = (bundle: Rolldown.OutputBundle) => {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.code.startsWith(COMPILE_HINT)) continue;
      chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      // One more line on top: every mapping of the chunk's sourcemap, and of the file written from it, one line lower.
      if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      const map = bundle[`${chunk.fileName}.map`];
      if (map?.type === 'asset' && typeof map.source === 'string') {
        const parsed = JSON.parse(map.source) as { mappings: string };
        map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
      }
    }
  };
  return {
    name: 'taxcert:compile-hints',
    apply: 'build',
    configResolved(config) {
      const analysis = config.plugins.find((plugin) => plugin.name === IMPORT_ANALYSIS);
      const hook = analysis?.generateBundle;
      if (!analysis || !hook) throw new Error(`compile hints: no ${IMPORT_ANALYSIS} step to follow in this Vite`);
      const run = (typeof hook === 'function' ? hook : hook.handler) as GenerateBundle;
      const after: GenerateBundle = async function (this: unknown, ...args) {
        await run.apply(this, args);
        mark(args[1]);
      };
      (analysis as { generateBundle: unknown }).generateBundle =
        typeof hook === 'function' ? after : { ...hook, handler: after };
    },
  };
}
