import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceDataContext, type StockMarket } from './contexts';
import { ExchangeWidget, matchExchanges } from './ExchangeWidget';
import { renderWidget, widgetI18n } from '../../testing/widget-test-utils';

let i18n: I18n;
beforeAll(async () => {
  i18n = await widgetI18n();
});
afterEach(cleanup);

const markets: StockMarket[] = [
  { exchangeName: 'Börse Frankfurt', mic: 'XFRA', searchName: 'borse frankfurt' },
  { exchangeName: 'New York Stock Exchange', mic: 'XNYS', searchName: 'new york stock exchange' },
  { exchangeName: 'Bolsa de Madrid', mic: 'XMAD', searchName: 'bolsa de madrid' },
];
const wrap = (children: React.ReactNode) => (
  <ReferenceDataContext.Provider value={{ stockMarkets: markets }}>{children}</ReferenceDataContext.Provider>
);
const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Question label' });
const type = async (text: string) => {
  await act(async () => {
    input().focus();
    fireEvent.change(input(), { target: { value: text } });
  });
};

describe('matchExchanges', () => {
  it('needs 3 characters, matches name or MIC ignoring case and accents', () => {
    expect(matchExchanges(markets, 'bo')).toEqual([]);
    expect(matchExchanges(markets, 'BÖR').map((m) => m.mic)).toEqual(['XFRA']);
    expect(matchExchanges(markets, 'borse').map((m) => m.mic)).toEqual(['XFRA']);
    expect(matchExchanges(markets, 'xnys').map((m) => m.mic)).toEqual(['XNYS']);
    expect(matchExchanges(markets, 'bol').map((m) => m.mic)).toEqual(['XMAD']);
  });
});

describe('ExchangeWidget', () => {
  it('is a labelled combobox with the 3-character hint', () => {
    renderWidget(ExchangeWidget, i18n, { question: { widget: 'text' }, wrap, describedBy: 'row-hint' });
    expect(input().getAttribute('aria-describedby')).toBe('field-hint row-hint');
    expect(screen.getByText('Type at least 3 letters of the exchange name or its MIC code.')).toBeTruthy();
  });

  it('shows no suggestions under 3 characters, and keeps what is typed', async () => {
    const host = renderWidget(ExchangeWidget, i18n, { question: { widget: 'text' }, wrap });
    await type('bo');
    expect(host.last()).toBe('bo');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('suggests matches from 3 characters and stores the chosen exchange name', async () => {
    const host = renderWidget(ExchangeWidget, i18n, { question: { widget: 'text' }, wrap });
    await type('xfr');
    const option = await screen.findByRole('option', { name: /Börse Frankfurt/ });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('1 exchange found');
    await act(async () => {
      fireEvent.click(option);
    });
    expect(host.last()).toBe('Börse Frankfurt');
    expect(input().value).toBe('Börse Frankfurt');
  });

  it('moves through suggestions with the arrow keys and chooses with Enter', async () => {
    const host = renderWidget(ExchangeWidget, i18n, { question: { widget: 'text' }, wrap });
    await type('exchange');
    await screen.findByRole('option', { name: /New York/ });
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'ArrowDown' });
    });
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Enter' });
    });
    expect(host.last()).toBe('New York Stock Exchange');
  });

  it('says when nothing matches, keeping the text', async () => {
    const host = renderWidget(ExchangeWidget, i18n, { question: { widget: 'text' }, wrap });
    await type('zzzz');
    expect(await screen.findByText('No exchange matches “zzzz”. You can keep what you typed.')).toBeTruthy();
    expect(host.last()).toBe('zzzz');
  });

  it('Backspace edits the text like any field', async () => {
    const host = renderWidget(ExchangeWidget, i18n, { question: { widget: 'text' }, wrap, value: 'XNYS' });
    await type('XNY');
    expect(host.last()).toBe('XNY');
  });
});
