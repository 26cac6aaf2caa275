/**
 * Where a keystroke's time goes on the largest form: the W-8BEN-E with every Part that can be open (bench/open-forms.ts),
 * typed into (Part I line 1, PROFILE_KEYS keys, one every 40 ms) with the CPU throttled PROFILE_CPU× in Debian's
 * Chromium on the production build, and per key: the CPU profile's self time per source module and function (through
 * the build's sourcemaps), the main thread's self time per trace event (Blink's own categories: style, layout,
 * paint, editing), and the tasks that force style and layout updates most, by what posted them. A tool to look with,
 * not a budget (`npx tsx bench/profile-keys.ts` in apps/web): it found Chrome's autofill reading the whole `<form>` on
 * every change (ADR 027 "Since"). `PROFILE_FORM=crsi_2024` types into another form's first text field instead, on a
 * form created empty.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium';
import { signIn } from '../e2e/support/sign-in';
import { startSimulator } from '../e2e/support/simulator';
import { selfTimes, type Profile } from './cpu-profile';
import { benchEnv } from './env';
import { OPEN } from './open-forms';

/** The form typed into: `PROFILE_FORM` (any form type), else the W-8BEN-E with every Part open. */
const FORM = benchEnv.PROFILE_FORM ?? 'w8bene_2021';
const KEYS = benchEnv.PROFILE_KEYS;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'blink.style',
  'toplevel',
  'input',
  'v8',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { name?: string; src_file?: string; src_func?: string };
}

/** Self time (ms) per event name on one thread: each complete event's duration less its children's. */
function selfPerEvent(events: TraceEvent[]): { self: Map<string, number>; forcedBy: Map<string, number> } {
  const self = new Map<string, number>();
  const forcedBy = new Map<string, number>();
  const stack: { end: number; name: string; children: number; dur: number; poster: string }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack[stack.length - 1]!.end <= until) {
      const top = stack.pop()!;
      self.set(top.name, (self.get(top.name) ?? 0) + (top.dur - top.children) / 1000);
      if (stack.length > 0) stack[stack.length - 1]!.children += top.dur;
    }
  };
  for (const event of events) {
    close(event.ts);
    const poster = event.args?.src_func
      ? `${event.args.src_file ?? ''} ${event.args.src_func}`
      : (stack[stack.length - 1]?.poster ?? '');
    if (event.name === 'Document::UpdateStyleAndLayout')
      forcedBy.set(poster || '(none)', (forcedBy.get(poster || '(none)') ?? 0) + 1);
    stack.push({ end: event.ts + (event.dur ?? 0), name: event.name, children: 0, dur: event.dur ?? 0, poster });
  }
  close(Infinity);
  return { self, forcedBy };
}

async function main() {
  const sim = await startSimulator('default');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, sim);
    const created = await page.request.put(`${sim.url}/api/forms`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { isOnline: true, accountId: 5001, formType: FORM, data: OPEN[FORM] ?? {} },
    });
    const { formId } = (await created.json()) as { formId: number };
    await page.goto(`${sim.url}/forms/${FORM}/${formId}`);
    await page.getByRole('button', { name: 'Check' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.locator('form input[type="text"]:not([disabled])').first().click();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: benchEnv.PROFILE_CPU });
    const type = async (keys: number) => {
      for (let i = 0; i < keys; i += 1) {
        await page.keyboard.press(i % 12 === 11 ? 'Backspace' : 'a');
        await page.waitForTimeout(40);
      }
    };
    await type(20); // warm
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await browser.startTracing(page, { categories: CATEGORIES });
    await cdp.send('Profiler.start');
    await type(KEYS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const trace = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const main = trace.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
    const events = trace
      .filter((e) => e.ph === 'X' && e.dur !== undefined && e.tid === main)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const perKey = (ms: number) => (ms / KEYS).toFixed(2).padStart(7);
    const { modules, functions } = selfTimes(profile);
    const { self, forcedBy } = selfPerEvent(events);
    console.log(
      `${FORM}, ${KEYS} keys at CPU ×${benchEnv.PROFILE_CPU}, ms per key (the profiler's own overhead included)`,
    );
    console.log('script, self time per module:');
    for (const [name, ms] of modules.slice(0, 20)) console.log(`  ${perKey(ms)}  ${name}`);
    console.log('script, self time per function:');
    for (const [name, ms] of functions.slice(0, 20)) console.log(`  ${perKey(ms)}  ${name}`);
    console.log('main thread, self time per trace event:');
    for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
      console.log(`  ${perKey(ms)}  ${name}`);
    console.log('style and layout updates per key, by the task that asked for them:');
    for (const [poster, n] of [...forcedBy].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`  ${(n / KEYS).toFixed(1).padStart(7)}  ${poster}`);
  } finally {
    await browser.close();
    await sim.close();
  }
}

await main();
