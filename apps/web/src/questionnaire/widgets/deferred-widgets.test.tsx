import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * The Ariakit widgets are chunks loaded after a form's first paint; until one has arrived its question
 * shows a stand-in of the same shape. Fresh modules (the test setup has loaded the chunks in the shared ones), and
 * each chunk held back until the test lets it through.
 */
afterEach(() => {
  cleanup();
  vi.doUnmock('./JurisdictionPicker');
  vi.doUnmock('./ExchangeCombobox');
});

function heldBack(path: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.doMock(path, async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  return () => act(async () => release());
}

async function fresh() {
  vi.resetModules();
  const utils = await import('../../testing/widget-test-utils');
  return { ...utils, i18n: await utils.widgetI18n() };
}

describe('a country question before its dropdown has arrived', () => {
  it('is the same closed button, named by its label and the chosen country, and then the dropdown', async () => {
    const release = heldBack('./JurisdictionPicker');
    const { renderWidget, i18n } = await fresh();
    const { JurisdictionWidget } = await import('./JurisdictionWidget');
    renderWidget(JurisdictionWidget, i18n, { question: { widget: 'country' }, value: 'DE', invalid: true });
    const button = () => screen.getByRole('combobox', { name: /Question label/ });
    await waitFor(() => expect(button().textContent).toContain('Germany'));
    expect(button().id).toBe('field');
    expect(button().getAttribute('aria-invalid')).toBe('true');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Search countries' })).toBeNull();
    const standIn = button();
    await release();
    await waitFor(() => expect(button()).not.toBe(standIn));
    await act(async () => {
      fireEvent.click(button());
    });
    expect(await screen.findByRole('combobox', { name: 'Search countries' })).toBeTruthy();
    expect(button().textContent).toContain('Germany');
  });

  /** An empty country question whose dropdown is held back: its stand-in, and the release of the dropdown. */
  async function standInHeldBack() {
    const release = heldBack('./JurisdictionPicker');
    const { renderWidget, i18n } = await fresh();
    const { JurisdictionWidget } = await import('./JurisdictionWidget');
    renderWidget(JurisdictionWidget, i18n, { question: { widget: 'country' } });
    return { release, standIn: screen.getByRole('combobox', { name: /Question label/ }) };
  }

  it('opens when it arrives if the customer pressed the stand-in', async () => {
    const { release, standIn } = await standInHeldBack();
    await act(async () => {
      fireEvent.focus(standIn);
      fireEvent.click(standIn);
    });
    await release();
    expect(await screen.findByRole('combobox', { name: 'Search countries' })).toBeTruthy();
  });

  it('opens when it arrives between the press and the release (the click then reaches neither button)', async () => {
    const { release, standIn } = await standInHeldBack();
    await act(async () => {
      fireEvent.pointerDown(standIn);
      fireEvent.focus(standIn);
    });
    await release();
    await waitFor(() => expect(standIn.isConnected).toBe(false));
    await act(async () => {
      fireEvent.click(standIn);
    });
    expect(await screen.findByRole('combobox', { name: 'Search countries' })).toBeTruthy();
  });
});

describe('an exchange question before its suggestions have arrived', () => {
  it('is the same text field with its hint, keeps what is typed, and then suggests', async () => {
    const release = heldBack('./ExchangeCombobox');
    const { renderWidget, i18n } = await fresh();
    const { ExchangeWidget } = await import('./ExchangeWidget');
    const host = renderWidget(ExchangeWidget, i18n, { question: { widget: 'text' }, describedBy: 'row-hint' });
    const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Question label' });
    expect(input().getAttribute('aria-describedby')).toBe('field-hint row-hint');
    expect(screen.getByText('Type at least 3 letters of the exchange name or its MIC code.')).toBeTruthy();
    await act(async () => {
      fireEvent.focus(input());
      fireEvent.change(input(), { target: { value: 'xfr' } });
    });
    expect(host.last()).toBe('xfr');
    await release();
    // Not while the customer is in the field: the suggestions take over when they leave it.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('combobox')).toBeNull();
    await act(async () => {
      fireEvent.blur(input());
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Question label' })).toBeTruthy());
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Question label' }).value).toBe('xfr');
  });
});
