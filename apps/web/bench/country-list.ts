/**
 * `npm run bench` (web part): how long opening a country list keeps the page from answering (ADR 117), on the
 * production build served by the in-process simulator, in Debian's Chromium: a W-8BEN's mailing-address country
 * (nothing chosen) opened with a click once its dropdown's chunk is in, BENCH_LIST_SAMPLES times (default 5) at full
 * speed and with the CPU throttled 4×, each in a fresh page. Two figures, each with the median and the range:
 * - the click's Event Timing duration, from the press to the next frame on the screen (what INP counts);
 * - the time from the press to the end of the main thread's frame that paints the first country. It leaves out the
 *   frame's way to the screen, which Event Timing counts, so the first figure can come out above the second.
 * The first alone can mislead: a list rendered in a background render after the press nearly halved it, while the
 * countries came ~20 % later (ADR 117). No budget: printed to compare builds (`TAXCERT_E2E_DIST`), as
 * `npx tsx bench/country-list.ts` in apps/web.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { signIn } from '../e2e/support/sign-in';
import { startSimulator } from '../e2e/support/simulator';
import { benchEnv } from './env';
import { median } from './stats';

const XRW = { 'X-Requested-With': 'XMLHttpRequest' };
const FIELD = '#q-mailingAddress-country';

/** A sample's median and range, over its samples. */
function spread(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${median(sorted).toFixed(0)} ms median [${sorted[0]?.toFixed(0)}–${sorted.at(-1)?.toFixed(0)}] over ${sorted.length} samples`;
}

const sim = await startSimulator('default');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-US' });
  const start = await context.newPage();
  await signIn(start, sim);
  const created = await context.request.put(`${sim.url}/api/forms`, {
    headers: XRW,
    data: { isOnline: true, accountId: 5001, formType: 'w8ben_2021' },
  });
  const { formId } = (await created.json()) as { formId?: number };
  if (!formId) throw new Error(`Could not create a W-8BEN: ${created.status()}`);
  await start.close();
  console.log(
    "\nOpening a country list (W-8BEN, mailing address): the press's Event Timing, and the press to the countries painted",
  );
  for (const rate of [1, 4]) {
    const durations: number[] = [];
    const shownAfter: number[] = [];
    for (let sample = 0; sample < benchEnv.BENCH_LIST_SAMPLES; sample += 1) {
      const page = await context.newPage();
      await page.goto(`${sim.url}/forms/w8ben_2021/${formId}`);
      const field = page.locator(FIELD);
      await field.waitFor();
      // The dropdown's chunk follows the form's first paint (ADR 084): measured once it is in.
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      // No named function inside: tsx would wrap it in a helper the page does not have.
      await page.evaluate(() => {
        const w = window as unknown as { __click?: number; __shown?: number; __down?: number };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.name === 'click') w.__click = entry.duration;
        }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
        document.addEventListener('pointerdown', (event) => (w.__down = event.timeStamp), {
          capture: true,
          once: true,
        });
        // The first option in the page, then the frame that paints it: when the customer sees the countries.
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="option"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (w.__shown = performance.now() - (w.__down ?? NaN)), 0));
        });
        observer.observe(document.body, { subtree: true, childList: true });
      });
      await field.click();
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      const reported = await page.waitForFunction(() => {
        const w = window as unknown as { __click?: number; __shown?: number };
        return w.__click !== undefined && w.__shown !== undefined && [w.__click, w.__shown];
      });
      const [click, shown] = (await reported.jsonValue()) as [number, number];
      durations.push(click);
      shownAfter.push(shown);
      await page.close();
    }
    console.log(
      `  CPU ×${rate}: the press's Event Timing ${spread(durations)}; the countries painted ${spread(shownAfter)}`,
    );
  }
} finally {
  await browser.close();
  await sim.close();
}
