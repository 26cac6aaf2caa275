/**
 * `use-sync-external-store/shim` for the web build (vite.config.ts alias, ADR 031): react-i18next imports the shim,
 * which answers React's own `useSyncExternalStore` whenever React has one (React 18 and later), and otherwise its own
 * copy for React 16/17 — code our React 19 never runs (~0.3 KiB gzip on every first screen).
 */
export { useSyncExternalStore } from 'react';
