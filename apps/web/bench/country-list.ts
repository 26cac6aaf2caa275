/**
 * `npm run bench` (web part): how long opening a country list keeps the page from answering (ADR 117), on the
 * production build served by the in-process simulator, in Debian's Chromium: a W-8BEN's mailing-address country
 * (nothing chosen) opened with a click once its dropdown's chunk is in, BENCH_LIST_SAMPLES times (default 5) at full
 * speed and with the CPU throttled 4×, each in a fresh page. The figure is the click's Event Timing duration (from the
 * press to the frame that shows the list: what INP counts), with the median and the range. No budget: printed to
 * compare builds (`TAXCERT_E2E_DIST`), as `npx tsx bench/country-list.ts` in apps/web.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { signIn } from '../e2e/support/sign-in';
import { startSimulator } from '../e2e/support/simulator';
import { benchEnv } from './env';

const XRW = { 'X-Requested-With': 'XMLHttpRequest' };
const FIELD = '#q-mailingAddress-country';

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
  console.log('\nOpening a country list (W-8BEN, mailing address), Event Timing of the click');
  for (const rate of [1, 4]) {
    const durations: number[] = [];
    for (let sample = 0; sample < benchEnv.BENCH_LIST_SAMPLES; sample += 1) {
      const page = await context.newPage();
      await page.goto(`${sim.url}/forms/w8ben_2021/${formId}`);
      const field = page.locator(FIELD);
      await field.waitFor();
      // The dropdown's chunk follows the form's first paint (ADR 084): measured once it is in.
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.evaluate(() => {
        const w = window as unknown as { __click?: number };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.name === 'click') w.__click = entry.duration;
        }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      });
      await field.click();
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      const reported = await page.waitForFunction(() => (window as unknown as { __click?: number }).__click);
      durations.push(Number(await reported.jsonValue()));
      await page.close();
    }
    durations.sort((a, b) => a - b);
    const median = durations[Math.floor(durations.length / 2)] ?? NaN;
    console.log(
      `  CPU ×${rate}: ${median.toFixed(0)} ms median [${durations[0]?.toFixed(0)}–${durations.at(-1)?.toFixed(0)}] over ${durations.length} samples`,
    );
  }
} finally {
  await browser.close();
  await sim.close();
}
