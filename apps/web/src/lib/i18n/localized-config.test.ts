import type { OnlineConfig } from '@taxcert/contracts';
import { describe, expect, it } from 'vitest';
import { localizeConfig } from './localized-config';

const w9 = {
  formType: 'w9_2024',
  title: 'Form W-9',
  revision: 'Rev. March 2024',
  isEnabled: true,
  isVisible: true,
  canPrepopulate: true,
  introductionMessageId: null,
};
const group = {
  formType: 'crsiw8ben',
  formTypes: ['crsi_2024', 'w8ben_2021'],
  title: 'CRS Individual and Form W-8BEN',
  isEnabled: true,
  isVisible: true,
  canPrepopulate: true,
  crsRestricted: true,
};
const config = (extra: { form?: object; group?: object } = {}) =>
  ({ formTypes: [{ ...w9, ...extra.form }], formGroups: [{ ...group, ...extra.group }] }) as unknown as OnlineConfig;

describe('localizeConfig (form titles in the interface language)', () => {
  it('shows the title and revision the configuration gives for the locale', () => {
    const localized = localizeConfig(
      config({
        form: { localized: { de: { title: 'Formular W-9', revision: 'Rev. März 2024' } } },
        group: { localized: { de: { title: 'CRS natürliche Person und Formular W-8BEN' } } },
      }),
      'de',
    );
    expect(localized.formTypes[0]).toMatchObject({ title: 'Formular W-9', revision: 'Rev. März 2024' });
    expect(localized.formGroups[0]).toMatchObject({ title: 'CRS natürliche Person und Formular W-8BEN' });
  });

  it('falls back to the single text: no entry for the locale, or a title without a revision', () => {
    const only = config({ form: { localized: { fr: { title: 'Formulaire W-9' } } } });
    expect(localizeConfig(only, 'de').formTypes[0]).toMatchObject({ title: 'Form W-9', revision: 'Rev. March 2024' });
    expect(localizeConfig(only, 'fr').formTypes[0]).toMatchObject({
      title: 'Formulaire W-9',
      revision: 'Rev. March 2024',
    });
    expect(localizeConfig(config(), 'zh').formGroups[0]?.title).toBe('CRS Individual and Form W-8BEN');
  });
});
