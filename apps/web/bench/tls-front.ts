/**
 * The simulator behind TLS and HTTP/2, as a deployment serves the app (deploy/nginx/README.md: `listen 443 ssl http2`;
 * ADR 121): Debian's nginx on a free port of 127.0.0.1 terminates TLS with a throwaway self-signed certificate and
 * passes every request on to the simulator over kept-alive HTTP/1.1 connections. Lighthouse's simulated slow 4G then
 * sees what a customer's browser sees: one TLS connection that carries every request at once, not HTTP/1.1's six
 * connections taking a form page's ~40 requests in turns.
 *
 * The browser trusts that certificate alone: `--ignore-certificate-errors-spki-list` with its key's SHA-256 (Chromium
 * honours it with a `--user-data-dir`, which the plain Chromium has). It changes no rendering, timing or fetching.
 */
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { join } from 'node:path';
import { freePort, NGINX, nginxPrefix, runNginx } from '../e2e/support/nginx';

export interface TlsFront {
  /** https://127.0.0.1:<port>: the app's origin for the browser. */
  url: string;
  /** The Chromium flag that makes it trust this front's certificate, and no other. */
  trustFlag: string;
  close: () => Promise<void>;
}

/** nginx's configuration: TLS and HTTP/2 on `port`, everything passed on to `target` (http://127.0.0.1:<port>). */
function configuration(port: number, target: string): string {
  return `worker_processes 1;
pid nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  upstream simulator {
    server ${new URL(target).host};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate cert.pem;
    ssl_certificate_key key.pem;
    location / {
      proxy_pass http://simulator;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_buffering off;
    }
  }
}
`;
}

/** Whether the front answers over TLS (its certificate is not checked: only whether nginx is up). */
function answers(url: string): Promise<boolean> {
  return new Promise((done) => {
    const request = get(url, { rejectUnauthorized: false, timeout: 2_000 }, (response) => {
      response.resume();
      done(true);
    });
    request.once('error', () => done(false));
    request.once('timeout', () => request.destroy());
  });
}

/** Starts nginx in front of `target` and resolves once it answers over TLS (e2e/support/nginx.ts `runNginx`). */
export async function startTlsFront(target: string): Promise<TlsFront> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `No ${NGINX}: apt-get install nginx (or LIGHTHOUSE_TRANSPORT=http1 to audit the simulator's own HTTP/1.1)`,
    );
  }
  const prefix = nginxPrefix('taxcert-tls-front-');
  const key = join(prefix, 'key.pem');
  const cert = join(prefix, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  const spki = createPublicKey(readFileSync(key)).export({ type: 'spki', format: 'der' });
  const trustFlag = `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
  const port = await freePort();
  writeFileSync(join(prefix, 'nginx.conf'), configuration(port, target));
  const url = `https://127.0.0.1:${port}`;
  const { close } = await runNginx(prefix, url, () => answers(url));
  return { url, trustFlag, close };
}
