/**
 * Keystroke-to-paint, measured in the page (bench/browser.ts): for every key, from the keydown event's time stamp
 * to the first task after the next animation frame (i.e. after the frame that shows the character), with the
 * keydowns' Event Timing durations (the INP proxy). A sample is KEYS keys typed into one text field; the floor is
 * the same typing into a plain input on an empty page of the same browser (no React, no form), measured beside each
 * sample at the same CPU rate, so that each sample is judged against the machine as it was while it was taken.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { percentile } from './stats';

export const KEYS = 120;

/** Installed before any page script: keystroke-to-paint samples and Event Timing entries. */
export function instrument() {
  const w = window as unknown as { __k2p?: number[]; __slowEvents?: number[] };
  w.__k2p = [];
  w.__slowEvents = [];
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => w.__k2p?.push(performance.now() - start), 0));
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'keydown') w.__slowEvents?.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** p50 / p95 / max of one sample's keystroke-to-paint, and its Event Timing 98th percentile. */
export interface Summary {
  p50: number;
  p95: number;
  max: number;
  keys: number;
  /** Keydowns Event Timing reported (those ≥ 16 ms). */
  slow: number;
  eventP98: number;
}

function summary(samples: number[], slow: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  // An unreported keydown counts as < 16 ms.
  const events = [...slow, ...Array<number>(Math.max(0, sorted.length - slow.length)).fill(0)].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
    keys: sorted.length,
    slow: slow.length,
    eventP98: percentile(events, 98),
  };
}

/** KEYS keys ('a', a Backspace every twelfth) typed into the first enabled text field of the page's form. */
async function typeSample(page: Page): Promise<Summary> {
  const field = page.locator('form input[type="text"]:not([disabled])').first();
  await field.click();
  await page.evaluate(() => {
    const w = window as unknown as { __k2p: number[]; __slowEvents: number[] };
    w.__k2p = [];
    w.__slowEvents = [];
  });
  for (let i = 0; i < KEYS; i += 1) {
    await page.keyboard.press(i % 12 === 11 ? 'Backspace' : 'a');
    // One key per frame or two, as a fast typist.
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(300);
  // Every key's sample lands a frame after it; on a loaded machine that may take longer than the pause above.
  await page
    .waitForFunction((keys) => ((window as unknown as { __k2p?: number[] }).__k2p?.length ?? 0) >= keys, KEYS, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  const { samples, slow } = await page.evaluate(() => {
    const w = window as unknown as { __k2p: number[]; __slowEvents: number[] };
    return { samples: [...w.__k2p], slow: [...w.__slowEvents] };
  });
  return summary(samples, slow);
}

/**
 * One sample typed at a CPU slowdown (1: none), its page brought to the front first: a page behind another gets
 * its animation frames throttled, which would time the throttling, not the page.
 */
export async function sampleAt(context: BrowserContext, page: Page, rate: number): Promise<Summary> {
  await page.bringToFront();
  const session = rate === 1 ? undefined : await context.newCDPSession(page);
  await session?.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    return await typeSample(page);
  } finally {
    await session?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await session?.detach();
  }
}

/** The page of the floor: a plain input, instrumented. */
export async function floorPage(context: BrowserContext): Promise<Page> {
  const plain = await context.newPage();
  // setContent rewrites the document, which drops the listeners the init script added: instrumented again after it.
  await plain.setContent('<form><input type="text" aria-label="plain"></form>');
  await plain.evaluate(instrument);
  return plain;
}

/** A form's sample with the floor's beside it. */
export interface Pair {
  form: Summary;
  floor: Summary;
}

/**
 * The keystroke budgets, each sample against the floor taken beside it: p95 ≤
 * floor + 8 ms at ×1, ≤ 2 × floor at ×4; Event Timing p98 ≤ 100 ms at ×4. The misses, none when met.
 */
export function misses(rate: number, { form, floor }: Pair): string[] {
  const found: string[] = [];
  // A sample with no keys recorded is no measurement: it cannot meet a budget.
  if (form.keys < KEYS || floor.keys < KEYS) return [`${KEYS} keys recorded (form ${form.keys}, floor ${floor.keys})`];
  const p95Budget = rate === 1 ? floor.p95 + 8 : 2 * floor.p95;
  if (form.p95 > p95Budget) found.push(`p95 ≤ ${p95Budget.toFixed(1)} ms (${rate === 1 ? 'floor + 8' : '2 × floor'})`);
  if (rate === 4 && form.eventP98 > 100) found.push('Event Timing p98 ≤ 100 ms');
  return found;
}

/** One sample's line: the form's figures, the floor beside it, the ratio, met or MISSED. */
export function pairLine(rate: number, pair: Pair): string {
  const { form, floor } = pair;
  const missed = misses(rate, pair);
  return (
    `p50 ${form.p50.toFixed(1)} ms, p95 ${form.p95.toFixed(1)} ms, max ${form.max.toFixed(1)} ms over ${form.keys} keys; ` +
    `Event Timing p98 ${form.eventP98.toFixed(0)} ms (${form.slow} keydowns ≥ 16 ms); floor beside it p50 ${floor.p50.toFixed(1)} ms, ` +
    `p95 ${floor.p95.toFixed(1)} ms; p95 ${(form.p95 / floor.p95).toFixed(2)} × floor, +${(form.p95 - floor.p95).toFixed(1)} ms  ` +
    (missed.length === 0 ? 'met' : `MISSED: ${missed.join(', ')}`)
  );
}
