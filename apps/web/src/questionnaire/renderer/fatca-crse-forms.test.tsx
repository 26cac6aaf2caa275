import { defaultAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enLines from '../../../../../fixtures/languages/en/fatca-crse-lines.json';
import frLines from '../../../../../fixtures/languages/fr/fatca-crse-lines.json';
import { formI18n, renderForm } from '../../testing/render-form';

/**
 * In the rendered FATCA/CRS entity form: a specified US person with its EIN, a US person in an
 * excluded category whose EIN is applied for, a trustee-documented trust with its trustee, and a passive NFE whose
 * controlling person is a US citizen with a US TIN. What is clicked and typed is what the form holds, and the form
 * then has nothing left to complete.
 */

afterEach(cleanup);

const lines = { en: enLines, fr: frLines };
const choose = (t: I18n['t'], group: string, option: string, scope: HTMLElement = document.body) =>
  fireEvent.click(
    within(within(scope).getByRole('radiogroup', { name: t(group) })).getByRole('radio', { name: t(option) }),
  );
const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByRole('textbox', { name: label }), { target: { value } });
const select = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByRole('combobox', { name: label }), { target: { value } });
/** Pastes an identifier into the first box of its group of boxes (a TIN, a GIIN). */
const paste = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.paste(within(within(scope).getByRole('group', { name: label })).getAllByRole('textbox')[0]!, {
    clipboardData: { getData: () => value },
  });
const check = (view: ReturnType<typeof renderForm>) =>
  view.form().evaluation.failures.map((f) => `${[f.blockId, ...f.path].join('.')}`);

/** A Luxembourg entity with its tax residence, as pre-filled; its CRS type an investment entity, its signer. */
const entity = (def: FormDefinition): Answers => ({
  ...defaultAnswers(def),
  name: { name: 'Alder Holdings S.à r.l.', incorporationCountry: 'LU' },
  address: { line1: '12 Rue Erasme', line3: 'Luxembourg', postalCode: '1468', country: 'LU' },
  crsEntityType: { entityType: 'FinancialInstitution', fiType: 'OtherInvestmentEntity' },
  taxResidences: { taxResidences: [{ country: 'LU', tin: 'B123456' }] },
  signature: { name: 'Marie Weber', capacity: 'Director' },
});

describe.each(['en', 'fr'] as const)('the FATCA/CRS entity form’s FATCA part in the rendered form (%s)', (locale) => {
  let i18n: I18n;
  let def: FormDefinition;
  beforeAll(async () => {
    i18n = await formI18n(locale);
    i18n.addResourceBundle(locale, 'translation', lines[locale], true, true);
    def = (await loadDefinition('fatca_crse_2023'))!;
  });
  const f = (field: string) => `questionnaire.fatcaEntity.${field}.label`;

  it('a specified US person gives its EIN', () => {
    const t = i18n.t.bind(i18n);
    const view = renderForm(i18n, def, entity(def), 'Irs');
    expect(screen.queryByRole('group', { name: t(f('usTin')) })).toBeNull();
    choose(t, f('isUsPerson'), 'questionnaire.option.Yes');
    choose(t, f('usClassification'), 'questionnaire.fatcaEntity.usClassification.option.Specified');
    expect(screen.queryByRole('combobox', { name: t(f('exclusion')) })).toBeNull();
    paste(t(f('usTin')), '27-1234568');
    expect(view.form().readData().fatcaEntity).toEqual({
      isUsPerson: 'Yes',
      usClassification: 'Specified',
      usTin: '271234568',
      einAppliedFor: 'No',
    });
    expect(check(view)).toEqual([]);
  });

  it('a US person in an excluded category (a bank), its EIN applied for', () => {
    const t = i18n.t.bind(i18n);
    const view = renderForm(i18n, def, entity(def), 'Stacked');
    choose(t, f('isUsPerson'), 'questionnaire.option.Yes');
    choose(t, f('usClassification'), 'questionnaire.fatcaEntity.usClassification.option.NotSpecified');
    select(t(f('exclusion')), 'J');
    expect(check(view)).toEqual(['fatcaEntity.usTin']);
    choose(t, f('einAppliedFor'), 'questionnaire.option.Yes');
    expect(view.form().readData().fatcaEntity).toEqual({
      isUsPerson: 'Yes',
      usClassification: 'NotSpecified',
      exclusion: 'J',
      einAppliedFor: 'Yes',
    });
    expect(check(view)).toEqual([]);
  });

  it('a trustee-documented trust names its trustee, the trustee’s GIIN and that it is foreign', () => {
    const t = i18n.t.bind(i18n);
    const view = renderForm(i18n, def, entity(def), 'Irs');
    choose(t, f('isUsPerson'), 'questionnaire.option.No');
    select(t(f('status')), 'TrusteeDocumentedTrust');
    type(t(f('trusteeName')), 'Fiducie Nord S.A.');
    paste(t(f('trusteeGiin')), 'S5X7DK.00000.LE.442');
    choose(t, f('trusteeIsUs'), 'questionnaire.nonReportingIgaFfi.isUSTrustee.option.No');
    expect(view.form().readData().fatcaEntity).toEqual({
      isUsPerson: 'No',
      status: 'TrusteeDocumentedTrust',
      trusteeName: 'Fiducie Nord S.A.',
      trusteeGiin: 'S5X7DK00000LE442',
      trusteeIsUs: 'No',
    });
    expect(check(view)).toEqual([]);
  });

  it('a passive NFE: its controlling person is a US citizen and gives the US TIN', async () => {
    const t = i18n.t.bind(i18n);
    const start: Answers = {
      ...entity(def),
      crsEntityType: { entityType: 'PassiveNFE' },
      controllingPersons: {
        controllingPersons: [
          {
            firstName: 'Marie',
            lastName: 'Weber',
            birthDate: '14-02-1975',
            birthCountry: 'LU',
            type: 'CRS801',
            address: [{ line1: '3 Rue du Fort', country: 'LU' }],
            taxResidences: [{ country: 'LU', tin: '1975021412345' }],
          },
        ],
      },
    };
    const view = renderForm(i18n, def, start, 'Stacked');
    choose(t, f('isUsPerson'), 'questionnaire.option.No');
    select(t(f('status')), 'PassiveNffe');
    const person = screen
      .getByRole('heading', { name: `${t('questionnaire.controllingPerson.item.title')} 1` })
      .closest('li')!;
    const cp = (field: string) => `questionnaire.fatcaEntity.controllingPerson.${field}.label`;
    expect(within(person).queryByRole('group', { name: t(cp('usTin')) })).toBeNull();
    await act(async () => {
      choose(t, cp('isUsPerson'), 'questionnaire.option.Yes', person);
    });
    expect(check(view)).toEqual(['controllingPersons.controllingPersons.0.usTin']);
    paste(t(cp('usTin')), '123-45-6780', person);
    expect(view.form().readData().controllingPersons?.controllingPersons).toMatchObject([
      { firstName: 'Marie', isUsPerson: 'Yes', usTin: '123456780' },
    ]);
    expect(view.form().readData().fatcaEntity).toEqual({ isUsPerson: 'No', status: 'PassiveNffe' });
    expect(check(view)).toEqual([]);
  });
});
