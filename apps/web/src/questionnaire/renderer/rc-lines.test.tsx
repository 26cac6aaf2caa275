import { defaultAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formI18n, renderForm } from '../../testing/render-form';

/**
 * On screen, in English and the CRA's French: RC518 asks the type of a controlling person (optional,
 * the entity's account number beside it) and both forms ask addresses in the CRA's boxes; RC519 takes the 9-digit
 * business number in its 15 boxes (ADR 064), asks the entity's EIN in the EIN's 2-7 boxes, and asks the place of
 * effective management only of an entity that declares no residence.
 */

afterEach(cleanup);

const choose = (t: I18n['t'], group: string, option: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: t(group) })).getByRole('radio', { name: t(option) }));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const boxes = (name: string) =>
  within(screen.getByRole('group', { name: new RegExp(`^${escaped(name)}`) })).getAllByRole('textbox');
const paste = (name: string, value: string) =>
  fireEvent.paste(boxes(name)[0]!, { clipboardData: { getData: () => value } });
const failuresOf = (view: ReturnType<typeof renderForm>) =>
  view.form().evaluation.failures.map((f) => [f.blockId, ...f.path].join('.'));

describe.each(['en', 'fr'] as const)('RC518 and RC519 lines on screen (%s)', (locale) => {
  let i18n: I18n;
  let rc518: FormDefinition;
  let rc519: FormDefinition;
  beforeAll(async () => {
    i18n = await formI18n(locale);
    rc518 = (await loadDefinition('rc518_2024'))!;
    rc519 = (await loadDefinition('rc519_2024'))!;
  });

  it('RC518: a controlling person chooses a type and gives the entity’s account number; the CRA’s address boxes', () => {
    const t = i18n.t.bind(i18n);
    const view = renderForm(i18n, rc518, defaultAnswers(rc518), 'Irs');
    const account = screen.getByRole('textbox', { name: t('questionnaire.rc.accountNumber.label') });
    expect(account.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(t('questionnaire.rc518.accountNumber.hint'))).toBeTruthy();
    const type = screen.getByRole('combobox', { name: t('questionnaire.rc518.controllingPersonType.label') });
    const options = within(type)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain(t('questionnaire.controllingPerson.type.option.CRS805'));
    expect(options).toContain(t('questionnaire.controllingPerson.type.option.CRS813'));
    fireEvent.change(type, { target: { value: 'CRS805' } });
    fireEvent.change(account, { target: { value: 'ENT-2024-0042' } });
    expect(view.form().readData()).toMatchObject({
      controllingPersonType: { type: 'CRS805' },
      accountNumber: { accountNumber: 'ENT-2024-0042' },
    });
    // Each label twice: the permanent residence address and the mailing address.
    for (const key of ['line1', 'line3', 'line4', 'postalCode'])
      expect(screen.getAllByRole('textbox', { name: t(`questionnaire.rc.address.${key}.label`) }).length, key).toBe(2);
    expect(screen.queryByRole('textbox', { name: t('questionnaire.address.international.line3.label') })).toBeNull();
  });

  it('RC519: the 9-digit BN in the 15 boxes, the EIN in 2-7 boxes, effective management only for an entity resident nowhere', () => {
    const t = i18n.t.bind(i18n);
    const prefilled: Answers = { ...defaultAnswers(rc519), name: { name: 'Érable Holdings Inc.' } };
    const view = renderForm(i18n, rc519, prefilled, 'Irs');
    const management = () =>
      screen.queryByRole('combobox', { name: new RegExp(escaped(t('questionnaire.rc519.effectiveManagement.label'))) });
    choose(t, 'questionnaire.rcEntityCanadianTaxResident.isCanadianTaxResident.label', 'questionnaire.option.Yes');
    const bn = t('questionnaire.rcEntityCanadianTaxResident.businessNumber.label');
    expect(boxes(bn)).toHaveLength(15);
    // Grouped 9-2-4 with spaces, as the CRA writes a program account, not with a GIIN's dots.
    const separators = screen
      .getByRole('group', { name: new RegExp(`^${escaped(bn)}`) })
      .querySelectorAll('[data-separator]');
    expect([...separators].map((s) => s.textContent)).toEqual([' ', ' ']);
    paste(bn, '123456782');
    expect(view.form().readData().canadianTaxResident).toMatchObject({ businessNumber: '123456782' });
    expect(failuresOf(view)).not.toContain('canadianTaxResident.businessNumber');
    paste(bn, '1234567890');
    expect(failuresOf(view)).toContain('canadianTaxResident.businessNumber');

    choose(t, 'questionnaire.rc519.usTaxResident.isUsTaxResident.label', 'questionnaire.option.Yes');
    const ein = t('questionnaire.rc519.usTin.label');
    expect(boxes(ein)).toHaveLength(9);
    expect(screen.getByText(t('widgets.tin.format.Ein').replace(/\s+/g, ' '))).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: t('questionnaire.rc519.usAppliedFor.label') })).toBeTruthy();
    expect(management()).toBeNull();

    choose(t, 'questionnaire.rcEntityCanadianTaxResident.isCanadianTaxResident.label', 'questionnaire.option.No');
    choose(t, 'questionnaire.rc519.usTaxResident.isUsTaxResident.label', 'questionnaire.option.No');
    expect(management()).not.toBeNull();
    expect(failuresOf(view)).toContain('effectiveManagement.country');
  });
});
