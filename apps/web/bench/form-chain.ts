/**
 * What a form screen's first paint waits for, in exact measures that a loaded machine does not blur: opens the W-9,
 * the W-8BEN-E with every Part open and the W-8IMY as new forms, signed in, on the production build (apps/web/dist
 * or TAXCERT_E2E_DIST) with the cache off, and prints for each the requests that ended before the form's first
 * question label was in the page — each with its depth in the request chain (the page 0; what the page's HTML asks
 * for 1; what a script or stylesheet asks for, one more than that file) and its bytes on the wire — then the deepest
 * chain, the number of requests and the JS bytes before that paint. Lighthouse simulates a slow 4G link (150 ms a
 * round trip): each level of the chain costs at least a round trip, each KiB about 5 ms. A tool to look with, not a
 * budget: `npx tsx bench/form-chain.ts` in apps/web (ADR 096).
 */
import { chromium, type CDPSession } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { signIn } from '../e2e/support/sign-in';
import { startSimulator } from '../e2e/support/simulator';
import { OPEN } from './open-forms';

const XRW = { 'X-Requested-With': 'XMLHttpRequest' };
const FORMS = [
  ['W-9', 'w9_2024'],
  ['W-8BEN-E, every Part open', 'w8bene_2021'],
  ['W-8IMY', 'w8imy_2021'],
] as const;

interface Sent {
  url: string;
  initiator: string | undefined;
}

/** The URL of the document or script that asked for a request, as CDP names it (the first frame of its stack). */
function initiatorOf(initiator: {
  url?: string;
  stack?: { callFrames: { url: string }[]; parent?: { callFrames: { url: string }[] } };
}): string | undefined {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent as typeof stack)
    for (const frame of stack.callFrames) if (frame.url) return frame.url;
  return undefined;
}

async function recordRequests(cdp: CDPSession): Promise<Map<string, Sent>> {
  const sent = new Map<string, Sent>();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!sent.has(event.request.url))
      sent.set(event.request.url, { url: event.request.url, initiator: initiatorOf(event.initiator) });
  });
  return sent;
}

function depthOf(url: string, sent: Map<string, Sent>, page: string, seen = new Set<string>()): number {
  if (url === page) return 0;
  const parent = sent.get(url)?.initiator;
  if (!parent || seen.has(url)) return 1;
  seen.add(url);
  return depthOf(parent, sent, page, seen) + 1;
}

async function main() {
  const sim = await startSimulator('default');
  sim.app.sim.changeConfig((config) => {
    for (const offered of config.formTypes)
      if (FORMS.some(([, formType]) => formType === offered.formType)) offered.isVisible = true;
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const start = await context.newPage();
    await signIn(start, sim);
    await start.close();
    for (const [label, formType] of FORMS) {
      const created = await context.request.put(`${sim.url}/api/forms`, {
        headers: XRW,
        data: { isOnline: true, accountId: 5001, formType, ...(OPEN[formType] ? { data: OPEN[formType] } : {}) },
      });
      const formId = ((await created.json()) as { formId?: number }).formId;
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const sent = await recordRequests(cdp);
      await page.addInitScript(() => {
        const w = window as unknown as { __painted?: number };
        new MutationObserver((_, observer) => {
          if (document.querySelector('[data-question]')) {
            w.__painted = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const url = `${sim.url}/forms/${formType}/${formId}`;
      await page.goto(url);
      await page.waitForFunction(() => (window as unknown as { __painted?: number }).__painted !== undefined, null, {
        timeout: 60_000,
      });
      await page.waitForLoadState('networkidle');
      const { painted, resources } = await page.evaluate(() => ({
        painted: (window as unknown as { __painted: number }).__painted,
        resources: performance
          .getEntriesByType('resource')
          .map((e) => e as PerformanceResourceTiming)
          .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, bytes: e.transferSize })),
      }));
      const before = resources.filter((r) => r.end <= painted);
      const rows = before.map((r) => ({ ...r, depth: depthOf(r.name, sent, url) }));
      const js = rows.filter((r) => r.name.endsWith('.js')).reduce((n, r) => n + r.bytes, 0);
      console.log(`\n${label}: first question label at ${painted.toFixed(0)} ms (no throttling)`);
      for (const r of rows.sort((a, b) => a.start - b.start))
        console.log(
          `  ${'·'.repeat(r.depth).padEnd(7)} ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)} ms ${String(r.bytes).padStart(7)} B  ${r.name.replace(sim.url, '')}`,
        );
      // What the form's own GET waited for: the requests of the page that had ended before it was sent.
      const get = rows.find((r) => /\/api\/(forms|formgroups)\/\d+$/.test(r.name));
      const waited = get ? rows.filter((r) => r.end <= get.start) : [];
      console.log(
        `  the form's GET sent at ${get?.start.toFixed(0) ?? '?'} ms, after ${waited.length} requests had ended ` +
          `(${(waited.reduce((n, r) => n + r.bytes, 0) / 1024).toFixed(1)} KiB, JS ${waited.filter((r) => r.name.endsWith('.js')).length} files)`,
      );
      console.log(
        `  before the paint: ${rows.length} requests, deepest chain ${Math.max(...rows.map((r) => r.depth))}, ` +
          `JS ${(js / 1024).toFixed(1)} KiB on the wire, all ${(rows.reduce((n, r) => n + r.bytes, 0) / 1024).toFixed(1)} KiB`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await sim.close();
  }
}

await main();
