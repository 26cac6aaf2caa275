import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Debian's nginx (`apt-get install nginx libnginx-mod-http-brotli-static`; .ci/run installs both). */
export const NGINX = '/usr/sbin/nginx';
/** The checked-in configuration (deploy/nginx/README.md). */
export const NGINX_CONFIG_DIR = resolve(import.meta.dirname, '..', '..', '..', '..', 'deploy', 'nginx');

export interface RunningNginx {
  /** http://127.0.0.1:<port>: the app's origin. */
  url: string;
  /** What nginx wrote to stderr so far (its error log). */
  log: () => string;
  close: () => Promise<void>;
}

/** A port free on 127.0.0.1 now (nginx cannot be told to pick one and report it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Runs the checked-in nginx configuration in the foreground under a temporary prefix, as deploy/nginx/README.md
 * says: its templates rendered for this port, the build at `root`, the API at `apiOrigin` (app-config.json and
 * the CSP name it). Resolves once nginx answers.
 */
export async function startNginx(options: { port: number; root: string; apiOrigin: string }): Promise<RunningNginx> {
  const prefix = nginxPrefix('taxcert-nginx-');
  const appConfig = join(prefix, 'app-config.json');
  writeFileSync(appConfig, JSON.stringify({ apiHost: options.apiOrigin }));
  chmodSync(appConfig, 0o644);
  const values: Record<string, string> = {
    TAXCERT_LISTEN: `127.0.0.1:${options.port}`,
    TAXCERT_ROOT: options.root,
    TAXCERT_APP_CONFIG: appConfig,
    TAXCERT_API_ORIGIN: options.apiOrigin,
  };
  for (const name of ['taxcert.conf', 'security-headers.conf']) {
    const template = readFileSync(join(NGINX_CONFIG_DIR, `${name}.template`), 'utf8');
    writeFileSync(
      join(prefix, name),
      template.replace(/\$\{(TAXCERT_[A-Z_]+)\}/g, (_, key: string) => {
        const value = values[key];
        if (value === undefined) throw new Error(`deploy/nginx/${name}.template names an unknown \${${key}}`);
        return value;
      }),
    );
  }
  copyFileSync(join(NGINX_CONFIG_DIR, 'nginx.conf'), join(prefix, 'nginx.conf'));
  const url = `http://127.0.0.1:${options.port}`;
  const running = await runNginx(prefix, url, () =>
    fetch(`${url}/app-config.json`).then(
      (res) => res.ok,
      () => false,
    ),
  );
  return { url, ...running };
}

/**
 * A new temporary folder for nginx to run under (`-p`), with its `tmp/` for request bodies and proxied answers. nginx's
 * workers run as an unprivileged user when the master is root: they must read what is put in it (the master reads
 * a TLS key, which may stay root's).
 */
export function nginxPrefix(name: string): string {
  const prefix = mkdtempSync(join(tmpdir(), name));
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, 'tmp'));
  return prefix;
}

/**
 * Runs nginx in the foreground on `<prefix>/nginx.conf` and resolves once `answers` is true (100 tries, 0.1 s apart);
 * `close` stops it and removes the prefix. It throws with nginx's error log if nginx ends or never answers.
 */
export async function runNginx(
  prefix: string,
  url: string,
  answers: () => Promise<boolean>,
): Promise<Omit<RunningNginx, 'url'>> {
  let log = '';
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    if (await answers()) return { log: () => log, close };
    await new Promise((done) => setTimeout(done, 100));
  }
  await close();
  throw new Error(`nginx did not start on ${url}: ${log}`);
}
