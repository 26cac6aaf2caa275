import { defaultAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseCountry } from '../../testing/form-actions';
import { formI18n, renderForm } from '../../testing/render-form';

/**
 * W-8BEN-E status Parts on screen: Part XII asks the IGA model as two boxes after the country and offers the
 * subclassifications by their words, never the reference data's ids; Part X's line 24a opens with the Part's note; a
 * status change takes the Part away. The engine and PDF tests (packages/forms w8bene.status-parts.test.ts, the
 * simulator's w8bene-status-parts-pdf.test.ts) prove each Part's lines; this proves what the customer sees.
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

const named = (key: string) => new RegExp(t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const select = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: named(label) }), { target: { value } });
const answers = (): Answers => ({ ...defaultAnswers(def), name: { name: 'Beispiel GmbH', country: 'DE' } });
const failures = (view: ReturnType<typeof renderForm>) =>
  view
    .form()
    .evaluation.failures.filter((f) => f.blockId === 'partXII')
    .map((f) => `${f.questionId}:${f.message}`);

describe('W-8BEN-E status Parts on screen', () => {
  it('Part XII: the IGA country, then Model 1 or Model 2 (checked against the country), the subclassification in words', async () => {
    const view = renderForm(i18n, def, answers(), 'Irs');
    select('questionnaire.entityType.ch3Status.label', 'Corporation');
    select('questionnaire.entityType.ch4Status.label', 'NonReportingIgaFfi');
    await chooseCountry(
      t,
      screen.getByRole('combobox', { name: named('questionnaire.nonReportingIgaFfi.country.label') }),
      'United Kingdom',
    );
    const model = screen.getByRole('radiogroup', { name: named('questionnaire.w8bene.partXII.igaModel.label') });
    expect(within(model).getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(within(model).getByRole('radio', { name: 'a Model 2 IGA' }));
    expect(failures(view)).toContain('igaModel:questionnaire.ch4Part.igaModel.mismatchErrorMessage');
    fireEvent.click(within(model).getByRole('radio', { name: 'a Model 1 IGA' }));
    expect(failures(view)).not.toContain('igaModel:questionnaire.ch4Part.igaModel.mismatchErrorMessage');

    const subclassification = screen.getByRole('combobox', {
      name: named('questionnaire.nonReportingIgaFfi.igaSubclassification.label'),
    });
    const offered = within(subclassification)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(offered).toContain('Trustee-documented trust');
    expect(offered.filter((text) => /^[a-z]+(-[a-z]+)+$/.test(text))).toEqual([]);
    fireEvent.change(subclassification, { target: { value: 'trustee-documented-trust' } });
    expect(view.form().readData().partXII).toMatchObject({
      country: 'GB',
      igaModel: 'Model1',
      igaSubclassification: 'trustee-documented-trust',
    });

    select('questionnaire.entityType.ch4Status.label', 'ActiveNffe');
    expect(screen.queryByRole('radiogroup', { name: named('questionnaire.w8bene.partXII.igaModel.label') })).toBeNull();
    expect(view.form().readData().partXII ?? {}).toEqual({});
  });

  it('Part X (phone layout): line 24a opens with the note, 24c is the auditor’s letter signed within 4 years', () => {
    renderForm(i18n, def, answers(), 'Stacked');
    select('questionnaire.entityType.ch3Status.label', 'Corporation');
    select('questionnaire.entityType.ch4Status.label', 'OwnerDocumentedFfi');
    expect(screen.getByRole('checkbox', { name: /Note: this status applies only if/ })).toBeTruthy();
    expect(
      screen.getByRole('radio', { name: /auditor’s letter, signed within 4 years of the date of payment/ }),
    ).toBeTruthy();
  });
});
