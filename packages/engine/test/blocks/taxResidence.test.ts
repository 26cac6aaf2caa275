import { describe, expect, it } from 'vitest';
import { clearHidden, evaluateForm, taxResidencesBlock } from '../../src/index';
import { form, today } from '../support';

const def = form(taxResidencesBlock({ title: 't', min: 1, max: 5, optionalBeyondMin: true }));
const failures = (items: unknown[]) =>
  evaluateForm(def, { taxResidences: { taxResidences: items as never } }, { today }).failures.map(
    (f) => `${f.questionId}:${f.message}`,
  );

describe('tax residence block', () => {
  it('requires a country, then a TIN or a reason A, B or C', () => {
    expect(failures([{}])).toEqual([
      'taxResidences.0.country:questionnaire.taxResidence.country.errorMessage',
      'taxResidences.0.reason:questionnaire.taxResidence.reason.errorMessage',
    ]);
    expect(failures([{ country: 'FR', tin: '1234567890123' }])).toEqual([]);
    expect(failures([{ country: 'AE', reason: 'A' }])).toEqual([]);
    expect(
      def.blocks[0]?.questions[0]?.items?.questions.find((q) => q.id === 'reason')?.props?.options?.map((o) => o.value),
    ).toEqual(['A', 'B', 'C']);
  });

  it('requires an explanation for reason B only', () => {
    expect(failures([{ country: 'FR', reason: 'B' }])).toEqual([
      'taxResidences.0.reasonExplanation:questionnaire.taxResidence.reasonExplanation.errorMessage',
    ]);
    expect(failures([{ country: 'FR', reason: 'B', reasonExplanation: 'Applied, not yet issued' }])).toEqual([]);
  });

  it('clears the explanation for a reason other than B, and the reason once a TIN is given', () => {
    const cleared = (item: Record<string, string>) =>
      clearHidden(def, { taxResidences: { taxResidences: [item] } }, { today }).taxResidences?.taxResidences;
    expect(cleared({ country: 'FR', reason: 'C', reasonExplanation: 'x' })).toEqual([{ country: 'FR', reason: 'C' }]);
    expect(cleared({ country: 'FR', tin: '1', reason: 'B', reasonExplanation: 'x' })).toEqual([
      { country: 'FR', tin: '1' },
    ]);
  });

  it('keeps additional residences optional until filled, within 1–5', () => {
    expect(failures([{ country: 'FR', tin: '1' }, {}])).toEqual([]);
    expect(failures([{ country: 'FR', tin: '1' }, { tin: '2' }])).toEqual([
      'taxResidences.1.country:questionnaire.taxResidence.country.errorMessage',
    ]);
    const six = Array.from({ length: 6 }, () => ({ country: 'FR', tin: '1' }));
    expect(failures(six)).toEqual(['taxResidences:questionnaire.taxResidence.maxItemsErrorMessage']);
  });

  it('takes other reason codes and explanation reasons (rc forms: 3)', () => {
    const rc = form(
      taxResidencesBlock({
        title: 't',
        min: 1,
        max: 2,
        reasons: ['1', '2', '3'],
        explanationReasons: ['3'],
        optional: true,
      }),
    );
    expect(evaluateForm(rc, { taxResidences: { taxResidences: [{}] } }, { today }).valid).toBe(true);
    const failed = evaluateForm(
      rc,
      { taxResidences: { taxResidences: [{ country: 'US', reason: '3' }] } },
      { today },
    ).failures;
    expect(failed.map((f) => f.message)).toEqual(['questionnaire.taxResidence.reasonExplanation.errorMessage']);
  });
});
