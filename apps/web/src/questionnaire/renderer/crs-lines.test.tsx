import { defaultAnswers, type Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formI18n, renderForm } from '../../testing/render-form';

/**
 * On the screen: the CRS-E asks a Financial Institution its GIIN (optional) and an NFE none,
 * and says who a controlling person is; the FATCA/CRS individual asks the US TIN of a US person only.
 */

afterEach(cleanup);

const choose = (t: I18n['t'], group: string, option: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: t(group) })).getByRole('radio', { name: t(option) }));
const failures = (view: ReturnType<typeof renderForm>) =>
  view.form().evaluation.failures.map((f) => [f.blockId, ...f.path].join('.'));

const entity = (answers: Answers): Answers => ({
  ...answers,
  name: { name: 'Alder Holdings S.à r.l.', incorporationCountry: 'LU' },
  address: { line1: '12 Rue Erasme', line3: 'Luxembourg', postalCode: '1468', country: 'LU' },
  taxResidences: { taxResidences: [{ country: 'LU', tin: 'B123456' }] },
  part4: { name: 'Marie Weber', capacity: 'Director' },
});

describe.each(['en', 'fr'] as const)('the CRS-E’s new lines on screen (%s)', (locale) => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await formI18n(locale);
  });

  it('a Financial Institution is asked its GIIN, optional, in the GIIN’s boxes; an NFE is not', async () => {
    const t = i18n.t.bind(i18n);
    const crse = (await loadDefinition('crse'))!;
    const view = renderForm(i18n, crse, entity(defaultAnswers(crse)), 'Stacked');
    const giin = () => screen.queryByRole('group', { name: t('questionnaire.crsEntityType.giin.label') });
    expect(giin()).toBeNull();
    choose(
      t,
      'questionnaire.crsEntityType.entityType.label',
      'questionnaire.crsEntityType.entityType.option.FinancialInstitution',
    );
    choose(
      t,
      'questionnaire.crsEntityType.fiType.label',
      'questionnaire.crsEntityType.fiType.option.OtherInvestmentEntity',
    );
    expect(within(giin()!).getAllByRole('textbox')).toHaveLength(16);
    expect(screen.getByText(t('questionnaire.crsEntityType.giin.hint'))).toBeTruthy();
    // Optional: left blank, the form is complete.
    expect(failures(view)).toEqual([]);
    fireEvent.paste(within(giin()!).getAllByRole('textbox')[0]!, {
      clipboardData: { getData: () => '98q96b.00000.le.250' },
    });
    expect(view.form().readData().crsEntityType).toMatchObject({ giin: '98Q96B00000LE250' });
    choose(
      t,
      'questionnaire.crsEntityType.entityType.label',
      'questionnaire.crsEntityType.entityType.option.ActiveNFE',
    );
    expect(giin()).toBeNull();
  });

  it('a passive NFE’s controlling persons: natural persons only, the senior managing official the last resort', async () => {
    const t = i18n.t.bind(i18n);
    const crse = (await loadDefinition('crse'))!;
    renderForm(i18n, crse, entity(defaultAnswers(crse)), 'Stacked');
    choose(
      t,
      'questionnaire.crsEntityType.entityType.label',
      'questionnaire.crsEntityType.entityType.option.PassiveNFE',
    );
    const persons = screen.getByRole('group', { name: t('questionnaire.crse.controllingPersons.label') });
    // The hint describes the list, and the type of controlling person carries the order of the fallback.
    expect(persons.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(t('questionnaire.crse.controllingPersons.hint'))).toBeTruthy();
    const type = screen.getByRole('combobox', { name: t('questionnaire.controllingPerson.type.label') });
    expect(type.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(t('questionnaire.crse.controllingPersonType.hint'))).toBeTruthy();
    expect(within(persons).getByRole('textbox', { name: t('questionnaire.crs.address.line1.label') })).toBeTruthy();
  });
});

describe('the FATCA/CRS individual’s Part 2 on screen', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await formI18n('en');
  });

  it('a US resident gives the US TIN; someone neither citizen nor resident is asked none and the form is complete', async () => {
    const t = i18n.t.bind(i18n);
    const def = (await loadDefinition('fatca_crsi_2023'))!;
    const view = renderForm(
      i18n,
      def,
      {
        ...defaultAnswers(def),
        crsName: { title: 'Mr', firstName: 'Luc', lastName: 'Martin' },
        address: { line1: '1 Rue de Rivoli', line3: 'Paris', postalCode: '75001', country: 'FR' },
        birthDetails: { birthDate: '04-07-1980', birthCountry: 'FR' },
        taxResidences: { taxResidences: [{ country: 'FR', tin: '1234567890123' }] },
        signature: { name: 'Luc Martin' },
      },
      'Irs',
    );
    // Who counts as a US citizen, under the question.
    expect(screen.getByText(t('questionnaire.fatca_crsi_2023.isUsCitizen.hint'))).toBeTruthy();
    const tin = () => screen.queryByRole('group', { name: t('questionnaire.usPerson.usTin.label') });
    choose(t, 'questionnaire.usPerson.isUsCitizen.label', 'questionnaire.option.No');
    choose(t, 'questionnaire.usPerson.isUsResident.label', 'questionnaire.option.Yes');
    expect(tin()).not.toBeNull();
    expect(failures(view)).toEqual(['usPerson.usTin']);
    choose(t, 'questionnaire.usPerson.isUsResident.label', 'questionnaire.option.No');
    expect(tin()).toBeNull();
    expect(view.form().readData().usPerson).toEqual({ isUsCitizen: 'No', isUsResident: 'No' });
    expect(failures(view)).toEqual([]);
  });
});
