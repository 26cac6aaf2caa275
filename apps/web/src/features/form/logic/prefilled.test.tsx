import type { Form } from '@taxcert/contracts';
import { defaultAnswers, type FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseCountry } from '../../../testing/form-actions';
import { formI18n, renderForm } from '../../../testing/render-form';
import { prefilledAnswers } from './prefilled';

/**
 * ADR 072: on a new W-8BEN-E, the answers that came from the customer's record say so until the
 * customer changes them; a country changed under a filled address asks for its lines to be checked, clearing nothing.
 */

afterEach(cleanup);

let i18n: I18n;
let def: FormDefinition;
let t: I18n['t'];
beforeAll(async () => {
  i18n = await formI18n('en');
  t = i18n.t.bind(i18n);
  def = (await loadDefinition('w8bene_2021'))!;
});

/** A new form as the simulator creates it for a customer whose record holds a U.S. address. */
const newForm = (): Form => ({
  formType: 'w8bene_2021',
  formId: 1,
  data: {
    ...defaultAnswers(def),
    name: { name: 'Beispiel GmbH' },
    address: {
      line1: '500 Main Street',
      line2: 'Suite 200',
      line3: 'Springfield, IL',
      postalCode: '62701',
      country: 'US',
    },
  },
  customerDbId: 1,
  accountId: 1,
  validationResult: null,
  supportingDocs: [],
  review: { reviewed: false, reviewedAt: null },
  workflowState: { stage: 0, updatedAt: null },
  collectableSupportingDocs: [],
});

const textbox = (label: string) =>
  within(document.querySelector<HTMLElement>('[data-block="address"]') ?? document.body).getByRole('textbox', {
    name: new RegExp(t(label).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
const addressBlock = () => document.querySelector<HTMLElement>('[data-block="address"]')!;
const countryList = () =>
  within(addressBlock()).getByRole('combobox', { name: new RegExp(t('questionnaire.address.country.label')) });
const mark = () => t('renderer.prefilled.mark');
/** The field's accessible description: the texts its aria-describedby names. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
const marked = (label: string) => description(textbox(label)).includes(mark());
const notice = () => within(addressBlock()).getByRole('status').textContent;

function renderNew(form: Form = newForm()) {
  return renderForm(i18n, def, form.data, 'Stacked', { prefilled: prefilledAnswers(def, form) });
}

describe('answers from the customer record', () => {
  it('are marked, in the field’s description, until the customer changes them', () => {
    const view = renderNew();
    const street = textbox('questionnaire.address.line1.label');
    expect(marked('questionnaire.address.line1.label')).toBe(true);
    expect(screen.getAllByText(mark()).length).toBeGreaterThanOrEqual(5);
    fireEvent.change(street, { target: { value: 'Hauptstraße 5' } });
    expect(marked('questionnaire.address.line1.label')).toBe(false);
    // The others keep their mark; a field the record left empty has none.
    expect(marked('questionnaire.address.line3.label')).toBe(true);
    expect(marked('questionnaire.address.line4.label')).toBe(false);
    expect(view.form().settled.get()['address']?.['line1']).toBe('Hauptstraße 5');
  });

  it('are not marked once the form was checked or confirmed: its saved answers are the customer’s', () => {
    expect(prefilledAnswers(def, { ...newForm(), workflowState: { stage: 1, updatedAt: null } }).size).toBe(0);
    expect(
      prefilledAnswers(def, { ...newForm(), validationResult: { valid: false, rejections: [] } } as unknown as Form)
        .size,
    ).toBe(0);
    expect([...prefilledAnswers(def, newForm()).keys()]).toEqual([
      'name.name',
      'address.line1',
      'address.line2',
      'address.line3',
      'address.postalCode',
      'address.country',
    ]);
  });
});

describe('a country changed under a filled address', () => {
  it('asks for the lines to be checked, clears nothing, and goes once a line is edited', async () => {
    const view = renderNew();
    expect(notice()).toBe('');
    await chooseCountry(t, countryList(), 'Germany');
    expect(view.form().settled.get()['address']?.['country']).toBe('DE');
    expect(notice()).toBe(t('renderer.addressCountryChanged.notice'));
    expect(view.form().settled.get()['address']).toMatchObject({ line2: 'Suite 200', postalCode: '62701' });
    fireEvent.change(textbox('questionnaire.address.line2.label'), { target: { value: '' } });
    expect(notice()).toBe('');
  });

  it('goes when closed, focus back on the country; an empty address gets no notice', async () => {
    renderNew();
    await chooseCountry(t, countryList(), 'Germany');
    fireEvent.click(within(addressBlock()).getByRole('button', { name: t('renderer.addressCountryChanged.dismiss') }));
    expect(notice()).toBe('');
    expect(document.activeElement).toBe(countryList());
    cleanup();
    const empty = newForm();
    empty.data = { ...empty.data, address: { country: 'US' } };
    renderNew(empty);
    await chooseCountry(t, countryList(), 'Germany');
    expect(notice()).toBe('');
  });
});
