import type { Plugin } from 'vite';

/** react-router's bundled modules (7.x): `chunk-*.mjs` in its development and production builds. */
const REACT_ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/](development|production)[\\/]chunk-[\w-]+\.mjs$/;
/** A component or context made at the top of a module: `var Form = React10.forwardRef(`, `var X = React.createContext(`. */
const TOP_LEVEL_MADE = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext)\()/gm;
/** `Form.displayName = "Form";` — a name for React's developer tools. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;

/**
 * react-router's components and contexts, as the bundler can drop them when nothing uses them: each top-level
 * `forwardRef(…)`/`createContext(…)` annotated pure (React's own are: they only make an object), and the
 * `X.displayName = "…"` statements blanked (the developer tools' names). Without this, those statements count as side
 * effects, so every component of the package stays in the start-up file with all it calls — `<Form>`, `useSubmit`,
 * `<NavLink>`, fetchers — although the app uses none of them (~1.9 KiB gzip, ADR 031). Lines never move (sourcemaps
 * stay right to the line). Throws when a chunk defines `Link` but not the way this expects (a new react-router
 * version), so that the bytes never come back unnoticed.
 */
export function letUnusedRouterPartsGo(code: string): string {
  const marked = code.replace(TOP_LEVEL_MADE, '$1/* @__PURE__ */ $2');
  if (/^var Link = /m.test(code) && !/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m.test(marked)) {
    throw new Error('react-router: `var Link = React.forwardRef(` not found where ADR 031 expects it; check build-plugins/react-router-pure.ts against this version');
  }
  return marked.replace(DISPLAY_NAME, (statement) => ' '.repeat(statement.length));
}

/** Vite plugin: react-router's unused components leave the bundle (ADR 031). Build only. */
export function reactRouterPure(): Plugin {
  return {
    name: 'taxcert:react-router-pure',
    apply: 'build',
    transform(code, id) {
      return REACT_ROUTER_CHUNK.test(id) ? { code: letUnusedRouterPartsGo(code), map: null } : null;
    },
  };
}
