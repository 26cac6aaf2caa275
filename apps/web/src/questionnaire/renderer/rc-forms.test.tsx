import { defaultAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formI18n, renderForm } from '../../testing/render-form';

/**
 * The issue's typical Canadian customers completed in the rendered form, in English and in the CRA's French
 * (the forms exist in both): a Canadian resident who is also a U.S. citizen on RC518, and a passive Canadian
 * corporation with one controlling person on RC519. What was typed and clicked is what the form holds, and the
 * form then has nothing left to complete.
 */

afterEach(cleanup);

const yes = (t: I18n['t'], name: string) => {
  const group = screen.getByRole('radiogroup', { name: t(name) });
  fireEvent.click(within(group).getByRole('radio', { name: t('questionnaire.option.Yes') }));
};
const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByRole('textbox', { name: label }), { target: { value } });
const paste = (groupName: string, value: string) => {
  const [first] = within(screen.getByRole('group', { name: groupName })).getAllByRole('textbox');
  fireEvent.paste(first!, { clipboardData: { getData: () => value } });
};
/** Chooses Canada in a country list: open it, search, Enter. */
async function chooseCanada(t: I18n['t'], list: HTMLElement) {
  await act(async () => {
    fireEvent.click(list);
  });
  const search = await screen.findByRole('combobox', { name: t('widgets.jurisdiction.search') });
  await act(async () => {
    fireEvent.change(search, { target: { value: 'Canada' } });
  });
  await act(async () => {
    fireEvent.keyDown(search, { key: 'Enter' });
  });
}
/** What the form still finds to complete or correct. */
const check = (view: ReturnType<typeof renderForm>) =>
  view.form().evaluation.failures.map((f) => `${[f.blockId, ...f.path].join('.')}`);

describe.each(['en', 'fr'] as const)('the RC forms completed in the rendered form (%s)', (locale) => {
  let i18n: I18n;
  let rc518: FormDefinition;
  let rc519: FormDefinition;
  beforeAll(async () => {
    i18n = await formI18n(locale);
    rc518 = (await loadDefinition('rc518_2024'))!;
    rc519 = (await loadDefinition('rc519_2024'))!;
  });

  it('RC518: a Canadian resident who is also a U.S. citizen', () => {
    const t = i18n.t.bind(i18n);
    // What the customer record pre-fills: name, birth date, address.
    const prefilled: Answers = {
      ...defaultAnswers(rc518),
      crsName: { lastName: 'Tremblay', firstName: 'Marie' },
      birthDetails: { birthDate: '1980-07-04' },
      address: { line1: '100 Rue Sainte-Catherine', line3: 'Montréal QC', postalCode: 'H2X 1Z4', country: 'CA' },
    };
    const view = renderForm(i18n, rc518, prefilled, 'Irs');
    // The CRA's "Section N" heads each part (the definition's partLabel), not the apps' "Part N".
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      ['1', '2', '3'].map(
        (n) => `${t('questionnaire.rc.section', { part: n })} ${t(`questionnaire.rc518.parts.${n}`)}`,
      ),
    );
    yes(t, 'questionnaire.canadianTaxResident.isCanadianTaxResident.label');
    type(t('questionnaire.canadianTaxResident.socialInsuranceNumber.label'), '527149686');
    yes(t, 'questionnaire.rcUsTaxResident.isUsTaxResident.label');
    paste(t('questionnaire.rcUsTaxResident.tin.label'), '521-44-7812');
    type(t('questionnaire.signer.name.label'), 'Marie Tremblay');
    expect(screen.getByText(t('certification.rc518.statement'))).toBeTruthy();
    const data = view.form().readData();
    expect(data.canadianTaxResident).toEqual({ isCanadianTaxResident: 'Yes', socialInsuranceNumber: '527149686' });
    expect(data.usTaxResident).toMatchObject({ isUsTaxResident: 'Yes', tin: '521447812', appliedFor: 'No' });
    expect(check(view)).toEqual([]);
  });

  it('RC519: a passive Canadian corporation with one controlling person', async () => {
    const t = i18n.t.bind(i18n);
    const prefilled: Answers = {
      ...defaultAnswers(rc519),
      name: { name: 'Érable Holdings Inc.' },
      address: { line1: '200 Bay Street', line3: 'Toronto ON', postalCode: 'M5J 2J2', country: 'CA' },
    };
    const view = renderForm(i18n, rc519, prefilled, 'Irs');
    yes(t, 'questionnaire.rcEntityCanadianTaxResident.isCanadianTaxResident.label');
    paste(t('questionnaire.rcEntityCanadianTaxResident.businessNumber.label'), '123456782RC0001');
    const us = screen.getByRole('radiogroup', { name: t('questionnaire.rc519.usTaxResident.isUsTaxResident.label') });
    fireEvent.click(within(us).getByRole('radio', { name: t('questionnaire.option.No') }));
    const types = screen.getByRole('radiogroup', { name: t('questionnaire.rc519.entityType.label') });
    fireEvent.click(within(types).getByRole('radio', { name: t('questionnaire.rc519.entityType.option.4') }));
    const person = screen
      .getByRole('heading', { name: `${t('questionnaire.controllingPerson.item.title')} 1` })
      .closest('li')!;
    type(t('questionnaire.controllingPerson.firstName.label'), 'Marie', person);
    type(t('questionnaire.controllingPerson.lastName.label'), 'Tremblay', person);
    const birth = within(person).getByRole('group', { name: t('questionnaire.controllingPerson.birthDate.label') });
    fireEvent.change(within(birth).getByLabelText(t('widgets.date.year')), { target: { value: '1975' } });
    fireEvent.change(within(birth).getByLabelText(t('widgets.date.month')), { target: { value: '3' } });
    fireEvent.change(within(birth).getByLabelText(t('widgets.date.day')), { target: { value: '21' } });
    fireEvent.change(within(person).getByRole('combobox', { name: t('questionnaire.controllingPerson.type.label') }), {
      target: { value: 'CRS801' },
    });
    // The CRA's address boxes, for a controlling person too.
    type(t('questionnaire.rc.address.line1.label'), '100 Rue Sainte-Catherine', person);
    await chooseCanada(
      t,
      within(person).getByRole('combobox', { name: new RegExp(t('questionnaire.rc.address.country.label')) }),
    );
    await chooseCanada(
      t,
      screen.getByRole('combobox', { name: new RegExp(t('questionnaire.rc519.incorporation.label')) }),
    );
    expect(view.form().readData().controllingPersons).toMatchObject({
      controllingPersons: [
        {
          firstName: 'Marie',
          lastName: 'Tremblay',
          birthDate: '1975-03-21',
          type: 'CRS801',
          address: [{ line1: '100 Rue Sainte-Catherine', country: 'CA' }],
        },
      ],
    });
    const signer = screen.getByRole('textbox', { name: t('questionnaire.signer.name.label') });
    fireEvent.change(signer, { target: { value: 'Jean Gagnon' } });
    const capacity = screen.getByRole('combobox', { name: t('questionnaire.signer.capacity.label') });
    fireEvent.change(capacity, { target: { value: 'Director' } });
    expect(screen.getByText(t('certification.rc519.statement'))).toBeTruthy();
    expect(view.form().readData().canadianTaxResident).toEqual({
      isCanadianTaxResident: 'Yes',
      businessNumber: '123456782RC0001',
    });
    expect(check(view)).toEqual([]);
  });
});
