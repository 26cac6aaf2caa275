import { defaultAnswers, type Answers } from '@taxcert/engine';
import { w8ben_2021 } from '@taxcert/forms/w8ben';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formI18n, renderForm } from '../../testing/render-form';

/**
 * W-8BEN line 10 is optional: a treaty claim on line 9 asks first whether special rates or conditions
 * apply, saying that the ordinary rate needs line 9 only; the special rate claim opens after Yes only, with a
 * hint on what to write as the additional conditions, and closes again after No.
 */
let i18n: I18n;
beforeAll(async () => {
  i18n = await formI18n();
});
afterEach(cleanup);

const claimingGermany: Answers = {
  ...defaultAnswers(w8ben_2021),
  name: { name: 'Jane Doe' },
  treatyClaim: { claimed: 'Yes', country: 'DE' },
};

describe.each(['Irs', 'Stacked'] as const)('W-8BEN line 10 (%s)', (mode) => {
  it('asks whether special rates apply, and shows the claim only after Yes', async () => {
    const t = i18n.t.bind(i18n);
    const view = renderForm(i18n, w8ben_2021, claimingGermany, mode);
    const question = screen.getByRole('radiogroup', { name: t('questionnaire.treatyClaim.specialRatesApply.label') });
    expect(screen.getByText(t('questionnaire.treatyClaim.specialRatesApply.hint'))).toBeTruthy();
    const incomeType = () =>
      screen.queryByRole('combobox', {
        name: new RegExp(t('questionnaire.treatyClaim.specialRates.incomeType.label')),
      });
    const add = () => screen.queryByRole('button', { name: /special rate claim/i });
    expect(incomeType()).toBeNull();
    expect(add()).toBeNull();

    await act(async () => {
      fireEvent.click(within(question).getByRole('radio', { name: t('questionnaire.option.Yes') }));
    });
    expect(incomeType()).not.toBeNull();
    expect(screen.getByText(t('questionnaire.treatyClaim.specialRates.explanation.hint'))).toBeTruthy();
    expect(view.form().settled.get().treatyClaim?.treatySpecialRatesClaims).toHaveLength(1);

    await act(async () => {
      fireEvent.click(within(question).getByRole('radio', { name: t('questionnaire.option.No') }));
    });
    expect(incomeType()).toBeNull();
    // Line 9 alone is complete: nothing in the treaty claim is missing.
    expect(view.form().evaluation.failures.filter((f) => f.blockId === 'treatyClaim')).toEqual([]);
    expect(view.form().settled.get().treatyClaim).toEqual({ claimed: 'Yes', country: 'DE', specialRatesApply: 'No' });
  });
});
