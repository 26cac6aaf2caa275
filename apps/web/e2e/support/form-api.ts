import type { Answers } from '@taxcert/engine';
import { loadDefinition, signDateFormatOf } from '@taxcert/forms';
import type { BrowserContext, Page } from 'playwright-core';
import { formatDay, signDayAt, TEST_TIME_ZONE, testNow } from './clock';
import { acceptAgreements, signInByCalls } from './shared';
import type { RunningSimulator } from './simulator';

/**
 * The API's calls as the signed-in browser makes them, through the context's cookies: `path` under `/api`, the JSON
 * answer (null for any other), an error naming the call and its answer for any status from 400.
 */
export function apiCalls(context: BrowserContext, sim: RunningSimulator) {
  return async (method: 'GET' | 'PUT' | 'POST', path: string, data?: object): Promise<unknown> => {
    const response = await context.request.fetch(`${sim.url}/api${path}`, {
      method,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      ...(data === undefined ? {} : { data }),
    });
    if (!response.ok())
      throw new Error(`${method} /api${path} answered ${response.status()}: ${await response.text()}`);
    return response.headers()['content-type']?.includes('json') ? response.json() : null;
  };
}

/** How far {@link formThroughApi} takes a form before the page opens it. */
export type ApiStage = 'added' | 'checked' | 'certified' | 'signed';

/**
 * A form of Jane Doe's brokerage account brought to `stage` by the calls the form screen makes (add; Check with her
 * definition's sample answers, saved with the form and its clean result; confirm and certify; sign with today's
 * date), signed in by request past the agreements (on `scenario`, default the suite's) unless `signedIn`: a test about what comes
 * after a stage starts there without typing, checking and certifying in the browser again (ADR 101; the stages
 * themselves are walked in e2e/signing.e2e.ts). Then the page opens the form (its success page once signed) —
 * one page load. Returns the form's id.
 */
export async function formThroughApi(
  page: Page,
  sim: RunningSimulator,
  options: { formType?: string; stage: ApiStage; scenario?: string; open?: boolean; signedIn?: boolean },
): Promise<number> {
  const { formType = 'w9_2024', stage, scenario, open = true, signedIn = false } = options;
  if (!signedIn) {
    await acceptAgreements(page.context(), sim);
    await signInByCalls(page.context(), sim, scenario === undefined ? {} : { scenario });
  }
  const call = apiCalls(page.context(), sim);
  const { formId: id } = (await call('PUT', '/forms', { isOnline: true, accountId: 5001, formType })) as {
    formId: number;
  };
  if (stage !== 'added') {
    const { data } = (await call('GET', `/forms/${id}`)) as { data: Answers };
    const sample = (await loadDefinition(formType))?.sampleAnswers;
    if (!sample) throw new Error(`No sample answers for ${formType}`);
    const { rejections } = (await call('POST', `/forms/${formType}/${id}/validate`, sample(data, 'Jane Doe'))) as {
      rejections: unknown[];
    };
    if (rejections.length > 0) throw new Error(`The sample answers of ${formType} are rejected`);
  }
  if (stage === 'certified' || stage === 'signed') {
    await call('PUT', `/forms/${id}/confirm`, {});
    await call('POST', `/forms/${id}/certify`);
  }
  if (stage === 'signed') {
    // Today as the sign dialog writes it: on the test time line (the suite's simulator reads it too), in the
    // browser's time zone, capped at the UTC day.
    await call('POST', `/forms/${id}/sign`, {
      printName: 'Jane Doe',
      capacity: '',
      signDate: formatDay(signDayAt(testNow(), TEST_TIME_ZONE), signDateFormatOf(formType)),
    });
  }
  if (open) {
    const path = `/forms/${formType}/${id}${stage === 'signed' ? '/success' : ''}`;
    // The form screen's first page load in a fresh context was seen to take over 30 s (the default time-out of each
    // wait) on the 2-core machine under a load average of 80: the set-up waits for the screen with the suite's
    // generous bound, then the test's own waits begin.
    await page.goto(`${sim.url}${path}`, { waitUntil: 'domcontentloaded' });
    await page.waitForURL(`**${path}`, { waitUntil: 'domcontentloaded' });
    const ready =
      stage === 'signed'
        ? page.getByRole('heading', { level: 1 })
        : page.getByRole('region', { name: 'Form actions' }).getByRole('button').first();
    await ready.waitFor({ timeout: 120_000 });
  }
  return id;
}
