import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { json, stubFetch } from '../../testing/render-app';
import { ApiProvider, createApi } from '../api/api';
import { Connection } from '../api/connection';
import { FormLanguage, FormLanguageNotice } from './form-language';
import { applyCatalogue, createI18n } from './i18n';
import { createQueryClient } from '../api/query-client';

const catalogues: Record<string, Record<string, string>> = {
  en: { 'q.signer': 'Name of signer', 'form.englishOnly': 'This form is available in English only.' },
  de: { 'q.signer': 'Name des Unterzeichners', 'form.englishOnly': 'Dieses Formular gibt es nur auf Englisch.' },
};

/** The API's catalogues and the app's static files (none listed), recording the catalogues asked for. */
function stubCatalogues(): string[] {
  const asked: string[] = [];
  stubFetch(({ url }) => {
    const language = /\/api\/language\/([\w-]+)$/.exec(url)?.[1];
    if (language) {
      asked.push(language);
      return json({ locale: language, messages: catalogues[language] ?? {} });
    }
    if (url.endsWith('locales/languages.json')) return json([]);
    return json({ code: 404, message: 'not here' }, 404);
  });
  return asked;
}

/** A question that keeps what is typed in it: remounting would empty it. */
function Question() {
  const { t } = useTranslation();
  return (
    <label>
      {t('q.signer')}
      <input />
    </label>
  );
}

async function renderIn(locale: 'en' | 'de', formType: string) {
  const i18n = await createI18n();
  await applyCatalogue(i18n, locale, catalogues[locale] ?? {});
  const api = createApi('', () => i18n.language, new Connection());
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiProvider api={api}>
        <I18nextProvider i18n={i18n}>
          <FormLanguage formType={formType}>
            <FormLanguageNotice />
            <Question />
          </FormLanguage>
        </I18nextProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { i18n, view };
}

describe('a form in the language its calls use (app-shell.md §7)', () => {
  let asked: string[];
  beforeEach(() => {
    asked = stubCatalogues();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows an IRS form in English in a German interface, marked lang="en", with a notice in German', async () => {
    const { view } = await renderIn('de', 'w9_2024');
    const question = await screen.findByLabelText('Name of signer');
    expect(question.closest('[lang]')?.getAttribute('lang')).toBe('en');
    const notice = screen.getByText('Dieses Formular gibt es nur auf Englisch.');
    expect(notice.getAttribute('lang')).toBe('de');
    expect(asked).toEqual(['en']);
    view.unmount();
  });

  it('shows a CRS form in the interface language, without a notice or a catalogue call', async () => {
    await renderIn('de', 'crsi_2024');
    expect(screen.getByLabelText('Name des Unterzeichners')).toBeTruthy();
    expect(screen.queryByText('Dieses Formular gibt es nur auf Englisch.')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('keeps what was typed when the interface language changes under the form', async () => {
    const { i18n } = await renderIn('en', 'w9_2024');
    fireEvent.change(await screen.findByLabelText('Name of signer'), { target: { value: 'Jane Doe' } });
    await act(() => applyCatalogue(i18n, 'de', catalogues.de ?? {}));
    const question = await screen.findByLabelText('Name of signer');
    expect((question as HTMLInputElement).value).toBe('Jane Doe');
    await screen.findByText('Dieses Formular gibt es nur auf Englisch.');
  });
});
