import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, CHROMIUM_ENV } from './chromium';
import { installClock, TEST_TIME_ZONE } from './clock';


export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far that no `allowConsoleErrors` pattern matched. */
  unexpectedErrors: () => string[];
  /** Patterns of console errors a test expects (e.g. the 422 of a refused signature). */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  /** Fails when any unexpected console error or page error happened. */
  assertNoUnexpectedErrors: () => void;
  close: () => Promise<void>;
}

/** Chromium with a fresh temporary profile; every console error and uncaught page error is recorded. */
export async function launchBrowser(viewport = { width: 1280, height: 800 }): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'taxcert-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    env: CHROMIUM_ENV,
    headless: true,
    viewport,
    acceptDownloads: true,
    locale: 'en-US',
    timezoneId: TEST_TIME_ZONE,
  });
  await installClock(context);
  const errors: string[] = [];
  // The normal 404 of config/preload.json (app-shell.md §7) is expected on every start.
  const allowed: RegExp[] = [/status of 404.*\/api\/config\/preload\.json/];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());

  const unexpectedErrors = () => errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
  return {
    context,
    page,
    unexpectedErrors,
    allowConsoleErrors: (...patterns) => allowed.push(...patterns),
    assertNoUnexpectedErrors: () => {
      const found = unexpectedErrors();
      if (found.length > 0) throw new Error(`Unexpected browser errors:\n${found.join('\n')}`);
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
