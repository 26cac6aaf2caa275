/**
 * The build's prerender (ADR 095), run by `vite build` after the client build (prerender/plugin.ts): an SSR build
 * of src/app/prerender/render.tsx, then every public page of PRERENDERED_PAGES in every language the API lists,
 * written to dist/prerendered/<locale>/<page>.html (with .gz and .br copies), which the simulator's SPA fallback
 * and deploy/nginx send for the page in the visitor's language.
 *
 * The start-up answers are the simulator's for a visitor who is not signed in (its `default` scenario), read from
 * the repository's fixtures — or a deployment's own folder, named by TAXCERT_PRERENDER_FIXTURES (the same layout:
 * languages/, config/online-config.json, …).
 */
import { readdirSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import { buildApp } from '@taxcert/simulator';
import { build } from 'vite';
import type * as Render from '../src/app/prerender/render';
import { zopfliGzip } from '../build-plugins/zopfli-gzip.ts';
import { prerenderEnv } from './env.ts';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.argv[2] ?? join(webRoot, 'dist'));
const ssrOut = join(webRoot, 'node_modules', '.prerender');

await build({
  root: webRoot,
  configFile: join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  // Only render.js and its chunks: no public files, manifest or compressed copies (vite.config.ts, ADR 103).
  build: {
    ssr: 'src/app/prerender/render.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    manifest: false,
  },
});
const entry = readdirSync(ssrOut).find((name) => /^render\.m?js$/.test(name));
if (!entry) throw new Error(`prerender: no render.js in ${ssrOut}`);
const render = (await import(pathToFileURL(join(ssrOut, entry)).href)) as typeof Render;

const api = await buildApp({ fixturesDir: prerenderEnv.fixturesDir, webRoot: '/nonexistent' });
async function get(url: string, locale: string): Promise<unknown> {
  const answer = await api.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': locale },
  });
  if (url.endsWith('preload.json') && answer.statusCode === 404) return null;
  if (answer.statusCode !== 200) throw new Error(`prerender: GET ${url} answered ${answer.statusCode}`);
  return answer.json();
}

const template = readFileSync(join(dist, 'index.html'), 'utf8');
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
/**
 * The links of the route module's chunk and styles, of the chunks it imports (the start-up file's are there), and of
 * the hydration's chunk (main.tsx loads it on a page rendered at build time only).
 */
function routeLinks(module: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [module, 'src/app/prerender/hydrate.tsx']) {
    const before = files.size;
    visit(key);
    if (files.size === before) throw new Error(`prerender: the build's manifest has no chunk of ${key}`);
  }
  return [...files]
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('');
}
const runtimeConfig = render.parseRuntimeConfig(JSON.parse(readFileSync(join(dist, 'app-config.json'), 'utf8')));
const languages = (await get('/api/language', 'en')) as { locale: string }[];
/**
 * The page's style sheets (the start-up file's and the route's, ~3 KiB gzip) written into it: the page paints after its
 * own download, not after two more requests (Lighthouse's slow 4G: ~0.2 s of sign-in's LCP). The app's chunk loader
 * links the route's sheet again when the chunk loads (the same rules: nothing moves).
 */
function inlineStyles(html: string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_, file: string) => {
    const css = readFileSync(join(dist, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`prerender: ${file} cannot be written into a style element`);
    return `<style>${css}</style>`;
  });
}
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
let written = 0;
/** The pages' compressed copies, written while the next pages render (Zopfli in its threads, brotli in libuv's). */
const copies: Promise<void>[] = [];
const brotli = promisify(brotliCompress);
for (const { locale } of languages) {
  const answers: Render.StartUpAnswers = {
    preload: (await get('/api/config/preload.json', locale)) as Render.StartUpAnswers['preload'],
    catalogue: (await get(`/api/language/${locale}`, locale)) as Render.StartUpAnswers['catalogue'],
    config: (await get('/api/config', locale)) as Render.StartUpAnswers['config'],
    authState: await get('/api/auth/state', locale),
    languages,
  };
  const ownMessages = JSON.parse(readFileSync(join(dist, 'locales', `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
  for (const { path, module } of render.PRERENDERED_PAGES) {
    const page = await render.renderPage({ path, answers, ownMessages, runtimeConfig });
    const html = template
      .replace(
        /<html lang="[^"]*">/,
        `<html lang="${page.seed.locale}"${page.htmlStyle ? ` style="${escape(page.htmlStyle)}"` : ''}>`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(page.title)}</title>`)
      .replace('</head>', () => `${routeLinks(module)}</head>`)
      .replace(
        /<div id="root">\s*<div class="boot"[\s\S]*?<\/div>\s*<\/div>/,
        () => `<div id="root">${page.markup}</div>${render.seedScript(page.seed)}`,
      );
    if (!html.includes(render.seedScript(page.seed)))
      throw new Error('prerender: index.html has no #root with the loading state');
    const inlined = inlineStyles(html);
    const file = join(dist, 'prerendered', page.seed.locale, `${path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, inlined);
    // The same gzip as every other asset of the build (ADR 098).
    copies.push(zopfliGzip(inlined).then((gzip) => writeFileSync(`${file}.gz`, gzip)));
    copies.push(brotli(inlined).then((br) => writeFileSync(`${file}.br`, br)));
    written += 1;
  }
}
await Promise.all(copies);
await api.close();
// eslint-disable-next-line no-console -- the build's own report of what it wrote
console.log(
  `prerender: ${written} pages (${render.PRERENDERED_PAGES.length} × ${languages.length} languages) in ${join(dist, 'prerendered')}`,
);
