import { ENGLISH_MONTHS } from '@taxcert/forms';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * The one place a browser test reads time (DEVELOPERS.md: no test depends on the hour or the date).
 *
 * Every test file starts its clocks at TEST_START: `TAXCERT_TEST_NOW` (an ISO 8601 instant, e.g.
 * `2026-12-31T23:59:00Z`) or, by default, a fixed working day. From there time runs as it does for a
 * customer: each browser context gets Playwright's clock installed at the file's current test time
 * before any page loads, and the simulator of the file reads the same time line. So a run behaves as
 * if the machine's clock said TAXCERT_TEST_NOW when it started, and expected dates are computed from
 * the page's own clock in the page's own time zone. The lint rule in eslint.config.js keeps
 * `Date.now()` and `new Date()` out of every other browser-test file.
 */
const DEFAULT_TEST_START = '2026-06-15T14:30:00.000Z';

function parseStart(value: string | undefined): number {
  const text = value?.trim() || DEFAULT_TEST_START;
  const millis = Date.parse(text);
  if (Number.isNaN(millis))
    throw new Error(`TAXCERT_TEST_NOW must be an ISO 8601 instant such as 2026-12-31T23:59:00Z; got "${text}"`);
  return millis;
}

/** The instant this test file's clocks start at. */
export const TEST_START = new Date(parseStart(process.env.TAXCERT_TEST_NOW));

/** The time zone of every browser context unless a test names another (behind UTC, so the UTC cap never applies). */
export const TEST_TIME_ZONE = 'America/New_York';

let offset = TEST_START.getTime() - Date.now();

/**
 * Starts this file's test time line at TEST_START. The browser files share a worker's module graph (ADR 109), so
 * this module is evaluated once per worker, not per file: `e2e/support/each-file.ts` calls this before every file.
 */
export function startTestTime(): void {
  offset = TEST_START.getTime() - Date.now();
}

/** The current test time: TEST_START plus the real time this file has run. */
export const testNow = (): Date => new Date(Date.now() + offset);

/**
 * A simulator clock a test moves by hand (give it a simulator of its own): on the test time line, or
 * `frozen` at the test time it was made, so that only {@link SimClock.advance} moves it and a busy
 * machine's real seconds never end a session.
 */
export class SimClock {
  private extra = 0;
  private readonly frozenAt: number | null;
  constructor(options: { frozen?: boolean } = {}) {
    this.frozenAt = options.frozen ? testNow().getTime() : null;
  }
  readonly now = (): Date => new Date((this.frozenAt ?? testNow().getTime()) + this.extra);
  advance(ms: number): void {
    this.extra += ms;
  }
}

/** Installs Playwright's clock in a context at `at` (default: the current test time), before any page loads. */
export async function installClock(context: BrowserContext, at: Date = testNow()): Promise<void> {
  await context.clock.install({ time: at });
}

/** What the page's clock says now. */
export async function pageNow(page: Page): Promise<Date> {
  return new Date(await page.evaluate(() => Date.now()));
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar day of an instant in a time zone (an oracle written apart from the app's date code). */
export function dayIn(instant: Date, timeZone: string): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * The day a customer in `timeZone` signs on at `instant` (app-shell.md §4): the local day, capped at the
 * UTC day when the local day is ahead of it.
 */
export function signDayAt(instant: Date, timeZone: string): CalendarDay {
  const local = dayIn(instant, timeZone);
  const utc = dayIn(instant, 'UTC');
  const key = (d: CalendarDay) => d.year * 10_000 + d.month * 100 + d.day;
  return key(local) > key(utc) ? utc : local;
}

/** A calendar day in one of the sign-date formats of the forms (MM-dd-yyyy, dd-MM-yyyy, yyyy-MM-dd, MMMM dd, yyyy). */
export function formatDay(
  day: CalendarDay,
  pattern: 'MM-dd-yyyy' | 'dd-MM-yyyy' | 'yyyy-MM-dd' | 'MMMM dd, yyyy',
): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const values: Record<string, string> = {
    yyyy: String(day.year),
    MMMM: ENGLISH_MONTHS[day.month - 1] ?? '',
    MM: two(day.month),
    dd: two(day.day),
  };
  return pattern.replace(/yyyy|MMMM|MM|dd/g, (token) => values[token] ?? token);
}

/**
 * The dates a page can show for "today" while `read` runs: the sign day before and after it, so a test
 * that happens to straddle midnight still knows every right answer (and no wrong one).
 */
export async function todayWhile<T>(
  page: Page,
  timeZone: string,
  read: () => Promise<T>,
): Promise<{ value: T; days: CalendarDay[] }> {
  const before = signDayAt(await pageNow(page), timeZone);
  const value = await read();
  const after = signDayAt(await pageNow(page), timeZone);
  return { value, days: [before, after] };
}

const inFlight = new WeakMap<Page, { count: number; idle: Array<() => void> }>();

/** Counts the page's requests in flight from now on, so {@link runPageClockUntil} can wait for quiet. */
function trackRequests(page: Page): { count: number; idle: Array<() => void> } {
  const known = inFlight.get(page);
  if (known) return known;
  const state = { count: 0, idle: [] as Array<() => void> };
  const done = () => {
    state.count = Math.max(0, state.count - 1);
    if (state.count === 0) state.idle.splice(0).forEach((resolve) => resolve());
  };
  page.on('request', () => (state.count += 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  inFlight.set(page, state);
  return state;
}

/**
 * Resolves once the page has no request in flight (counted from the first {@link pauseClock} on), or as soon as
 * `done` holds (looked at every 50 ms meanwhile: a request the test holds forever, such as a chunk that never
 * arrives, would otherwise keep the page busy for good). Answers whether `done` held.
 */
export async function requestsIdle(page: Page, done: () => Promise<boolean> = async () => false): Promise<boolean> {
  const requests = trackRequests(page);
  if (requests.count === 0) return false;
  let idle = false;
  const quiet = new Promise<void>((resolve) =>
    requests.idle.push(() => {
      idle = true;
      resolve();
    }),
  );
  while (!idle) {
    if (await done()) return true;
    await Promise.race([quiet, new Promise<void>((resolve) => setTimeout(resolve, 50))]);
  }
  return false;
}

/**
 * Pauses the page's clock about a second on from its own time: from then on its time moves only when the
 * test runs it, so a delay of the app is measured in the page's own milliseconds however slow the machine
 * is. (Playwright pauses only at a time not before the page's: a busy machine gets a second try.)
 */
export async function pauseClock(page: Page): Promise<void> {
  trackRequests(page);
  for (let attempt = 1; ; attempt += 1) {
    const now = page.url() === 'about:blank' ? testNow() : await pageNow(page);
    try {
      await page.clock.pauseAt(new Date(now.getTime() + 1_000));
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('past')) throw error;
    }
  }
}

/**
 * With the clock paused: runs it `stepMs` at a time, each step only once the page has no request in
 * flight (real I/O takes what it takes; only the app's timers need the clock), until `done` holds.
 * Returns the page time it ran; fails once it has run `maxMs` without `done`.
 */
export async function runPageClockUntil(
  page: Page,
  done: () => Promise<boolean>,
  options: { stepMs?: number; maxMs?: number } = {},
): Promise<number> {
  const { stepMs = 50, maxMs = 10_000 } = options;
  trackRequests(page);
  let ran = 0;
  while (!(await done())) {
    if (ran >= maxMs) throw new Error(`Not done after running the page clock ${maxMs} ms`);
    if (await requestsIdle(page, done)) break;
    await page.clock.runFor(stepMs);
    ran += stepMs;
  }
  return ran;
}
