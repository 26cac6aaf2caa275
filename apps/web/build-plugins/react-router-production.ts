import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** react-router's folder of builds (`dist/development`, `dist/production`), as installed. */
export const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);

/**
 * react-router ships a production build beside its development one (the same modules with its development warnings
 * off), but its package exports name only the development build. The app's build picks the shipped production files by
 * an alias, unedited; the dev server and the tests keep the development build the exports name (ADR 093).
 */
export const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];
