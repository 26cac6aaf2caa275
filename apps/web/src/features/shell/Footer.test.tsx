import { cleanup, screen, within } from '@testing-library/react';
import type { OnlineConfig } from '@taxcert/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import config from '../../../../../fixtures/config/online-config.json';
import { queryKeys } from '../../lib/api/api';
import { renderWithApp } from '../../testing/render-app';
import { Footer } from './Footer';

afterEach(cleanup);

async function renderFooter(linkOverrides: OnlineConfig['linkOverrides']) {
  await renderWithApp(<Footer />, '/', 'en', (client) =>
    client.setQueryData(queryKeys.config, {
      status: 200,
      body: { ...config, customer: null, linkOverrides },
      headers: new Headers(),
    }),
  );
  return within(screen.getByRole('contentinfo'));
}

describe('Footer', () => {
  it('links the accessibility statement the institution publishes itself, in a new tab, beside its own pages', async () => {
    const footer = await renderFooter([{ key: 'accessibility', value: 'https://bank.example/accessibility' }]);
    const statement = footer.getByRole('link', { name: 'Accessibility' });
    expect(statement.getAttribute('href')).toBe('https://bank.example/accessibility');
    expect(statement.getAttribute('target')).toBe('_blank');
    expect(footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy', '/links/privacy'],
      ['Cookies', '/links/cookies'],
      ['Accessibility', 'https://bank.example/accessibility'],
      ['Terms of use', '/links/termsOfUse'],
    ]);
  });

  it('links its own statement at /links/accessibility when none is configured', async () => {
    const footer = await renderFooter([{ key: 'privacy', value: 'https://bank.example/privacy' }]);
    expect(footer.getByRole('link', { name: 'Accessibility' }).getAttribute('href')).toBe('/links/accessibility');
    expect(footer.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('https://bank.example/privacy');
  });
});
