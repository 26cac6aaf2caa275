import type { Locale } from '@taxcert/contracts';
import { defaultAnswers } from '@taxcert/engine';
import { catalogueEntry, definedFormTypes, loadDefinition } from '@taxcert/forms';
import { cleanup, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyCatalogue, createI18n } from '../../lib/i18n/i18n';
import { english } from '../../testing/catalogues';
import { englishLeaks } from '../../testing/english-leaks';
import { LOCALES, servedCatalogue } from '../../testing/catalogues';
import { renderForm } from '../../testing/render-form';

/**
 * No English left on a translated screen: every defined form, in every language its content
 * exists in (its catalogue entry; a form that exists only in English shows in English by design, ADR 006),
 * in both display modes, shows no text that is the English catalogue's where the language has its own.
 */
afterEach(cleanup);

/** One i18next instance per language, made once for the file: rendering a form only reads it. */
const instances = new Map<Locale, Promise<I18n>>();
function i18nFor(locale: Locale): Promise<I18n> {
  const known = instances.get(locale);
  if (known) return known;
  const made = createI18n().then(async (i18n) => {
    await applyCatalogue(i18n, locale, servedCatalogue(locale));
    return i18n;
  });
  instances.set(locale, made);
  return made;
}

const cases = definedFormTypes().flatMap((formType) =>
  (catalogueEntry(formType)?.languages ?? [])
    .filter((locale) => locale !== 'en' && LOCALES.includes(locale))
    .flatMap((locale) => (['Irs', 'Stacked'] as const).map((mode) => ({ formType, locale, mode }))),
);

describe('forms in their own languages', () => {
  it.each(cases)('$formType in $locale ($mode)', async ({ formType, locale, mode }) => {
    const def = await loadDefinition(formType);
    if (!def) throw new Error(`No definition of ${formType}`);
    const view = renderForm(await i18nFor(locale), def, defaultAnswers(def), mode);
    expect(englishLeaks(view.container, locale)).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds an English text the language translates, alone or filled in, and skips content marked English', async () => {
    const key = 'common.cancel';
    const template = 'incorrectForm.title';
    const filled = (english[template] ?? '').replace('{{FormType}}', 'w8imy');
    expect(filled).toContain('w8imy');
    const { container } = render(
      <div>
        <button type="button">{english[key]}</button>
        <h1>{filled}</h1>
        <section lang="en">
          <button type="button">{english[key]}</button>
        </section>
      </div>,
    );
    expect(englishLeaks(container, 'de')).toEqual([`${key}: "${english[key]}"`, `${template}: "${filled}"`].sort());
    expect(englishLeaks(container, 'en')).toEqual([]);
  });
});
