import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { reactRouterProduction } from './build-plugins/react-router-production.ts';
import { tsRestWithoutZod } from './build-plugins/ts-rest-without-zod.ts';
import { zopfliGzip } from './build-plugins/zopfli-gzip.ts';
import { prerenderPages } from './prerender/plugin.ts';
import { screenChunks } from './build-plugins/screen-chunks.ts';
import { compileHints } from './build-plugins/compile-hints.ts';

/**
 * One build serves any API host: the base address is read at run time from public/app-config.json.
 * The dev server proxies the simulator (npm start, port 3000). The build also writes a gzip (by Zopfli, ADR 098)
 * and a brotli copy of every text asset over 1 KiB (`x.js.gz`, `x.js.br`), which the simulator serves to browsers
 * that accept them (a real host should do the same, see README). ts-rest's client is built without zod (ADR 026); every
 * other library is built as it ships (ADR 074), react-router from its own production files (ADR 093). The start-up file
 * begins with V8's compile hint, so that its functions are compiled as it loads (ADR 119).
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const camelCase = (name: string) => name.replace(/[-_]+(\w)/g, (_, letter: string) => letter.toUpperCase());
const sheetHash = (filename: string) =>
  createHash('sha256')
    .update(relative(root, filename.split('?')[0]!))
    .digest('base64url')
    .slice(0, 5);

const screens = screenChunks();

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [
    react(),
    tsRestWithoutZod(),
    screens.plugin,
    compileHints(),
    // Not in the prerender's server build: nothing serves its files (ADR 103). Two compressions per core at once (the
    // plugin's default is one in all on a 2-core machine): Zopfli in its worker threads, brotli in libuv's.
    !isSsrBuild &&
      compression({
        algorithms: [defineAlgorithm(zopfliGzip), 'brotliCompress'],
        threshold: 1024,
        include: /\.(js|css|html|json|svg)$/,
        scheduler: { limit: 2 * availableParallelism(), isHighMemory: () => true },
      }),
    // The public pages rendered at build time, after the client build (ADR 095).
    prerenderPages(),
  ],
  // A component's styles are a CSS Module beside it (`x.module.css`, ADR 078): its classes are read as camelCase
  // names (`.status-card__title` → `styles.statusCardTitle`) and scoped by the build with a hash of the sheet's path
  // (`statusCardTitle_Ab3x9`: readable in the browser, and gzip finds the name twice in the chunk's class map);
  // one global sheet holds the tokens, resets and element defaults (src/styles/global.css, ADR 104).
  css: {
    modules: {
      localsConvention: 'camelCaseOnly',
      generateScopedName: (name, filename) => `${camelCase(name)}_${sheetHash(filename)}`,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // No module-preload polyfill: the start-up is one file, so index.html has no modulepreload link for it to serve,
    // and vite's own loader of lazy chunks falls back to rel=preload where modulepreload is missing (ADR 031).
    modulePreload: { polyfill: false },
    // The chunks and styles of each route, read by the prerender (ADR 095) to link a page's own.
    manifest: true,
    // Everything the entry imports statically is one file, not eight shared chunks: one request, and gzip finds the
    // repeats across them (−4.5 KiB gzip on every first screen, ADR 026). Screens and forms stay chunks of their own;
    // a form's page is a few larger files, not 20 small ones, and a form's definition at most three (ADR 106).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            { name: screens.chunkOf, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/__sim': 'http://localhost:3000',
    },
  },
}));
