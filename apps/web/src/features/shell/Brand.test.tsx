import type { Brand, OnlineConfig } from '@taxcert/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import config from '../../../../../fixtures/config/online-config.json';
import { queryKeys } from '../../lib/api/api';
import { applyBrandColors, contrastRatio, shownBrand } from '../../lib/config/brand';
import { SelectedAccountProvider } from '../../lib/session/selected-account';
import { json, renderWithApp, stubFetch } from '../../testing/render-app';
import { Footer } from './Footer';
import { Header } from './Header';

afterEach(() => {
  cleanup();
  applyBrandColors(null);
  vi.unstubAllGlobals();
});

const nordbank: Brand = {
  institutionName: 'Nordbank',
  logoUrl: '/__sim/brand/logo.svg',
  primaryColor: '#1d5c3a',
  primaryTextColor: '#ffffff',
  copyrightHolder: 'Nordbank AG',
};

async function renderShell(brand: Brand | undefined) {
  // The language selector's list: one language, so no selector (the header's other calls are not made here).
  stubFetch(() => json([{ locale: 'en', name: 'English' }]));
  const body = { ...(config as unknown as OnlineConfig), customer: null, ...(brand ? { brand } : {}) };
  await renderWithApp(
    <SelectedAccountProvider>
      <Header />
      <Footer />
    </SelectedAccountProvider>,
    '/',
    'en',
    (client) => client.setQueryData(queryKeys.config, { status: 200, body, headers: new Headers() }),
  );
}

/** ADR 045: the institution's brand from the online configuration, at run time. */
describe("the institution's brand", () => {
  it('names the institution beside its logo in the home link, and the copyright holder in the footer', async () => {
    // The footer's year is the clock's: a fixed one, so the test does not depend on the date.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    try {
      await renderShell(nordbank);
      const home = screen.getByRole('link', { name: 'Nordbank Tax self-certification' });
      expect(within(home).getByRole('presentation').getAttribute('src')).toBe('/__sim/brand/logo.svg');
      expect(
        within(screen.getByRole('contentinfo')).getByText('© 2026 Nordbank AG. All rights reserved.'),
      ).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a brand: the Taxcert mark, name and copyright', async () => {
    await renderShell(undefined);
    expect(screen.getByRole('link', { name: 'Tax self-certification' })).toBeTruthy();
    expect(screen.queryByRole('presentation')).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByText(/© \d{4} Taxcert\. All rights reserved\./)).toBeTruthy();
  });

  it('colours that pass WCAG AA become the colour tokens; the defaults come back without a brand', () => {
    const shown = shownBrand(nordbank);
    expect(shown.colors).toEqual({ primary: '#1d5c3a', onPrimary: '#ffffff' });
    applyBrandColors(shown.colors);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--c-primary')).toBe('#1d5c3a');
    expect(style.getPropertyValue('--c-on-primary')).toBe('#ffffff');
    // Hover darkens under light text, lightens under dark text.
    expect(style.getPropertyValue('--c-primary-hover')).toBe('color-mix(in srgb, #1d5c3a 80%, #000)');
    applyBrandColors({ primary: '#ffd54f', onPrimary: '#1a1a1a' });
    expect(style.getPropertyValue('--c-primary-hover')).toBe('color-mix(in srgb, #ffd54f 80%, #fff)');
    applyBrandColors(shownBrand(undefined).colors);
    expect(style.getPropertyValue('--c-primary')).toBe('');
  });

  it('colours under 4.5:1 are refused with one console error naming the pair, the defaults kept, the name still shown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Yellow text on a light green, and that green as text on white and on the page's grey.
    const pale: Brand = { ...nordbank, primaryColor: '#4caf50', primaryTextColor: '#ffeb3b' };
    const shown = shownBrand(pale);
    expect(shown.colors).toBeNull();
    expect(shown.institutionName).toBe('Nordbank');
    shownBrand(pale);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe(
      'Brand colours refused (WCAG AA needs 4.5:1): primaryTextColor on primaryColor is 2.28:1; primaryColor on #ffffff is 2.78:1; primaryColor on #f3f5f8 is 2.54:1. The default colours are kept.',
    );
  });

  it('measures contrast as WCAG does: black on white 21:1, a colour on itself 1:1, the limit at 4.5:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b4f8a', '#0b4f8a')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});
