/**
 * What a page rendered at build time was rendered with (ADR 095): the start-up answers the build had (the
 * repository's default catalogue and online configuration, or a deployment's own), and the words the page used.
 * The page carries it as JSON (`<script type="application/json" id="prerendered">`, not run, so no CSP change);
 * main.tsx seeds the query client and i18n with it (hydrate.tsx, a chunk of its own: index.html's start does not carry it), so the first render of the hydration is the page's markup.
 */
export interface PrerenderSeed {
  /** The page's language (`html[lang]`). */
  locale: string;
  /** The catalogue's words the page used, by key (the whole catalogue would weigh ~100 KB). */
  messages: Record<string, string>;
  /** The answers' bodies, as the start-up calls received them for a visitor who is not signed in. */
  preload: unknown;
  config: unknown;
  authState: unknown;
  languages: unknown;
}

/** The id of the seed's script element. */
export const SEED_ID = 'prerendered';

/** The seed of the page, or null when #root holds no prerendered markup (index.html). */
export function readSeed(doc: Document = document): PrerenderSeed | null {
  const text = doc.getElementById(SEED_ID)?.textContent;
  return text ? (JSON.parse(text) as PrerenderSeed) : null;
}

/** The seed as the text of a script element: `<` escaped, so no word can close the element. */
export const seedScript = (seed: PrerenderSeed): string =>
  `<script type="application/json" id="${SEED_ID}">${JSON.stringify(seed).replace(/</g, '\\u003c')}</script>`;
