import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Test files that replace a module with `vi.mock`: they need a module graph of their own (ADR 099). */
const MOCKING = [
  'src/features/form/editor/page-per-key.test.tsx',
  'src/lib/i18n/locale-format.test.ts',
  'src/questionnaire/widgets/deferred-widgets.test.tsx',
];

/**
 * Test files that watch a lazy module's first load (a button busy until its chunk arrives): in a shared graph an
 * earlier file may have loaded it already (ADR 099).
 */
const FIRST_LOADS = ['src/features/form-selection/FormSelection.test.tsx'];

/**
 * Test files that run in Node, not in a page (each says `// @vitest-environment node` on its first line): a project of
 * their own. Vitest reuses a worker only for a file of the same project and environment, so these files, run among
 * the page's, made it stop a worker and start another at each change of environment (ADR 118).
 */
const IN_NODE = [
  'build-plugins/compile-hints.test.ts',
  'build-plugins/react-router-production.test.ts',
  'build-plugins/screen-chunks.test.ts',
  'build-plugins/ts-rest-without-zod.test.ts',
  'build-plugins/zopfli-gzip.test.ts',
  'src/features/form/hooks/reference-agreement.test.ts',
  'src/lib/api/connection.test.ts',
  'src/lib/session/customer-data.test.ts',
  'src/messages.test.ts',
  'src/questionnaire/renderer/layout.test.ts',
  'src/questionnaire/widgets/catalogue.test.ts',
  'src/testing/project-files.test.ts',
];

/**
 * The module-graph regimes of the web unit tests, as projects of this config (`npm test -w @taxcert/web`) and of
 * the repository's (the root vitest.config.ts, `npm run test:quick`).
 */
export const WEB_PROJECTS = [
  {
    extends: true,
    // One module graph and one page per worker, not per file (ADR 099): localStorage is emptied after every test
    // (src/testing/clear-storage.ts), and no file here replaces a module (src/testing/project-files.test.ts).
    test: {
      name: 'web',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build-plugins/**/*.test.ts'],
      exclude: [...MOCKING, ...FIRST_LOADS, ...IN_NODE],
      isolate: false,
    },
  },
  {
    extends: true,
    // The same shared graph, in Node.
    test: { name: 'web-node', include: IN_NODE, environment: 'node', isolate: false },
  },
  {
    extends: true,
    // A module replaced by `vi.mock` only takes where nothing has imported the real one yet, and a first load is
    // only a first load in a fresh graph: a graph per file.
    test: { name: 'web-isolated', include: [...MOCKING, ...FIRST_LOADS], isolate: true },
  },
] satisfies TestProjectInlineConfiguration[];

export default defineConfig({
  plugins: [react()],
  test: {
    // A worker per core: Vitest's default (cores - 1) is ONE on the 2-core CI machine, half of it idle (ADR 083).
    maxWorkers: '100%',
    // A larger young generation: the renderer tests allocate fast, and fewer scavenges take ~6 % less CPU (measured on
    // definitions-3 and -4, alternated runs).
    execArgv: ['--max-semi-space-size=64'],
    // Upper bounds against a hang, not time checks: a busy 2-core CI machine must not fail a slow test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    environment: 'happy-dom',
    // The PDF preview's frame shows a blob: URL, which happy-dom cannot load: it printed a NotSupportedError stack
    // outside any test. No test reads a frame's page.
    environmentOptions: { happyDOM: { settings: { navigation: { disableChildFrameNavigation: true } } } },
    setupFiles: [
      '../../scripts/test/fail-on-console.ts',
      './src/testing/clear-storage.ts',
      './src/testing/deferred-chunks.ts',
      './src/testing/async-waits.ts',
    ],
    projects: WEB_PROJECTS,
  },
});
