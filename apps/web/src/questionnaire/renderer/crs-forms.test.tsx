import { defaultAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formI18n, renderForm } from '../../testing/render-form';

/**
 * The typical customers completed in the rendered form, in English and in French (the CRS forms exist in every
 * interface language): a passive NFE with two controlling persons (CRS-E), a publicly traded active NFE choosing its
 * exchange (CRS-E), a US citizen on the combined FATCA/CRS individual form. What was typed and clicked is what the
 * form holds, and the form then has nothing left to complete.
 */

afterEach(cleanup);

const choose = (t: I18n['t'], group: string, option: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: t(group) })).getByRole('radio', { name: t(option) }));
const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByRole('textbox', { name: label }), { target: { value } });
/** Chooses a country in a country list: open it, search, Enter. */
async function chooseCountry(t: I18n['t'], list: HTMLElement, name: string) {
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
const check = (view: ReturnType<typeof renderForm>) =>
  view.form().evaluation.failures.map((f) => `${[f.blockId, ...f.path].join('.')}`);

/** The pre-filled entity: name and registered address; its tax residence in Luxembourg; the signer. */
const entity = (def: FormDefinition): Answers => ({
  ...defaultAnswers(def),
  name: { name: 'Alder Holdings S.à r.l.', incorporationCountry: 'LU' },
  address: { line1: '12 Rue Erasme', line3: 'Luxembourg', postalCode: '1468', country: 'LU' },
  taxResidences: { taxResidences: [{ country: 'LU', tin: 'B123456' }] },
});

async function fillPerson(t: I18n['t'], n: number, first: string, personType: string) {
  const person = screen
    .getByRole('heading', { name: `${t('questionnaire.controllingPerson.item.title')} ${n}` })
    .closest('li')!;
  type(t('questionnaire.controllingPerson.firstName.label'), first, person);
  type(t('questionnaire.controllingPerson.lastName.label'), 'Weber', person);
  const birth = within(person).getByRole('group', { name: t('questionnaire.controllingPerson.birthDate.label') });
  fireEvent.change(within(birth).getByLabelText(t('widgets.date.year')), { target: { value: '1975' } });
  fireEvent.change(within(birth).getByLabelText(t('widgets.date.month')), { target: { value: '2' } });
  fireEvent.change(within(birth).getByLabelText(t('widgets.date.day')), { target: { value: '14' } });
  fireEvent.change(within(person).getByRole('combobox', { name: t('questionnaire.controllingPerson.type.label') }), {
    target: { value: personType },
  });
  type(t('questionnaire.crs.address.line1.label'), '3 Rue du Fort', person);
  type(t('questionnaire.taxResidence.tin.label'), '1975021412345', person);
  const countries = within(person).getAllByRole('combobox', {
    name: new RegExp(
      `^(${t('questionnaire.controllingPerson.birthCountry.label')}|${t('questionnaire.address.country.label')}|${t('questionnaire.taxResidence.country.label')})`,
    ),
  });
  for (const list of countries) await chooseCountry(t, list, 'Luxembourg');
}

describe.each(['en', 'fr'] as const)('the CRS and FATCA/CRS forms completed in the rendered form (%s)', (locale) => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await formI18n(locale);
  });

  it('CRS-E: a passive NFE with two controlling persons', async () => {
    const t = i18n.t.bind(i18n);
    const crse = (await loadDefinition('crse'))!;
    const view = renderForm(i18n, crse, entity(crse), 'Stacked');
    expect(screen.queryByRole('heading', { name: `${t('questionnaire.controllingPerson.item.title')} 1` })).toBeNull();
    choose(
      t,
      'questionnaire.crsEntityType.entityType.label',
      'questionnaire.crsEntityType.entityType.option.PassiveNFE',
    );
    await fillPerson(t, 1, 'Marie', 'CRS801');
    fireEvent.click(
      screen.getByRole('button', {
        name: t('widgets.repeater.add', { title: t('questionnaire.controllingPerson.item.title') }),
      }),
    );
    await fillPerson(t, 2, 'Paul', 'CRS803');
    type(t('questionnaire.signer.name.label'), 'Marie Weber');
    fireEvent.change(screen.getByRole('combobox', { name: t('questionnaire.signer.capacity.label') }), {
      target: { value: 'Director' },
    });
    const people = view.form().readData().controllingPersons?.controllingPersons;
    expect(people).toMatchObject([
      {
        firstName: 'Marie',
        birthDate: '14-02-1975',
        type: 'CRS801',
        birthCountry: 'LU',
        address: [{ line1: '3 Rue du Fort', country: 'LU' }],
        taxResidences: [{ country: 'LU', tin: '1975021412345' }],
      },
      { firstName: 'Paul', type: 'CRS803' },
    ]);
    expect(check(view)).toEqual([]);
  });

  it('CRS-E: a publicly traded active NFE choosing its exchange; no controlling persons', async () => {
    const t = i18n.t.bind(i18n);
    const crse = (await loadDefinition('crse'))!;
    const view = renderForm(i18n, crse, entity(crse), 'Irs');
    choose(
      t,
      'questionnaire.crsEntityType.entityType.label',
      'questionnaire.crsEntityType.entityType.option.ActiveNFE',
    );
    choose(
      t,
      'questionnaire.crsEntityType.activeNffeType.label',
      'questionnaire.crsEntityType.activeNffeType.option.PubliclyTraded',
    );
    fireEvent.change(screen.getByRole('combobox', { name: t('questionnaire.crsEntityType.securitiesMarket.label') }), {
      target: { value: 'New York Stock Exchange' },
    });
    type(t('questionnaire.signer.name.label'), 'Marie Weber');
    fireEvent.change(screen.getByRole('combobox', { name: t('questionnaire.signer.capacity.label') }), {
      target: { value: 'Director' },
    });
    expect(view.form().readData().crsEntityType).toEqual({
      entityType: 'ActiveNFE',
      activeNffeType: 'PubliclyTraded',
      securitiesMarket: 'New York Stock Exchange',
    });
    expect(screen.queryByRole('heading', { name: `${t('questionnaire.controllingPerson.item.title')} 1` })).toBeNull();
    expect(check(view)).toEqual([]);
  });

  it('FATCA/CRS individual: a US citizen gives the US TIN', async () => {
    const t = i18n.t.bind(i18n);
    const def = (await loadDefinition('fatca_crsi_2023'))!;
    const prefilled: Answers = {
      ...defaultAnswers(def),
      crsName: { title: 'Ms', firstName: 'Jane', lastName: 'Doe' },
      address: { line1: '1 Rue de Rivoli', line3: 'Paris', postalCode: '75001', country: 'FR' },
      birthDetails: { birthDate: '04-07-1980', birthCountry: 'US' },
      taxResidences: { taxResidences: [{ country: 'FR', tin: '1234567890123' }] },
    };
    const view = renderForm(i18n, def, prefilled, 'Irs');
    expect(screen.queryByRole('group', { name: t('questionnaire.usPerson.usTin.label') })).toBeNull();
    choose(t, 'questionnaire.usPerson.isUsCitizen.label', 'questionnaire.option.Yes');
    choose(t, 'questionnaire.usPerson.isUsResident.label', 'questionnaire.option.No');
    const [first] = within(screen.getByRole('group', { name: t('questionnaire.usPerson.usTin.label') })).getAllByRole(
      'textbox',
    );
    fireEvent.paste(first!, { clipboardData: { getData: () => '123-45-6780' } });
    type(t('questionnaire.signer.name.label'), 'Jane Doe');
    expect(view.form().readData().usPerson).toEqual({ isUsCitizen: 'Yes', isUsResident: 'No', usTin: '123456780' });
    expect(check(view)).toEqual([]);
  });
});
