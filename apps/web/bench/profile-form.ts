/**
 * Where the largest form's first load spends the main thread: opens /forms/<largest form>/<id> signed in, with
 * the CPU throttled PROFILE_CPU× (default 4, as Lighthouse's mobile preset), in Debian's Chromium on the
 * production build (apps/web/dist or TAXCERT_E2E_DIST), PROFILE_RUNS times (default 3), and prints for the last
 * run: the requests in the order they started (a waterfall shows as a chain), the long tasks, LCP, and the CPU
 * profile's self time per source module (through the build's sourcemaps) and per function. A tool to look with,
 * not a budget: `npx tsx bench/profile-form.ts` in apps/web. `PROFILE_PAGE=selection` opens /form-selection instead
 * (the first load of a signed-in customer's first screen, ADR 105); `PROFILE_FORM=w9_2024` opens that form type instead of
 * the largest. Each long task is printed with the modules its time went to.
 */
import { definedFormTypes, loadDefinition } from '@taxcert/forms';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { signIn } from '../e2e/support/sign-in';
import { startSimulator } from '../e2e/support/simulator';
import { longTaskModules, original, selfTimes, type Profile } from './cpu-profile';
import { benchEnv } from './env';

const CPU = benchEnv.PROFILE_CPU;
const RUNS = benchEnv.PROFILE_RUNS;
const PAGE = benchEnv.PROFILE_PAGE;
const XRW = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Waits in the page for an element matching `selector`, with a script of its own in the page's world. Not with a
 * Playwright locator: its first use loads Playwright's selector engine into the page, a script the page's main thread
 * compiles and runs (~80 ms at CPU ×4) in the middle of the load being measured, counted as one of its long tasks.
 */
async function appeared(page: Page, selector: string): Promise<void> {
  // No named function inside: tsx would wrap it in a helper the page does not have.
  await page.evaluate(
    (wanted) =>
      new Promise<void>((resolve, reject) => {
        if (document.querySelector(wanted)) return resolve();
        const observer = new MutationObserver(() => {
          if (!document.querySelector(wanted)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document, { subtree: true, childList: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${wanted} did not appear in 60 s`));
        }, 60_000);
      }),
    selector,
  );
}

async function largestForm(): Promise<string> {
  let best = { formType: '', questions: -1 };
  for (const formType of definedFormTypes()) {
    const definition = await loadDefinition(formType);
    const questions = definition?.blocks.reduce((n, block) => n + block.questions.length, 0) ?? 0;
    if (questions > best.questions) best = { formType, questions };
  }
  return best.formType;
}

/** The run in 50 ms steps of the profile's clock (the network's too): the busiest modules of each step and the requests it sent. */
function timeline(profile: Profile, sent: [number, string][]) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const zero = sent[0]?.[0] ?? profile.startTime / 1000;
  const steps = new Map<number, Map<string, number>>();
  let at = profile.startTime / 1000;
  profile.samples.forEach((id, i) => {
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const step = Math.floor((at - zero) / 50);
    const where =
      frame.functionName === '(program)' || frame.functionName === '(garbage collector)'
        ? frame.functionName
        : original(frame.url, frame.lineNumber, frame.columnNumber);
    const modules = steps.get(step) ?? new Map<string, number>();
    modules.set(where, (modules.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    steps.set(step, modules);
  });
  console.log('  timeline (ms from the first request: busy ms, top modules; requests sent):');
  const last = Math.max(...steps.keys(), ...sent.map(([t]) => Math.floor((t - zero) / 50)));
  for (let step = 0; step <= last; step += 1) {
    const modules = [...(steps.get(step) ?? [])].sort((a, b) => b[1] - a[1]);
    const busy = modules.reduce((n, [, ms]) => n + ms, 0);
    const requests = sent.filter(([t]) => Math.floor((t - zero) / 50) === step).map(([, url]) => url);
    if (busy < 1 && requests.length === 0) continue;
    const top = modules
      .slice(0, 3)
      .map(([m, ms]) => `${m.replace(/^apps\/web\/src\//, '')} ${ms.toFixed(0)}`)
      .join(', ');
    console.log(
      `    ${String(step * 50).padStart(5)}  ${busy.toFixed(0).padStart(3)}  ${top}${requests.length ? `  → ${requests.join(' ')}` : ''}`,
    );
  }
}

async function main() {
  const formType = benchEnv.PROFILE_FORM ?? (await largestForm());
  const sim = await startSimulator('default');
  sim.app.sim.changeConfig((config) => {
    const offered = config.formTypes.find((f) => f.formType === formType);
    if (offered) offered.isVisible = true;
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const start = await context.newPage();
    await signIn(start, sim);
    const created = await context.request.put(`${sim.url}/api/forms`, {
      headers: XRW,
      data: { isOnline: true, accountId: 5001, formType },
    });
    const formId = ((await created.json()) as { formId?: number }).formId;
    await start.close();
    for (let run = 1; run <= RUNS; run += 1) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await page.addInitScript(() => {
        const w = window as unknown as { __long: [number, number][]; __lcp: [number, string][] };
        w.__long = [];
        w.__lcp = [];
        new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => w.__long.push([e.startTime, e.duration])),
        ).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => {
            const el = (e as PerformanceEntry & { element?: Element }).element;
            w.__lcp.push([
              e.startTime,
              el ? `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 40)}"` : '?',
            ]);
          }),
        ).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const sent: [number, string][] = [];
      cdp.on('Network.requestWillBeSent', (event) =>
        sent.push([event.timestamp * 1000, event.request.url.replace(sim.url, '')]),
      );
      await cdp.send('Profiler.start');
      await page.goto(PAGE === 'selection' ? `${sim.url}/form-selection` : `${sim.url}/forms/${formType}/${formId}`);
      await appeared(page, PAGE === 'selection' ? 'main article button' : 'form, [data-layout="irs"]');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const figures = await page.evaluate(() => {
        const w = window as unknown as { __long: [number, number][]; __lcp: [number, string][] };
        const resources = performance
          .getEntriesByType('resource')
          .map((e) => e as PerformanceResourceTiming)
          .map((e) => [e.startTime, e.responseEnd, e.name.replace(location.origin, ''), e.encodedBodySize] as const);
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { long: w.__long, lcp: w.__lcp, resources, domContentLoaded: nav.domContentLoadedEventEnd };
      });
      const longTotal = figures.long.reduce((n, [, d]) => n + d, 0);
      const tbt = figures.long.reduce((n, [, d]) => n + Math.max(0, d - 50), 0);
      console.log(
        `\nrun ${run}: CPU ×${CPU}, LCP ${figures.lcp.map(([t, el]) => `${t.toFixed(0)} ms ${el}`).join(' → ')}`,
      );
      console.log(
        `  long tasks: ${figures.long.length}, ${longTotal.toFixed(0)} ms (blocking ${tbt.toFixed(0)} ms): ${figures.long.map(([s, d]) => `${s.toFixed(0)}+${d.toFixed(0)}`).join(', ')}`,
      );
      // The page's time origin is the document's request, the first one sent.
      for (const task of longTaskModules(profile, figures.long, sent[0]?.[0] ?? 0)) console.log(`    ${task}`);
      if (run === RUNS) {
        console.log('  requests (start → end ms, path, bytes):');
        for (const [s, e, name, size] of figures.resources)
          console.log(`    ${s.toFixed(0).padStart(6)} → ${e.toFixed(0).padStart(6)}  ${name}  ${size}`);
        timeline(profile, sent);
        const { modules, functions } = selfTimes(profile);
        console.log('  self time per module (ms):');
        for (const [name, ms] of modules) console.log(`    ${ms.toFixed(1).padStart(8)}  ${name}`);
        console.log('  self time per function (ms):');
        for (const [name, ms] of functions) console.log(`    ${ms.toFixed(1).padStart(8)}  ${name}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await sim.close();
  }
}

await main();
