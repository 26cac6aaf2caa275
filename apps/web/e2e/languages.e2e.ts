import type { Locale } from '@taxcert/contracts';
import { loadDefinition } from '@taxcert/forms';
import type { Page } from 'playwright-core';
import { LOCALES, servedCatalogue } from '../src/testing/catalogues';
import { acceptAgreements, describeWithSimulator, expectAccessible, screenshots, signInAs } from './support';

/**
 * Every interface language end to end (issue 19): form selection, a CRS-I (the family that exists in all
 * nine languages), its review, certification and signature dialogs and the success page — each in the
 * language, axe-clean, with no text cut off in its box (buttons, labels, headings, links), and screenshots at
 * 1280 and 390 px (apps/web/test-results/lang-<locale>-*.png, four steps). The answers are saved through the API (the
 * form content's behaviour is tested by the component tests generated from the definitions).
 */

/** Visible buttons, labels, headings, legends and links whose text is wider than their box. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, label, h1, h2, h3, legend, a, th, summary')]
      .filter((el) => el.offsetParent !== null && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 60)}" (${el.scrollWidth} > ${el.clientWidth})`),
  );
}

/** Steps whose screenshots are kept (every step is checked the same way). */
const PICTURED = new Set(['selection', 'crsi', 'review', 'success']);

/** The page as it is: axe-clean, nothing cut off at either width, screenshots of the pictured steps. */
async function looked(page: Page, locale: Locale, step: string, expect: (value: unknown) => { toEqual: (other: unknown) => void }) {
  // A dialog fading in has, for a moment, text whose contrast axe would measure half-way.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectAccessible(page, `${step} in ${locale}`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    expect({ [`${step} at ${width} px`]: await overflowing(page) }).toEqual({ [`${step} at ${width} px`]: [] });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  if (PICTURED.has(step)) await screenshots(page, `lang-${locale}-${step}`, false);
}

/** Adds a CRS-I for Jane's account and saves valid answers through the API (the calls the page makes). */
async function checkedCrsi(page: Page): Promise<number> {
  const definition = await loadDefinition('crsi_2024');
  if (!definition?.sampleAnswers) throw new Error('No CRS-I sample answers');
  const added = await page.evaluate(async () => {
    const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    const { formId } = (await (await fetch('/api/forms', { method: 'PUT', headers, body: JSON.stringify({ isOnline: true, accountId: 5001, formType: 'crsi_2024' }) })).json()) as { formId: number };
    const { data } = (await (await fetch(`/api/forms/${formId}`, { headers })).json()) as { data: Record<string, Record<string, unknown>> };
    return { formId, data };
  });
  // The pre-filled answers with what a customer would add to them.
  const answers = definition.sampleAnswers(added.data as never, 'Jane Doe') as Record<string, Record<string, unknown>>;
  await page.evaluate(
    async ({ formId, answers: body }) => {
      const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
      const validated = await fetch(`/api/forms/crsi_2024/${formId}/validate`, { method: 'POST', headers, body: JSON.stringify(body) });
      const result = (await validated.json()) as { rejections: unknown[] };
      if (!validated.ok || result.rejections.length > 0) throw new Error(`The sample answers were not accepted: ${JSON.stringify(result)}`);
    },
    { formId: added.formId, answers },
  );
  return added.formId;
}

describeWithSimulator('every language', ({ it, sim }) => {
  for (const locale of LOCALES) {
    it(`${locale}: form selection, a CRS-I, its dialogs and the success page`, async ({ page, context, expect }) => {
      const texts = servedCatalogue(locale);
      const say = (key: string) => {
        const text = texts[key];
        if (!text) throw new Error(`No text for ${key} in ${locale}`);
        return text;
      };
      await acceptAgreements(context, sim);
      await context.addCookies([{ name: 'taxcert_locale', value: locale, domain: new URL(sim.url).hostname, path: '/' }]);
      await signInAs(page, sim);
      await page.getByRole('heading', { level: 1, name: say('formSelection.welcomeName').replace('{{name}}', 'Jane Doe') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      await looked(page, locale, 'selection', expect);

      const id = await checkedCrsi(page);
      await page.goto(`${sim.url}/forms/crsi_2024/${id}`);
      const signAndSubmit = page.getByRole('button', { name: say('form.signAndSubmit') });
      await signAndSubmit.waitFor();
      await looked(page, locale, 'crsi', expect);

      await signAndSubmit.click();
      const review = page.getByRole('dialog', { name: say('formPreview.title') });
      await review.getByLabel(say('formPreview.reviewed')).check();
      await review.locator('iframe').waitFor();
      await looked(page, locale, 'review', expect);
      await review.getByRole('button', { name: say('formPreview.confirm') }).click();

      const certification = page.getByRole('dialog', { name: say('certification.title') });
      await certification.getByRole('region', { name: say('certification.textLabel') }).evaluate((el) => {
        el.scrollTop = el.scrollHeight;
      });
      const certify = certification.getByRole('button', { name: say('certification.certify') });
      await expect.poll(() => certify.isEnabled()).toBe(true);
      await looked(page, locale, 'certification', expect);
      await certify.click();

      const signing = page.getByRole('dialog', { name: say('formSigning.title') });
      await signing.getByLabel(say('formSigning.printName')).fill('Jane Doe');
      await looked(page, locale, 'signature', expect);
      await signing.getByRole('button', { name: say('formSigning.sign'), exact: true }).click();

      await page.waitForURL(`**/forms/crsi_2024/${id}/success`);
      await page.getByRole('heading', { level: 1, name: say('success.title') }).waitFor();
      await looked(page, locale, 'success', expect);
    });
  }
});
