import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const runner = fileURLToPath(new URL('./run.ts', import.meta.url));

/**
 * After the client build, the public pages rendered at build time (ADR 095): prerender/run.ts, in a process of its
 * own under tsx, because it reads the start-up answers from the simulator (TypeScript source) and builds the server
 * entry with Vite. `vite build`, `npm run build`, `npm start`, CI and the benches all get the pages.
 */
export function prerenderPages(): Plugin {
  let outDir = '';
  return {
    name: 'taxcert-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const run = spawnSync(process.execPath, ['--import', 'tsx', runner, outDir], { stdio: 'inherit' });
        if (run.status !== 0) throw new Error(`prerender failed (exit ${run.status ?? run.signal})`);
      },
    },
  };
}
