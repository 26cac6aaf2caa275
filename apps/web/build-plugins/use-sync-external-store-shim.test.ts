// @vitest-environment happy-dom
import { createRequire } from 'node:module';
import { useSyncExternalStore as react } from 'react';
import { describe, expect, it } from 'vitest';
import { useSyncExternalStore as alias } from './use-sync-external-store-shim';

// The shim itself, as react-i18next loads it (it ships no types).
const { useSyncExternalStore: shim } = createRequire(import.meta.url)('use-sync-external-store/shim') as {
  useSyncExternalStore: unknown;
};

/** ADR 031: the build's alias answers what the shim itself answers with our React, so react-i18next runs the same. */
describe('use-sync-external-store/shim alias', () => {
  it("is React's own useSyncExternalStore, as the shim is with React 18 and later", () => {
    expect(alias).toBe(react);
    expect(shim).toBe(react);
  });
});
