import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { LOCALES, ownCatalogue, servedCatalogue } from '../../testing/catalogues';
import { LegalPage } from './LegalPage';

describe('the accessibility statement', () => {
  afterEach(cleanup);

  it.each(LOCALES)('%s: every heading and text in the language’s own words, in reading order', async (locale) => {
    const own = ownCatalogue(locale);
    const i18n = await createI18n(locale, servedCatalogue(locale));
    render(
      <I18nextProvider i18n={i18n}>
        <LegalPage pageType="accessibility" />
      </I18nextProvider>,
    );
    const headings = screen.getAllByRole('heading').map((h) => `${h.tagName}:${h.textContent ?? ''}`);
    expect(headings).toEqual([
      `H1:${own['footer.link.accessibility']}`,
      ...['status', 'tested', 'limitations', 'contact'].map((s) => `H2:${own[`accessibility.${s}.title`]}`),
    ]);
    // What was tested, the limitations known: four and three items; every text is the language's own.
    expect(screen.getAllByRole('list').map((list) => list.querySelectorAll('li').length)).toEqual([4, 3]);
    const keys = Object.keys(own).filter((key) => key.startsWith('accessibility.'));
    expect(keys).toHaveLength(15);
    for (const key of keys.filter((k) => !k.endsWith('.title')))
      expect(document.body.textContent, key).toContain(own[key]);
  });
});
