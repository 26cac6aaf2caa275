import { act, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';

/**
 * Chooses a country in a rendered form's country list as a customer does: open the list, type in its search, Enter.
 * For component tests of real forms (render-form.tsx); the search box is named by `widgets.jurisdiction.search`.
 */
export async function chooseCountry(t: I18n['t'], list: HTMLElement, name: string): Promise<void> {
  await act(async () => {
    fireEvent.click(list);
  });
  const search = await screen.findByRole('combobox', { name: t('widgets.jurisdiction.search') });
  await act(async () => {
    fireEvent.change(search, { target: { value: name } });
  });
  await act(async () => {
    fireEvent.keyDown(search, { key: 'Enter' });
  });
}
