import { cleanup, render, screen, within } from '@testing-library/react';
import { evaluateForm, mergeAnswers, type Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toFormData } from '../../../questionnaire/answers';
import { english } from '../../../testing/catalogues';
import { PrintedReview } from './PrintedReview';

/**
 * The review before signing (the printed form as HTML) of Form W-8EXP Rev. October 2023: a controlled
 * entity of a foreign government that is also a withholding qualified holder shows line 3's status and box, lines
 * 10a–10d and 15b, and Part IV's 2023 statements; a line the answers do not open is not shown.
 */
const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: english } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const say = (key: string) => english[key] ?? `missing ${key}`;

describe('PrintedReview of W-8EXP Rev. October 2023', () => {
  it('shows the foreign government’s lines 10a–10d, the withholding qualified holder’s line 15, Part IV’s statements', async () => {
    const def = (await loadDefinition('w8exp_2023'))!;
    const answers: Answers = mergeAnswers(def.sampleAnswers!({}, 'Anna Meier'), {
      entityType: { ch3Status: 'ForeignGovernment', withholdingQualifiedHolder: true, ch4Status: '' },
      part12: { box12: false },
      part10: { box10a: true, choice: '10c', controlledEntityOf: 'Liechtenstein', commercialActivities: '10d' },
      part15: { choice: '15b' },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <PrintedReview
          def={def}
          answers={toFormData(answers)}
          evaluation={evaluateForm(def, answers)}
          title="Form W-8EXP"
        />
      </I18nextProvider>,
    );
    const region = screen.getByRole('region', { name: 'Form W-8EXP (Rev. October 2023)' });
    const text = region.textContent ?? '';
    const inOrder = [
      say('questionnaire.w8exp.line3.option.ForeignGovernment'),
      say('questionnaire.w8exp_2023.line3.withholdingQualifiedHolder.label'),
      say('questionnaire.w8exp_2023.part10.box10a.label'),
      say('questionnaire.w8exp_2023.part10.choice.option.10c'),
      'Liechtenstein',
      say('questionnaire.w8exp_2023.part10.commercialActivities.option.10d'),
      say('questionnaire.w8exp_2023.part15.choice.option.15b'),
      say('certification.w8exp_2023.beneficialOwner'),
      say('certification.w8exp_2023.withholdingQualifiedHolder'),
      say('certification.w8exp_2023.authorization'),
      say('certification.w8exp_2023.consent'),
    ].map((piece) => text.indexOf(piece));
    expect(
      inOrder.every((at) => at >= 0),
      JSON.stringify(inOrder),
    ).toBe(true);
    expect([...inOrder].sort((a, b) => a - b)).toEqual(inOrder);
    expect(text).not.toContain(say('questionnaire.w8exp_2023.part12.box12.label'));
    expect(text).not.toContain(say('questionnaire.w8exp_2023.part10.commercialActivities.option.10e'));
    expect(
      within(region)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([
      expect.stringMatching(/^Part I\s+Identification of Beneficial Owner/),
      expect.stringMatching(/^Part II\s+Qualification Statement for Chapter 3 Status/),
      expect.stringMatching(/^Part IV\s+Certification/),
    ]);
  });
});
