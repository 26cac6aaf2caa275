import type { Locale } from '@taxcert/contracts';
import { loadDefinition } from '@taxcert/forms';
import type { Page } from 'playwright-core';
import { LOCALES } from '../src/testing/catalogues';
import { join } from 'node:path';
import {
  acceptAgreements,
  describeWithSimulator,
  desktop,
  LANGUAGE_RULES,
  phone,
  resultsDir,
  screenshotsWanted,
  signInAs,
  type RunningSimulator,
} from './support';
import { accessibleNow, localized, type Localized } from './support/localized';

/**
 * Every interface language in a browser (ADR 030), only what needs one: each language's start-up (the page
 * in the language, `lang` and direction set, its text drawn in installed fonts), form selection and a CRS-I's
 * labels (the family that exists in all nine languages), the CRS-I axe-clean with the shell around it — all of axe
 * in en, fr and pl (the first language of each test), and in the others the rules a language can change
 * (LANGUAGE_RULES): the page's structure, names and colours are every language's, and every catalogue has every key;
 * form selection's structure is checked in English by shell.e2e.ts — and, where a long word could
 * burst its box — no text cut off (buttons, labels, headings, legends, links) at 1280 and 390 px: form selection,
 * the CRS-I, its review, certification and signature dialogs and the success page. Screenshots at both widths:
 * apps/web/test-results/lang-<locale>-{selection,crsi,review,success}-*.png.
 *
 * The dialogs and the success page are axe-checked in English here (their structure is every language's; also in
 * German and French by the CRS-E and RC519 journeys, e2e/journeys/). The words themselves are proven without a browser:
 * every catalogue has every key, non-empty, with English's placeholders (apps/simulator test/catalogues.test.ts);
 * no English is left on the shell, the forms or the signing dialogs in any language (the no-english-leaks tests).
 * ADR 030.
 */

/** Visible buttons, labels, headings, legends and links whose text is wider than their box. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, label, h1, h2, h3, legend, a, th, summary')]
      .filter((el) => el.offsetParent !== null && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 60)}" (${el.scrollWidth} > ${el.clientWidth})`,
      ),
  );
}

/**
 * Nothing cut off at either width, once animations (a dialog fading in) ended: at the width the page has, then at the
 * other, where it stays (the next check starts there: one viewport change a check, not two); `pictured`: a screenshot
 * at each.
 */
async function nothingCutOff(
  page: Page,
  step: string,
  expect: (value: unknown) => { toEqual: (other: unknown) => void },
  pictured?: string,
) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const widths = [
    ['desktop', desktop],
    ['phone', phone],
  ] as const;
  const atPhone = page.viewportSize()?.width === phone.width;
  for (const [label, size] of atPhone ? [...widths].reverse() : widths) {
    if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
    expect({ [`${step} at ${size.width} px`]: await overflowing(page) }).toEqual({
      [`${step} at ${size.width} px`]: [],
    });
    if (pictured && screenshotsWanted) await page.screenshot({ path: join(resultsDir, `${pictured}-${label}.png`) });
  }
}

/**
 * The fonts Chromium drew an element's text in (DevTools' CSS.getPlatformFontsForNode): their families and the
 * glyphs drawn. A character no installed font has is drawn as an empty box in the font of the text around it, so
 * Chinese drawn by a second font beside the Latin one ("Jane Doe") is Chinese drawn by a font that has it.
 */
async function fontsOf(page: Page, selector: string): Promise<{ families: string[]; glyphs: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return {
      families: fonts.map((font) => font.familyName),
      glyphs: fonts.reduce((sum, font) => sum + font.glyphCount, 0),
    };
  } finally {
    await cdp.detach();
  }
}

/**
 * Signs Jane in (agreements accepted, no page opened) and adds a CRS-I for her account with valid answers saved, by
 * the calls the page makes; returns its id.
 */
async function checkedCrsi(page: Page, sim: RunningSimulator): Promise<number> {
  await acceptAgreements(page.context(), sim);
  await signInAs(page, sim, { landsOn: null });
  const definition = await loadDefinition('crsi_2024');
  if (!definition?.sampleAnswers) throw new Error('No CRS-I sample answers');
  const request = page.context().request;
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const added = await request.put(`${sim.url}/api/forms`, {
    headers,
    data: { isOnline: true, accountId: 5001, formType: 'crsi_2024' },
  });
  const { formId } = (await added.json()) as { formId: number };
  const { data } = (await (await request.get(`${sim.url}/api/forms/${formId}`, { headers })).json()) as {
    data: Record<string, Record<string, unknown>>;
  };
  // The pre-filled answers with what a customer would add to them.
  const answers = definition.sampleAnswers(data as never, 'Jane Doe');
  const validated = await request.post(`${sim.url}/api/forms/crsi_2024/${formId}/validate`, { headers, data: answers });
  const result = (await validated.json()) as { rejections: unknown[] };
  if (!validated.ok() || result.rejections.length > 0)
    throw new Error(`The sample answers were not accepted: ${JSON.stringify(result)}`);
  return formId;
}

/**
 * Changes the interface language as the header's selector does (its change event), also under an open dialog,
 * whose modal layer makes the header inert: the dialog stays open and speaks the new language.
 */
async function switchTo(page: Page, locale: Locale): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('combobox')
    .evaluate((select: HTMLSelectElement, value) => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, locale);
  await page.waitForFunction((value) => document.documentElement.lang === value, locale);
}

describeWithSimulator('every language', ({ it, sim }) => {
  // The languages in three tests of three (one sign-in and one CRS-I each): each language starts afresh, a new page
  // load with its locale cookie, as a customer's browser that remembers it does: the CRS-I, then form selection by the
  // header's link.
  const thirds = [LOCALES.slice(0, 3), LOCALES.slice(3, 6), LOCALES.slice(6)];
  for (const locales of thirds) {
    it(`${locales.join(', ')}: each starts in the language; a CRS-I's labels and form selection, nothing cut off, the CRS-I axe-clean`, async ({
      page,
      context,
      expect,
    }) => {
      const id = await checkedCrsi(page, sim);
      for (const locale of locales) {
        const { say } = localized(locale);
        await context.addCookies([
          { name: 'taxcert_locale', value: locale, domain: new URL(sim.url).hostname, path: '/' },
        ]);
        await page.goto(`${sim.url}/forms/crsi_2024/${id}`);
        await page.getByRole('button', { name: say('form.signAndSubmit') }).waitFor();
        const root = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          direction: getComputedStyle(document.body).direction,
        }));
        expect(root).toEqual({ lang: locale, direction: 'ltr' });
        // The form's own labels, in the language (the CRS-I exists in all nine).
        await page.getByRole('textbox', { name: say('questionnaire.crsName.firstName.label'), exact: true }).waitFor();
        await page.getByRole('textbox', { name: say('questionnaire.crsName.lastName.label'), exact: true }).waitFor();
        // The whole of axe in the test's first language, its language rules in the others (support/shared.ts).
        await accessibleNow(page, `a CRS-I in ${locale}`, locale === locales[0] ? undefined : LANGUAGE_RULES);
        await nothingCutOff(page, `the CRS-I in ${locale}`, expect, `lang-${locale}-crsi`);

        await page.getByRole('link', { name: say('header.home') }).click();
        await page
          .getByRole('heading', { level: 1, name: say('formSelection.welcomeName', { name: 'Jane Doe' }) })
          .waitFor();
        await nothingCutOff(page, `form selection in ${locale}`, expect, `lang-${locale}-selection`);
        // Every character of the heading drawn (spaces count as glyphs); Chinese by a font of its own beside the Latin
        // one. At 1280 px (where the check above left the page): the heading on one line.
        const heading = await fontsOf(page, 'h1');
        const welcome = say('formSelection.welcomeName', { name: 'Jane Doe' });
        const fontsNeeded = locale.startsWith('zh') ? 2 : 1;
        expect({ locale, glyphs: heading.glyphs, fonts: heading.families.length >= fontsNeeded }).toEqual({
          locale,
          glyphs: [...welcome].length,
          fonts: true,
        });
      }
    });
  }

  it('the review, certification and signature dialogs and the success page in every language: nothing cut off at 1280 or 390 px', async ({
    page,
    expect,
  }) => {
    const languages = LOCALES.map(localized);
    // Each screen in every language, nothing cut off; axe-clean in the first (its structure is every language's).
    const inEach = async (step: string, shown: (language: Localized) => Promise<void>, pictured?: string) => {
      // The axe check at 1280 px, as before the first language's cut-off check moves the page to 390 px.
      if (page.viewportSize()?.width !== desktop.width) await page.setViewportSize(desktop);
      for (const language of languages) {
        await switchTo(page, language.locale);
        await shown(language);
        if (language === languages[0]) await accessibleNow(page, `${step} in ${language.locale}`);
        await nothingCutOff(
          page,
          `${step} in ${language.locale}`,
          expect,
          pictured && `lang-${language.locale}-${pictured}`,
        );
      }
    };
    const [en] = languages;
    if (!en) throw new Error('No English');
    const id = await checkedCrsi(page, sim);
    await page.goto(`${sim.url}/forms/crsi_2024/${id}`);
    await page.getByRole('button', { name: en.say('form.signAndSubmit') }).click();
    await inEach(
      'the review',
      async ({ say }) => {
        const review = page.getByRole('dialog', { name: say('formPreview.title') });
        await review.getByLabel(say('formPreview.reviewed')).waitFor();
        // The preview in, before anything is measured: attached, since a check may start at 390 px, where the
        // review shows no frame.
        await review.locator('iframe').waitFor({ state: 'attached' });
      },
      'review',
    );
    const last = languages.at(-1) ?? en;
    const review = page.getByRole('dialog', { name: last.say('formPreview.title') });
    await review.getByLabel(last.say('formPreview.reviewed')).check();
    await review.getByRole('button', { name: last.say('formPreview.confirm') }).click();

    await page.getByRole('dialog', { name: last.say('certification.title') }).waitFor();
    await inEach('certification', async ({ say }) => {
      await page
        .getByRole('dialog', { name: say('certification.title') })
        .getByRole('region', { name: say('certification.textLabel') })
        .waitFor();
    });
    const certification = page.getByRole('dialog', { name: last.say('certification.title') });
    await certification.getByRole('region', { name: last.say('certification.textLabel') }).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await certification.locator('button:not([disabled])', { hasText: last.say('certification.certify') }).click();

    await page.getByRole('dialog', { name: last.say('formSigning.title') }).waitFor();
    await inEach('the signature', async ({ say }) => {
      await page
        .getByRole('dialog', { name: say('formSigning.title') })
        .getByLabel(say('formSigning.printName'))
        .waitFor();
    });
    const signing = page.getByRole('dialog', { name: last.say('formSigning.title') });
    await signing.getByLabel(last.say('formSigning.printName')).fill('Jane Doe');
    await signing.getByRole('button', { name: last.say('formSigning.sign'), exact: true }).click();

    await page.waitForURL(`**/forms/crsi_2024/${id}/success`);
    await inEach(
      'the success page',
      async ({ say }) => {
        await page.getByRole('heading', { level: 1, name: say('success.title') }).waitFor();
      },
      'success',
    );
  });
});
