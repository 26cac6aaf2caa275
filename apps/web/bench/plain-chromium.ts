/**
 * Debian's Chromium launched as a plain headless browser, for Lighthouse (ADR 086): the binary
 * itself (/usr/lib/chromium/chromium), not the /usr/bin/chromium wrapper, which adds the flags of /etc/chromium.d
 * (`--enable-gpu-rasterization` among them); not through Playwright's launcher either, which adds its own
 * (`--hide-scrollbars`, `--force-color-profile=srgb`, `--blink-settings=…`, …). Only what it needs to run here:
 * `--headless=new`, `--no-sandbox` (this machine runs it as root, where Chromium refuses to start sandboxed), a
 * throwaway profile and a DevTools port for Lighthouse and Playwright to connect to. Nothing that changes how a
 * page is rendered, timed or fetched: no `--disable-gpu`, no background-networking or component-update flags.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ENV } from '../e2e/support/chromium';

/** Debian's Chromium binary (package `chromium`), without its launcher script's flags. */
export const CHROMIUM_BINARY = '/usr/lib/chromium/chromium';
/** Every flag the bench passes, besides the profile folder and the DevTools port. */
export const PLAIN_FLAGS = ['--headless=new', '--no-sandbox'] as const;

export interface PlainChromium {
  /** The DevTools port (Lighthouse's `port`; `http://127.0.0.1:<port>` for Playwright's connectOverCDP). */
  port: number;
  close: () => Promise<void>;
}

/**
 * Starts the browser and waits for its DevTools address (at most 30 s). `trust`: flags that make it trust a test
 * certificate (bench/tls-front.ts), which change nothing of how a page is rendered, timed or fetched.
 */
export async function launchPlainChromium(trust: readonly string[] = []): Promise<PlainChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'taxcert-plain-chromium-'));
  const child = spawn(
    CHROMIUM_BINARY,
    [...PLAIN_FLAGS, ...trust, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { env: CHROMIUM_ENV, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // 'close', not 'exit': once every process of the browser is gone, since its helpers share the stderr pipe and may
  // still write to the profile after the browser process has ended (rmSync then failed with ENOTEMPTY).
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools address in 30 s: ${output}`)), 30_000);
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (found) {
          clearTimeout(timer);
          resolve(Number(found[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium ended with ${code} before it listened: ${output.slice(-500)}`));
      });
    });
    // Its messages (dbus, the unreachable update hosts) are not ours to print; the pipe is drained.
    child.stderr.removeAllListeners('data');
    child.stderr.resume();
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
