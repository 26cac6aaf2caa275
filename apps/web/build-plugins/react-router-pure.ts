import type { Plugin } from 'vite';
import { editModule } from './edit-module';

/** react-router's bundled modules (7.x): `chunk-*.mjs` in its development and production builds. */
const REACT_ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/](development|production)[\\/]chunk-[\w-]+\.mjs$/;
/** A component or context made at the top of a module: `var Form = React10.forwardRef(`, `var X = React.createContext(`, `memo(`. */
const TOP_LEVEL_MADE = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** `Form.displayName = "Form";` — a name for React's developer tools. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;
/** `<Link>` asks whether to prefetch the linked page's route modules: a framework-mode feature. */
const LINK_PREFETCH = 'let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(';
/** The answer `usePrefetchBehavior` gives without a FrameworkContext: never prefetch, nothing to add to the anchor. */
const NO_PREFETCH = 'let [shouldPrefetch, prefetchRef, prefetchHandlers] = ((_prefetch, _props) => [false, null, {}])(';
/** `<Link>`'s prefetch links, rendered only when `shouldPrefetch`. */
const LINK_PREFETCH_LINKS = /\/\* @__PURE__ \*\/ React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)/;

/**
 * Exact edits of the chunk that defines `<Link>` (the package's main chunk), each a behaviour the app can never reach
 * because it routes declaratively (`<BrowserRouter>`, app/router.tsx; no data router is ever made: a test of the app's
 * source holds that), so that the code behind it leaves the start-up file (ADR 033):
 * - the package's production build: `dist/production` differs from `dist/development` in this one line, but the
 *   package's exports name only the development build; without it the development warnings and their texts stay;
 * - a data router's error boundaries: `_renderMatches` wraps a route in `RenderErrorBoundary` (with its default error
 *   page and the RSC error handler) only when it is given a data router's state, which `<Routes>` never gives it;
 * - `useNavigate`'s data-router branch: `isDataRoute` is only true under a data router.
 */
const DECLARATIVE_ONLY: readonly (readonly [from: string, to: string])[] = [
  ['var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;'],
  [
    'errorElement = match.route.errorElement || defaultErrorElement;',
    'errorElement = match.route.errorElement || null;',
  ],
  [
    'return dataRouterState && (match.route.ErrorBoundary || match.route.errorElement || index === 0) ?',
    'return false ?',
  ],
  ['RenderErrorBoundary.contextType = RSCRouterContext;', ''],
  ['return isDataRoute ? useNavigateStable() : useNavigateUnstable();', 'return useNavigateUnstable();'],
];

/**
 * react-router's components and contexts, as the bundler can drop them when nothing uses them: each top-level
 * `forwardRef(…)`/`createContext(…)`/`memo(…)` annotated pure (React's own are: they only make an object), and the
 * `X.displayName = "…"` statements blanked (the developer tools' names). Without this, those statements count as side
 * effects, so every component of the package stays in the start-up file with all it calls — `<Form>`, `useSubmit`,
 * `<NavLink>`, fetchers — although the app uses none of them (~1.9 KiB gzip, ADR 031).
 *
 * And `<Link>` without its prefetching of route modules (~1.8 KiB gzip): `usePrefetchBehavior` answers
 * `[false, ref, {}]` whenever there is no FrameworkContext, which only framework mode's routers provide — never the
 * app's BrowserRouter (declarative routing, app/router.tsx) — so `<Link>` never prefetches here; the patch gives that
 * answer directly (its ref was only for a viewport observer), and `PrefetchPageLinks` with all it loads leaves.
 * Then {@link DECLARATIVE_ONLY} (~1.9 KiB gzip more, ADR 033).
 *
 * Lines never move (sourcemaps stay right to the line). Throws when a chunk defines `Link` but not the way this
 * expects (a new react-router version), so that neither the bytes come back nor a patch goes astray unnoticed.
 */
export function letUnusedRouterPartsGo(code: string): string {
  const marked = code
    .replace(TOP_LEVEL_MADE, '$1/* @__PURE__ */ $2')
    .replace(DISPLAY_NAME, (statement) => ' '.repeat(statement.length));
  if (!/^var Link = /m.test(code)) return marked;
  if (
    !/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m.test(marked) ||
    !marked.includes(LINK_PREFETCH) ||
    !LINK_PREFETCH_LINKS.test(marked)
  ) {
    throw new Error(
      'react-router: <Link> is not made the way ADR 031 expects; check build-plugins/react-router-pure.ts against this version',
    );
  }
  return DECLARATIVE_ONLY.reduce(
    (out, [from, to]) => {
      if (out.split(from).length !== 2)
        throw new Error(
          `react-router: \`${from}\` is not found once, as ADR 033 expects; check build-plugins/react-router-pure.ts against this version`,
        );
      return out.replace(from, to);
    },
    marked.replace(LINK_PREFETCH, NO_PREFETCH).replace(LINK_PREFETCH_LINKS, 'null'),
  );
}

/** Vite plugin: react-router's unused components leave the bundle (ADR 031). Build only. */
export function reactRouterPure(): Plugin {
  return editModule('react-router-pure', REACT_ROUTER_CHUNK, letUnusedRouterPartsGo);
}
