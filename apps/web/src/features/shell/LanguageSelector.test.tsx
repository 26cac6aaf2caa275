import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/api/api';
import { json, renderWithApp, stubFetch } from '../../testing/render-app';
import { LanguageSelector } from './LanguageSelector';

const offered = (client: QueryClient) =>
  client.setQueryData(queryKeys.languages, {
    status: 200,
    body: [
      { locale: 'en', name: 'English' },
      { locale: 'de', name: 'Deutsch' },
      { locale: 'fr', name: 'Français' },
    ],
    headers: new Headers(),
  });

beforeEach(() => {
  stubFetch(() => json({ code: 404, message: 'no' }, 404));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The forms' catalogue the selector reads on a form's page is its own chunk (ADR 031); what it says is unchanged. */
describe('LanguageSelector', () => {
  it("on a form's page, each language the form does not exist in says so", async () => {
    await renderWithApp(<LanguageSelector />, '/forms/rc519_2024/7', 'en', offered);
    // RC519 exists in English and French (the CRA's), not in German.
    // The form's languages come with its definition, loaded on demand: wait for them as long as a loaded machine needs.
    expect(
      await screen.findByRole('option', { name: 'Deutsch — this form stays in English' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Français' })).toBeTruthy();
  });

  it("on a group's page, when some form of the group does not exist in the language", async () => {
    await renderWithApp(<LanguageSelector />, '/forms/groups/crsiw8ben/3', 'en', offered);
    expect(
      await screen.findByRole('option', { name: 'Français — this form stays in English' }, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  it('elsewhere, the plain names', async () => {
    await renderWithApp(<LanguageSelector />, '/form-selection', 'en', offered);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'Français',
    ]);
  });
});
