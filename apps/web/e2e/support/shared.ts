import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type FileChooser,
  type Locator,
  type Page,
} from 'playwright-core';
import { resultsDir, screenshotsWanted } from './results';
import { requestAuthLink, type RunningSimulator } from './simulator';
import { CHROMIUM, CHROMIUM_ARGS, CHROMIUM_ENV, checkFeaturesOff } from './chromium';
import { installClock, TEST_TIME_ZONE } from './clock';

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

/** Console errors every page may show: the normal 404 of config/preload.json (app-shell.md §7). */
const ALWAYS_ALLOWED = [/status of 404.*\/api\/config\/preload\.json/];

let workerBrowser: Promise<Browser> | undefined;

/**
 * One Chromium per worker, launched by its first file and used by the next ones (the files of a worker share its
 * module graph, ADR 109; a launch is about 0.5 s of CPU); each test gets its own context (cookies, so its own
 * simulator session). A browser that went away (a crash) is launched afresh for the next file. The worker's exit
 * ends it (Playwright closes the browsers it launched when the process exits).
 */
export function launchShared(): Promise<Browser> {
  workerBrowser ??= chromium
    .launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, env: CHROMIUM_ENV, headless: true })
    .then((browser) => {
      browser.on('disconnected', () => (workerBrowser = undefined));
      checkFeaturesOff();
      return browser;
    });
  const launched = workerBrowser;
  // A failed launch is not kept: the next file tries again.
  launched.catch(() => {
    if (workerBrowser === launched) workerBrowser = undefined;
  });
  return launched;
}

/**
 * A file is done with the worker's Chromium: what it left open (a context of a test cut short by its time-out) is
 * closed, so the next file starts on a browser with nothing of this one's.
 */
export async function releaseShared(browser: Browser | undefined): Promise<void> {
  if (!browser?.isConnected()) return;
  await Promise.all(browser.contexts().map((context) => context.close()));
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** The context's time zone (IANA). */
  timeZone: string;
  /** Patterns of console errors this test expects (e.g. the statuses a scenario injects). */
  allow: (...patterns: RegExp[]) => void;
  /** Fails when any unexpected console error or page error happened. */
  assertNoUnexpectedErrors: () => void;
  close: () => Promise<void>;
}

export interface SessionOptions {
  viewport?: { width: number; height: number };
  /** IANA time zone of the browser (default TEST_TIME_ZONE, behind UTC). */
  timeZone?: string;
  /** Where the page's clock starts (default: the file's current test time, support/clock.ts). */
  clockAt?: Date;
  /** The browser's language, its Accept-Language (default en-US). */
  locale?: string;
  /** false: a browser with JavaScript off (the pages rendered at build time, ADR 095). */
  javaScriptEnabled?: boolean;
}

/**
 * A fresh browser context and page with Playwright's clock installed before anything loads; every
 * console error and uncaught page error is recorded.
 */
export async function newSession(browser: Browser, options: SessionOptions = {}): Promise<Session> {
  const timeZone = options.timeZone ?? TEST_TIME_ZONE;
  const context = await browser.newContext({
    viewport: options.viewport ?? desktop,
    locale: options.locale ?? 'en-US',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    timezoneId: timeZone,
    acceptDownloads: true,
  });
  await installClock(context, options.clockAt);
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed: RegExp[] = [...ALWAYS_ALLOWED];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {
    context,
    page,
    timeZone,
    allow: (...patterns) => allowed.push(...patterns),
    assertNoUnexpectedErrors: () => {
      const found = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      if (found.length > 0) throw new Error(`Unexpected browser errors:\n${found.join('\n')}`);
    },
    close: () => context.close(),
  };
}

/** The EULA and cookie-consent cookies, so a test that is not about them starts past them. */
export async function acceptAgreements(context: BrowserContext, sim: RunningSimulator): Promise<void> {
  await context.addCookies([
    { name: 'taxcert_eula', value: 'accepted', url: sim.url },
    { name: 'taxcert_consent', value: 'yes', url: sim.url },
  ]);
}

/** Chooses a scenario for this browser session (simulator: GET /__sim/use/NAME?to=PATH) and opens PATH. */
export async function switchScenario(page: Page, sim: RunningSimulator, name: string, to = '/'): Promise<void> {
  await page.goto(`${sim.url}/__sim/use/${encodeURIComponent(name)}?to=${encodeURIComponent(to)}`);
}

/**
 * Signs a customer in by the calls the sign-in screen makes (conventions.md §16: a test that is not about
 * signing in does not click through it): on the session's scenario, the e-mailed link is opened and the
 * customer's e-mail, reference and name are posted (POST /api/authentaLink) in the context's cookie jar;
 * then the page opens where the app goes after signing in. Resolves once the URL matches `landsOn`
 * (default: form selection); `landsOn: null` opens no page (the test opens the one it is about, after setting up
 * through the API what it needs). The sign-in screen itself is driven by `submitSignIn` (shell tests, the
 * W-9 journey).
 */
export async function signInAs(
  page: Page,
  sim: RunningSimulator,
  options: { customer?: string; scenario?: string; landsOn?: string | RegExp | null } = {},
): Promise<void> {
  const { landsOn = '**/form-selection', ...identity } = options;
  const target = await signInByCalls(page.context(), sim, identity);
  if (landsOn === null) return;
  await page.goto(`${sim.url}${target}`);
  await page.waitForURL(landsOn);
}

/**
 * The calls of {@link signInAs} without opening a page: the context's cookies hold a signed-in session (on
 * `scenario`, when given), and no page has loaded yet — a test that opens a deeper address first saves the app's
 * start-up on the landing (ADR 102). Answers the path the app would open after signing in.
 */
export async function signInByCalls(
  context: BrowserContext,
  sim: RunningSimulator,
  options: { customer?: string; scenario?: string } = {},
): Promise<string> {
  const { customer = 'CUST-1001', scenario } = options;
  const request = context.request;
  const expectOk = (what: string, status: number) => {
    if (status >= 400) throw new Error(`${what} answered ${status}`);
  };
  if (scenario)
    expectOk(
      `/__sim/use/${scenario}`,
      (await request.get(`${sim.url}/__sim/use/${encodeURIComponent(scenario)}`, { maxRedirects: 0 })).status(),
    );
  const { link, email, uniqueRef, name } = await requestAuthLink(sim, customer);
  const url = new URL(link);
  expectOk(
    'The sign-in link',
    (await request.get(`${sim.url}${url.pathname}${url.search}`, { maxRedirects: 0 })).status(),
  );
  const response = await request.post(`${sim.url}/api/authentaLink`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: email ?? '', uniqueRef, name },
  });
  expectOk('POST /api/authentaLink', response.status());
  const { navigateToPath } = (await response.json()) as { navigateToPath?: string | null };
  // As the sign-in screen does: a server-given target only when it is a path of this site.
  return navigateToPath?.startsWith('/') && !navigateToPath.startsWith('//') ? navigateToPath : '/';
}

/**
 * Opens a fresh e-mailed sign-in link for `customer` (keeping to the address the simulator listens on)
 * and submits the customer's true e-mail, reference and name; resolves once submitted.
 */
export async function submitSignIn(page: Page, sim: RunningSimulator, customer: string): Promise<void> {
  const { link, email, uniqueRef, name } = await requestAuthLink(sim, customer);
  const url = new URL(link);
  await page.goto(`${sim.url}${url.pathname}${url.search}`);
  await page.waitForURL('**/authentalink');
  await page.getByLabel('Email').fill(email ?? '');
  await page.getByLabel('Customer reference').fill(uniqueRef);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Resolves once a request the page makes now has been reported to the test. Requests are reported in
 * the order the page makes them, so every request made before the call has been reported too: a test
 * can then assert that something was *not* requested without sleeping.
 */
export async function requestBarrier(page: Page): Promise<void> {
  const marker = `/locales/languages.json?barrier=${randomUUID()}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => {
    void fetch(url);
  }, marker);
  await seen;
}

/**
/**
 * Axe as the browser tests run it (ADR 109): in the page itself with `axe.run` (legacy mode) — the default opens a
 * blank page in the context for every run, a new renderer given axe's 500 KB script, to merge the frames' results,
 * which only a cross-origin frame needs (the app has none: its one frame, the PDF preview, is a blob: URL of its own
 * origin) —, and only violations gathered (`resultTypes`: every violating node is still reported; passes and
 * incomplete results, which no test reads, keep one node each instead of hundreds). About 2 s → 0.5 s on a CRS-I.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * axe's rules whose verdict can change with the interface language on a page whose structure stays: the language
 * of the page and of its parts, and what the length of a text can change — a target's size, a box that starts to
 * scroll. The rest (names present, roles, structure, colours) is every language's, and is checked in one.
 */
export const LANGUAGE_RULES = [
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'valid-lang',
  'target-size',
  'scrollable-region-focusable',
];

/**
 * No serious or critical axe violation on the page as it is now (only `rules`, when given). Every block is rendered
 * while axe looks (ADR 108): it judges a text's contrast by what is painted at its place, and a block away from the
 * screen paints nothing.
 */
export async function expectAccessible(page: Page, label: string, rules?: readonly string[]): Promise<void> {
  const rendered = await renderEveryBlock(page);
  let results;
  try {
    results = await (rules ? axeOn(page).withRules([...rules]) : axeOn(page)).analyze();
  } finally {
    await rendered();
  }
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length > 0) {
    const text = bad
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      .join('\n');
    throw new Error(`axe found serious or critical violations on ${label}:\n${text}`);
  }
}

/**
 * A form's blocks away from the screen are not rendered (content-visibility, ADR 108): a full-page screenshot would
 * show them blank and the page's height would be their estimates. This sheet renders every block, for a screenshot
 * (`page.screenshot`'s `style`) or a measure of the whole page (`renderEveryBlock`).
 */
export const EVERY_BLOCK_RENDERED = '[data-block] { content-visibility: visible !important; }';

/** Renders every block of the form until the returned function is called (see EVERY_BLOCK_RENDERED). */
export async function renderEveryBlock(page: Page): Promise<() => Promise<void>> {
  const sheet = await page.addStyleTag({ content: EVERY_BLOCK_RENDERED });
  return () => sheet.evaluate((element) => (element as Element).remove());
}

/** Screenshots at 1280 px and 390 px wide (apps/web/test-results/NAME-desktop.png, NAME-phone.png). */
export async function screenshots(page: Page, name: string, fullPage = true): Promise<void> {
  if (!screenshotsWanted) return;
  const before = page.viewportSize() ?? desktop;
  for (const [label, size] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(resultsDir, `${name}-${label}.png`), fullPage, style: EVERY_BLOCK_RENDERED });
  }
  await page.setViewportSize(before);
}

/**
 * Records every `document.cookie = …` the app writes (window.__cookieWrites). Chromium caps a cookie's
 * lifetime at 400 days, so the expiry the app asks for (2038-01-01) is only visible in what it wrote.
 */
export async function recordCookieWrites(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const writes: string[] = [];
    (window as unknown as { __cookieWrites: string[] }).__cookieWrites = writes;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document) as string,
      set: (value: string) => {
        writes.push(value);
        descriptor?.set?.call(document, value);
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cookieWrites: string[] }).__cookieWrites);
}

/**
 * Picks `files` in the file chooser that `click` opens. The wait for the chooser starts before the click and is
 * settled together with it: a click that fails fails the step, and never leaves the wait to reject unhandled after
 * the test has ended (which fails the whole run even when a retry passes).
 */
export async function pickFiles(
  page: Page,
  click: () => Promise<void>,
  files: Parameters<FileChooser['setFiles']>[0],
): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), click()]);
  await chooser.setFiles(files);
}

/**
 * Opens the upload dialog of the supporting-documents section in `scope` and answers the dialog once it shows.
 * The section sits under the form's blocks, which are laid out as they come into view (`content-visibility`,
 * ADR 108): the scroll a click makes can move the button between the click's press and its release on a loaded
 * machine, and the dialog never opened. Scrolled there first, the click's own stability check sees the settled page.
 */
export async function openUploadDialog(page: Page, scope: Locator | Page = page): Promise<Locator> {
  const button = scope.getByRole('button', { name: 'Upload documents' });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Upload documents' });
  await dialog.waitFor();
  return dialog;
}
