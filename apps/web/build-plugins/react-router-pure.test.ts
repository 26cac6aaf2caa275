// @vitest-environment node
import type { Plugin } from 'vite';
import { bundleForTest } from './bundle-for-test';
import { describe, expect, it } from 'vitest';
import { letUnusedRouterPartsGo, reactRouterPure } from './react-router-pure';

/** What the app takes from react-router (declarative routing), bundled on its own with React left out. */
const bundle = (plugins: Plugin[]) =>
  bundleForTest(
    "import { BrowserRouter, Routes, Route, Link, Navigate, Outlet, useNavigate, useLocation } from 'react-router-dom';\n" +
      'globalThis.router = { BrowserRouter, Routes, Route, Link, Navigate, Outlet, useNavigate, useLocation };',
    [/^react($|-dom|\/)/],
    plugins,
  );

/** ADR 031: react-router's components the app does not use leave the bundle. */
describe('reactRouterPure', () => {
  it("drops <Form>, <NavLink>, useSubmit and Link's prefetching, which stay without the plugin; keeps what is used", async () => {
    const unused = [/\bvar NavLink\b/, /\bvar Form\b/, /function useSubmit\b/, /function PrefetchPageLinks\b/, /function usePrefetchBehavior\b/];
    const without = await bundle([]);
    for (const part of unused) expect(without).toMatch(part);
    const withPlugin = await bundle([reactRouterPure()]);
    for (const part of unused) expect(withPlugin).not.toMatch(part);
    for (const used of [/\bvar Link\b/, /function BrowserRouter\b/, /function Routes\b/, /function useNavigate\b/]) expect(withPlugin).toMatch(used);
    expect(withPlugin.length).toBeLessThan(without.length * 0.9);
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
    '',
  ].join('\n');

  it("keeps every line where it was (sourcemaps stay right); Link gets usePrefetchBehavior's answer without a framework", () => {
    const out = letUnusedRouterPartsGo(link);
    expect(out.split('\n')).toHaveLength(link.split('\n').length);
    expect(out).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(out).toContain('var Ctx = /* @__PURE__ */ React.createContext(null);');
    expect(out).toContain('= ((_prefetch, _props) => [false, null, {}])(');
    expect(out).not.toMatch(/displayName|usePrefetchBehavior|PrefetchPageLinks/);
  });

  it('fails the build when a chunk defines Link another way (a new react-router version)', () => {
    expect(() => letUnusedRouterPartsGo('var Link = forwardRef(function Link() {});')).toThrow(/ADR 031/);
    expect(() => letUnusedRouterPartsGo(link.replace('usePrefetchBehavior(', 'usePrefetch('))).toThrow(/ADR 031/);
    expect(() => letUnusedRouterPartsGo(link.replace('{ page: href }', '{ page: href, x: 1 }'))).toThrow(/ADR 031/);
  });
});
