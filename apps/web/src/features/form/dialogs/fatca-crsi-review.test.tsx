import type { OnlineConfig, ValidationItem } from '@taxcert/contracts';
import { evaluateForm, mergeAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import onlineConfig from '../../../../../../fixtures/config/online-config.json';
import { toFormData } from '../../../questionnaire/answers';
import { queryKeys } from '../../../lib/api/api';
import { english } from '../../../testing/catalogues';
import { renderWithApp } from '../../../testing/render-app';
import { ResultsPanel } from '../components/ResultsPanel';
import { PrintedReview } from './PrintedReview';

/**
 * On the screens after the form: the review shows the FATCA/CRS individual's declaration shaped by the
 * US answer (the statement that does not apply struck through, and said so in words), and the results of a Check show
 * the US indicia of someone who says "not a US person" as warnings naming the documents the institution will ask for.
 */

const i18n = createInstance();
let def: FormDefinition;
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: english } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  def = (await loadDefinition('fatca_crsi_2023'))!;
});
afterEach(cleanup);

const notUsPerson = (answers: Answers): Answers =>
  mergeAnswers(answers, { usPerson: { isUsCitizen: 'No', isUsResident: 'No', usTin: '' } });

function review(answers: Answers) {
  render(
    <I18nextProvider i18n={i18n}>
      <PrintedReview
        def={def}
        answers={toFormData(answers)}
        evaluation={evaluateForm(def, answers)}
        title="FATCA/CRS"
      />
    </I18nextProvider>,
  );
  return screen.getByRole('region', { name: `FATCA/CRS (${def.revision})` });
}
const statement = (region: HTMLElement, key: string) => within(region).getByText(english[key] ?? key);

describe('the FATCA/CRS individual’s declaration in the review', () => {
  it('a US citizen: the US person’s statement (US TIN, the IRS) stands, the non-US statement is struck', () => {
    const region = review(def.sampleAnswers!({}, 'Jane Doe'));
    expect(statement(region, 'certification.fatca_crsi_2023.usPerson').tagName).toBe('LI');
    expect(statement(region, 'certification.fatca_crsi_2023.usPerson').textContent).toMatch(/\(IRS\)/);
    expect(statement(region, 'certification.fatca_crsi_2023.notUsPerson').tagName).toBe('S');
    expect(within(region).getByText('Crossed out: item 2 of the certification.')).toBeTruthy();
  });

  it('not a US person: the non-US statement stands, the US person’s is struck', () => {
    const region = review(notUsPerson(def.sampleAnswers!({}, 'Jane Doe')));
    expect(statement(region, 'certification.fatca_crsi_2023.usPerson').tagName).toBe('S');
    expect(statement(region, 'certification.fatca_crsi_2023.notUsPerson').tagName).toBe('LI');
    expect(within(region).getByText('Crossed out: item 1 of the certification.')).toBeTruthy();
  });
});

describe('the US indicia of someone who says "not a US person" in the results', () => {
  it('shows each as a warning naming the document the institution will ask for, with a way to the field', async () => {
    const answers = mergeAnswers(notUsPerson(def.sampleAnswers!({}, 'Jane Doe')), {
      mailingAddress: { line1: '1 Main Street', line3: 'Springfield', postalCode: '62701', country: 'US' },
      birthDetails: { birthCountry: 'US' },
    });
    // The findings as the simulator words them: WRN-<check> and the message in the request's language.
    const warnings: ValidationItem[] = evaluateForm(def, answers).warnings.map((w) => ({
      code: `WRN-${w.check}`,
      codeDescription: english[w.message] ?? w.message,
      field: w.field,
    }));
    expect(warnings.map((w) => w.code)).toEqual([
      'WRN-US-MAILING-ADDRESS-NOT-US-PERSON',
      'WRN-US-BIRTHPLACE-NOT-US-PERSON',
    ]);
    await renderWithApp(
      <ResultsPanel
        forms={[
          {
            formType: 'fatca_crsi_2023',
            title: 'FATCA/CRS',
            result: { rejections: [], warnings, recommendations: [] },
            labelOf: (field) => field,
            offerOf: () => null,
          },
        ]}
        stale={false}
        noRejectionsKey="results.noRejections"
        readFirstKey="results.readFirst"
        onGoTo={() => true}
      />,
      '/',
      'en',
      (client) =>
        client.setQueryData(queryKeys.config, {
          status: 200,
          body: onlineConfig as unknown as OnlineConfig,
          headers: new Headers(),
        }),
    );
    const results = screen.getByRole('region', { name: 'Results' });
    // Customer first: each finding's sentence, then "Fix this", then its code.
    const sentences = within(results)
      .getAllByRole('listitem')
      .map((item) => item.querySelector(':scope > p')?.textContent ?? '');
    expect(sentences).toEqual([
      expect.stringMatching(/non-US passport or national identity card/),
      expect.stringMatching(/Certificate of Loss of Nationality/),
    ]);
    expect(within(results).getAllByRole('link', { name: /^Fix this/ })).toHaveLength(2);
  });
});
