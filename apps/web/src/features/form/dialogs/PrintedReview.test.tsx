import { cleanup, render, screen, within } from '@testing-library/react';
import { evaluateForm, mergeAnswers, type FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { w9_2024 } from '@taxcert/forms/w9';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toFormData } from '../../../questionnaire/answers';
import { english } from '../../../testing/catalogues';
import { PrintedReview } from './PrintedReview';

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

function review(answers: Parameters<typeof evaluateForm>[1], def: FormDefinition = w9_2024, title = 'Form W-9') {
  render(
    <I18nextProvider i18n={i18n}>
      <PrintedReview def={def} answers={toFormData(answers)} evaluation={evaluateForm(def, answers)} title={title} />
    </I18nextProvider>,
  );
  return screen.getByRole('region', { name: `${title} (${def.revision})` });
}

/** The answer the review gives to the line whose term matches `term`. */
function answerOf(region: HTMLElement, term: RegExp): string {
  const dt = within(region)
    .getAllByRole('term')
    .find((element) => term.test(element.textContent ?? ''));
  if (!dt) throw new Error(`No line ${String(term)}`);
  return dt.nextElementSibling?.textContent ?? '';
}

/** The English text of `key` as a pattern matching it literally. */
const literal = (key: string): RegExp => new RegExp((english[key] ?? key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe('PrintedReview', () => {
  it("shows a W-9's answers as the PDF prints them: a heading per Part, each line's number and label with its answer", () => {
    const answers = w9_2024.sampleAnswers?.({}, 'Jane Doe') ?? {};
    const region = review(answers);
    const parts = within(region)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(parts).toEqual([
      expect.stringMatching(/^Part I\s+Taxpayer Identification Number/),
      expect.stringMatching(/^Part II\s+Certification/),
    ]);
    expect(answerOf(region, /^1Name of entity\/individual/)).toBe('Jane Doe');
    expect(answerOf(region, /^5Address/)).toBe('1 Main Street');
    // The SSN in the paper form's layout, but masked to its last four on a screen; the PDF prints it whole.
    expect(answerOf(region, /Social security number/)).toBe('•••-••-7812');
    expect(region.textContent).not.toContain('521');
    // The certification above the signature block, its items numbered.
    expect(
      within(region)
        .getByText(english['certification.w9.item1'] ?? '')
        .closest('ol'),
    ).not.toBeNull();
  });

  it('says a blank line is blank, and strikes item 2 for backup withholding in words too', () => {
    const answers = w9_2024.sampleAnswers?.({}, 'Jane Doe') ?? {};
    const region = review({ ...answers, certification: { ...answers.certification, subjectToBackupWhd: true } });
    expect(answerOf(region, /^2Business name/)).toBe('Left blank');
    expect(within(region).getByText(english['certification.w9.item2'] ?? '').tagName).toBe('S');
    expect(within(region).getByText('Crossed out: item 2 of the certification.')).toBeTruthy();
  });

  it('shows each identifier in its official layout, from the question’s kind (ADR 036): RC519', async () => {
    const def = (await loadDefinition('rc519_2024'))!;
    const answers = mergeAnswers(def.sampleAnswers!({}, 'Jane Doe'), {
      canadianTaxResident: { isCanadianTaxResident: 'Yes', businessNumber: '', trustAccountNumber: '12345678' },
      usTaxResident: { isUsTaxResident: 'Yes', tin: '271234568', appliedFor: 'No' },
      entityType: { type: '2' },
      giin: { value: '98Q96B00000LE124' },
    });
    const region = review(answers, def, 'RC519');
    // The EIN in its NN-NNNNNNN layout (masked on a screen), never the SSN's; the trust account with its T; the
    // GIIN with its periods (neither is a personal number, so neither is masked).
    expect(answerOf(region, literal('questionnaire.rc519.usTin.label'))).toBe('••-•••4568');
    expect(answerOf(region, literal('questionnaire.rcEntityCanadianTaxResident.trustAccountNumber.label'))).toBe(
      'T12345678',
    );
    expect(region.textContent).toContain('98Q96B.00000.LE.124');
    expect(region.textContent).not.toContain('98Q96B00000LE124');
  });

  it('RC518: a controlling person’s type and the entity’s account number, the address in the CRA’s boxes', async () => {
    const def = (await loadDefinition('rc518_2024'))!;
    const answers = mergeAnswers(def.sampleAnswers!({}, 'Marie Tremblay'), {
      accountNumber: { accountNumber: 'ENT-2024-0042' },
      controllingPersonType: { type: 'CRS805' },
      address: {
        line1: '100 Rue Sainte-Catherine',
        line3: 'Montréal',
        line4: 'QC',
        postalCode: 'H2X 1Z4',
        country: 'CA',
      },
    });
    const region = review(answers, def, 'RC518');
    expect(answerOf(region, literal('questionnaire.rc.accountNumber.label'))).toBe('ENT-2024-0042');
    expect(answerOf(region, literal('questionnaire.rc518.controllingPersonType.label'))).toBe(
      english['questionnaire.controllingPerson.type.option.CRS805'],
    );
    expect(answerOf(region, literal('questionnaire.rc.address.line4.label'))).toBe('QC');
    expect(region.textContent).not.toContain(english['pdf.address.international.cityLine']);
  });
});
