// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { bundleForTest } from './bundle-for-test';
import { describe, expect, it } from 'vitest';
import { letUnusedRouterPartsGo, reactRouterPure } from './react-router-pure';

const SRC = join(import.meta.dirname, '../src');

/** What the app takes from react-router (declarative routing), bundled on its own with React left out. */
const bundle = (plugins: Plugin[]) =>
  bundleForTest(
    "import { BrowserRouter, useRoutes, Link, Navigate, Outlet, useNavigate, useLocation, useParams, matchPath } from 'react-router-dom';\n" +
      'globalThis.router = { BrowserRouter, useRoutes, Link, Navigate, Outlet, useNavigate, useLocation, useParams, matchPath };',
    [/^react($|-dom|\/)/],
    plugins,
  );

/** ADR 031: react-router's components the app does not use leave the bundle. */
describe('reactRouterPure', () => {
  it("drops <Form>, <NavLink>, useSubmit and Link's prefetching, which stay without the plugin; keeps what is used", async () => {
    const unused = [
      /\bvar NavLink\b/,
      /\bvar Form\b/,
      /function useSubmit\b/,
      /function PrefetchPageLinks\b/,
      /function usePrefetchBehavior\b/,
    ];
    const without = await bundle([]);
    for (const part of unused) expect(without).toMatch(part);
    const withPlugin = await bundle([reactRouterPure()]);
    for (const part of unused) expect(withPlugin).not.toMatch(part);
    for (const used of [/\bvar Link\b/, /function BrowserRouter\b/, /function useRoutes\b/, /function useNavigate\b/])
      expect(withPlugin).toMatch(used);
    expect(withPlugin.length).toBeLessThan(without.length * 0.9);
  });

  it("drops a data router's error boundaries and the development warnings (ADR 033), which stay without the plugin", async () => {
    const unused = [
      /\bvar RenderErrorBoundary\b/,
      /function RSCErrorHandler\b/,
      /function DefaultErrorComponent\b/,
      /function useNavigateStable\b/,
    ];
    const without = await bundle([]);
    for (const part of unused) expect(without).toMatch(part);
    const withPlugin = await bundle([reactRouterPure()]);
    for (const part of unused) expect(withPlugin).not.toMatch(part);
    // A development warning (useRoutes: a leaf route that renders nothing).
    expect(without).toMatch(/Matched leaf route at location/);
    expect(withPlugin).not.toMatch(/Matched leaf route at location/);
    for (const used of [/function _renderMatches\b/, /function useNavigateUnstable\b/, /function RenderedRoute\b/])
      expect(withPlugin).toMatch(used);
  });

  const link = [
    'var Link = React10.forwardRef(',
    '  function LinkWithRef({ prefetch = "none", ...rest }, forwardedRef) {',
    '    let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(',
    '      prefetch,',
    '      rest',
    '    );',
    '    let link = /* @__PURE__ */ React10.createElement("a", { ...rest, ...prefetchHandlers, ref: mergeRefs(forwardedRef, prefetchRef) });',
    '    return shouldPrefetch ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, /* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })) : link;',
    '  }',
    ');',
    'Link.displayName = "Link";',
    'var Ctx = React.createContext(null);',
    'var ENABLE_DEV_WARNINGS = true;',
    '      errorElement = match.route.errorElement || defaultErrorElement;',
    '      return dataRouterState && (match.route.ErrorBoundary || match.route.errorElement || index === 0) ? /* @__PURE__ */ React2.createElement(',
    'RenderErrorBoundary.contextType = RSCRouterContext;',
    '  return isDataRoute ? useNavigateStable() : useNavigateUnstable();',
    'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
    '',
  ].join('\n');

  it("keeps every line where it was (sourcemaps stay right); Link gets usePrefetchBehavior's answer without a framework", () => {
    const out = letUnusedRouterPartsGo(link);
    expect(out.split('\n')).toHaveLength(link.split('\n').length);
    expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(out).toContain('var Ctx = /* @__PURE__ */ React.createContext(null);');
    expect(out).toContain('= ((_prefetch, _props) => [false, null, {}])(');
    expect(out).not.toMatch(/displayName|usePrefetchBehavior|PrefetchPageLinks/);
    expect(out).toContain('var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);');
    expect(out).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(out).toContain('return false ? /* @__PURE__ */ React2.createElement(');
    expect(out).toContain('  return useNavigateUnstable();');
    expect(out).not.toMatch(/defaultErrorElement|contextType|useNavigateStable/);
  });

  it('fails the build when a chunk defines Link another way (a new react-router version)', () => {
    expect(() => letUnusedRouterPartsGo('var Link = forwardRef(function Link() {});')).toThrow(/ADR 031/);
    expect(() => letUnusedRouterPartsGo(link.replace('usePrefetchBehavior(', 'usePrefetch('))).toThrow(/ADR 031/);
    expect(() => letUnusedRouterPartsGo(link.replace('{ page: href }', '{ page: href, x: 1 }'))).toThrow(/ADR 031/);
    expect(() => letUnusedRouterPartsGo(link.replace('index === 0', 'index < 1'))).toThrow(/ADR 033/);
    expect(() => letUnusedRouterPartsGo(link.replace('= true;', '= !0;'))).toThrow(/ADR 033/);
  });

  it('is only ever given declarative routing (useRoutes): the app makes no data router, whose error boundaries it takes out', () => {
    const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    expect(sources.length).toBeGreaterThan(50);
    const dataRouter =
      /\b(createBrowserRouter|createHashRouter|createMemoryRouter|createStaticRouter|RouterProvider|useBlocker|useRouteError|useNavigation|useLoaderData|useFetcher)\b/;
    const imported = (file: string) =>
      [
        ...readFileSync(join(SRC, file), 'utf8').matchAll(
          /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g,
        ),
      ]
        .map((match) => match[1] ?? '')
        .join(',');
    const using = sources.filter((file) => dataRouter.test(imported(file)));
    expect(sources.filter((file) => /\buseRoutes\b/.test(imported(file)))).toContain('app/router.tsx');
    expect(using).toEqual([]);
  });
});
