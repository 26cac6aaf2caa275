import { defaultAnswers } from '@taxcert/engine';
import { crsi_2024 } from '@taxcert/forms/crsi';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formI18n, renderForm } from '../../testing/render-form';

/**
 * The signature field before signing reads "NOT YET REQUESTED" in the form's language (English on French,
 * Chinese and German screens): the stored value stays, the field shows the words of `props.valueLabels`.
 */
afterEach(cleanup);

describe('the signature field before signing', () => {
  it('shows "not yet requested" in French on a French CRS-I; the answer keeps the stored value', async () => {
    const i18n = await formI18n('fr');
    const view = renderForm(i18n, crsi_2024, defaultAnswers(crsi_2024), 'Stacked');
    const field = screen.getByRole<HTMLInputElement>('textbox', {
      name: new RegExp(i18n.t('questionnaire.signer.signature.label')),
    });
    expect(field.value).toBe('PAS ENCORE DEMANDÉE');
    expect(view.form().settled.get()[crsi_2024.signatureSection]?.signature).toBe('NOT YET REQUESTED');
  });
});
