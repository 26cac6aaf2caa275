import { defineConfig } from 'vitest/config';
import { WEB_PROJECTS } from './apps/web/vitest.config';

/**
 * Every workspace's unit tests in one Vitest run (`npm run test:quick`, and the unit half of `npm test`): each
 * workspace's own config is a project here, so its files run as they do with `npm test -w <workspace>`. One run keeps
 * both cores busy to the end — Vitest runs the projects one after another, and a worker that has finished its part
 * of one starts on the next — where one run per workspace, two at a time (turbo), left a core idle while the long
 * web run finished alone (ADR 116).
 */
export default defineConfig({
  test: {
    // A worker per core, as in each workspace's config (ADR 083).
    maxWorkers: '100%',
    projects: [
      'contracts',
      'packages/*',
      'apps/simulator',
      'scripts',
      // The web workspace's two projects, from its config (its own `projects` are not read through a reference).
      ...WEB_PROJECTS.map((project) => ({ ...project, extends: './apps/web/vitest.config.ts', root: './apps/web' })),
    ],
  },
});
