import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceDataContext, type JurisdictionsData } from './contexts';
import { loadCountryNames } from './country-names';
import { countryOptionsFor, JurisdictionWidget } from './JurisdictionWidget';
import { renderWidget, widgetI18n } from '../../testing/widget-test-utils';

let i18n: I18n;
beforeAll(async () => {
  i18n = await widgetI18n();
});
afterEach(cleanup);

const jurisdictions: JurisdictionsData = {
  jurisdictions: [
    { countryCodeAlpha: 'DE', isoJurisdictionName: 'Germany', aliases: [], locales: [], igaModel: 2 },
    { countryCodeAlpha: 'AT', isoJurisdictionName: 'Austria', aliases: [], locales: [], igaModel: 2 },
    {
      countryCodeAlpha: 'CH',
      isoJurisdictionName: 'Switzerland',
      aliases: ['Swiss Confederation'],
      locales: [],
      igaModel: 4,
    },
    {
      countryCodeAlpha: 'CI',
      isoJurisdictionName: "Côte d'Ivoire",
      aliases: ['Ivory Coast'],
      locales: [],
      igaModel: 1,
    },
  ],
  usTaxTreatyCountries: ['DE', 'AT', 'CH'],
  annexIICountries: ['DE'],
};
const wrap = (children: React.ReactNode) => (
  <ReferenceDataContext.Provider value={{ jurisdictions }}>{children}</ReferenceDataContext.Provider>
);
const button = () => screen.getByRole('combobox', { name: /Question label/ });
const open = async () => {
  await waitFor(() => expect(button().textContent).toContain('Select a country'));
  await act(async () => {
    fireEvent.click(button());
  });
  return screen.findByRole('combobox', { name: 'Search countries' });
};
const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);
/** How many options the list holds: it renders only those near its view (ADR 117), each saying the whole list's size. */
const listSize = () => Number(screen.getAllByRole('option')[0]?.getAttribute('aria-setsize'));

describe('country names', () => {
  it('loads a language lazily, and zh-hant through Intl.DisplayNames', async () => {
    const de = await loadCountryNames('de');
    expect(de.get('DE')).toBe('Deutschland');
    const en = await loadCountryNames('en');
    expect(en.get('US')).toBe('United States of America');
    const hant = await loadCountryNames('zh-hant');
    expect(hant.get('DE')).toBeTruthy();
    expect(hant.size).toBe(en.size);
  });

  it('restricts to treaty or Annex II countries and sorts by name', async () => {
    const names = await loadCountryNames('en');
    expect(countryOptionsFor(names, jurisdictions, undefined, 'en').map((o) => o.code)).toEqual([
      'AT',
      'CI',
      'DE',
      'CH',
    ]);
    expect(countryOptionsFor(names, jurisdictions, 'treaty', 'en').map((o) => o.code)).toEqual(['AT', 'DE', 'CH']);
    expect(countryOptionsFor(names, jurisdictions, 'annexII', 'en').map((o) => o.code)).toEqual(['DE']);
    expect(countryOptionsFor(names, undefined, undefined, 'en').length).toBeGreaterThan(240);
  });
});

describe('JurisdictionWidget', () => {
  it('names the button by the label and the chosen country', async () => {
    renderWidget(JurisdictionWidget, i18n, { question: { widget: 'country' }, wrap, value: 'DE' });
    await waitFor(() => expect(button().textContent).toContain('Germany'));
    expect(button().id).toBe('field');
  });

  it('lists the countries, filters by typed text ignoring accents, and stores the code', async () => {
    const host = renderWidget(JurisdictionWidget, i18n, { question: { widget: 'country' }, wrap });
    const search = await open();
    expect(listSize()).toBe(4);
    await act(async () => {
      fireEvent.change(search, { target: { value: 'cote' } });
    });
    await waitFor(() => expect(optionNames()).toHaveLength(1));
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: /C[oô]te/ }));
    });
    expect(host.last()).toBe('CI');
  });

  it('finds a country by an alias and chooses it with the keyboard', async () => {
    const host = renderWidget(JurisdictionWidget, i18n, { question: { widget: 'country' }, wrap });
    const search = await open();
    await act(async () => {
      fireEvent.change(search, { target: { value: 'swiss' } });
    });
    await waitFor(() => expect(optionNames()).toHaveLength(1));
    await act(async () => {
      fireEvent.keyDown(search, { key: 'Enter' });
    });
    expect(host.last()).toBe('CH');
  });

  // ArrowDown in a one-result search moved the active option back into the search box, and Enter chose nothing.
  it('keeps an option active when ArrowDown or ArrowUp passes the end of the results: Enter chooses it', async () => {
    const host = renderWidget(JurisdictionWidget, i18n, { question: { widget: 'country' }, wrap });
    const search = await open();
    await act(async () => {
      fireEvent.change(search, { target: { value: 'swiss' } });
    });
    await waitFor(() => expect(optionNames()).toHaveLength(1));
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp']) {
      await act(async () => {
        fireEvent.keyDown(search, { key });
      });
      expect(search.getAttribute('aria-activedescendant'), key).toBe(screen.getByRole('option').id);
    }
    await act(async () => {
      fireEvent.keyDown(search, { key: 'Enter' });
    });
    expect(host.last()).toBe('CH');
  });

  it('offers only treaty countries with props.countries = treaty', async () => {
    renderWidget(JurisdictionWidget, i18n, { question: { widget: 'country', props: { countries: 'treaty' } }, wrap });
    const search = await open();
    expect(listSize()).toBe(3);
    await act(async () => {
      fireEvent.change(search, { target: { value: 'cote' } });
    });
    expect(await screen.findByText('No country matches your search.')).toBeTruthy();
  });

  // Which options a list renders depends on its view, which happy-dom does not lay out: the arrow keys walking options
  // not yet rendered are shown in Chromium (e2e/forms.e2e.ts, keyboardReachesUnrenderedCountries).
  it('renders only some of ~250 countries when opened, each option saying its place in the whole list', async () => {
    renderWidget(JurisdictionWidget, i18n, { question: { widget: 'country' } });
    await open();
    const size = listSize();
    expect(size).toBeGreaterThan(240);
    const rendered = screen.getAllByRole('option');
    expect(rendered.length).toBeLessThan(size / 4);
    expect(rendered[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(rendered[0]?.hasAttribute('index')).toBe(false);
  });

  // happy-dom lays nothing out, so its list never learns its view and renders its first and last options only: as a
  // list does in a browser before its first frame, or behind keys pressed faster than frames. Each key still reaches
  // the next option, since those beside the active one are always rendered.
  it('moves the active option one by one with the arrow keys even where the list has not rendered yet', async () => {
    const host = renderWidget(JurisdictionWidget, i18n, { question: { widget: 'country' } });
    const search = await open();
    expect(screen.queryByRole('option', { name: /^Albania/ })).toBeNull();
    // Afghanistan, Åland Islands, Albania: the third by name.
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown']) {
      await act(async () => {
        fireEvent.keyDown(search, { key });
      });
    }
    const active = screen.getByRole('option', { name: /^Albania/ });
    expect(search.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.getAttribute('aria-posinset')).toBe('3');
    await act(async () => {
      fireEvent.keyDown(search, { key: 'Enter' });
    });
    expect(host.last()).toBe('AL');
  });

  it('says when no country matches', async () => {
    renderWidget(JurisdictionWidget, i18n, { question: { widget: 'country' }, wrap });
    const search = await open();
    await act(async () => {
      fireEvent.change(search, { target: { value: 'zzz' } });
    });
    expect(await screen.findByText('No country matches your search.')).toBeTruthy();
  });

  it('is disabled when the question is', async () => {
    renderWidget(JurisdictionWidget, i18n, { question: { widget: 'country' }, wrap, disabled: true });
    await waitFor(() => expect(button().textContent).toContain('Select a country'));
    expect((button() as HTMLButtonElement).disabled || button().getAttribute('aria-disabled') === 'true').toBe(true);
  });
});
