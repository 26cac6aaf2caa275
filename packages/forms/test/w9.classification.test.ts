import { clearHidden, evaluateForm, type Answers } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { w9_2018, w9_2024 } from '../src/w9';
import { today, validW9 } from './support';

const withClassification = (classification: Record<string, string | boolean>): Answers => validW9({ classification });
const questions = (answers: Answers, def = w9_2024) =>
  evaluateForm(def, answers, { today }).blocks.classification?.questions;
const visible = (answers: Answers, id: string, def = w9_2024) => questions(answers, def)?.[id]?.visible;

describe('W-9 classification (line 3a)', () => {
  it('offers the seven boxes, individual/sole proprietor by default', () => {
    const classification = w9_2024.blocks.find((b) => b.id === 'classification')?.questions[0];
    expect(classification?.props?.options?.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(classification).toMatchObject({ line: '3a', default: '1', widget: 'radio' });
  });

  it('is required', () => {
    const evaluation = evaluateForm(w9_2024, withClassification({ classification: '' }), { today });
    expect(evaluation.failures).toEqual([
      {
        blockId: 'classification',
        questionId: 'classification',
        rule: 'required',
        message: 'questionnaire.w9Classification.classification.errorMessage',
        path: ['classification'],
      },
    ]);
  });

  it('shows llcClassification only for an LLC (6), and requires it there', () => {
    expect(visible(withClassification({ classification: '2' }), 'llcClassification')).toBe(false);
    expect(visible(withClassification({ classification: '6' }), 'llcClassification')).toBe(true);
    const evaluation = evaluateForm(w9_2024, withClassification({ classification: '6' }), { today });
    expect(evaluation.failures.map((f) => f.message)).toEqual([
      'questionnaire.w9Classification.llcClassification.errorMessage',
    ]);
    expect(
      evaluateForm(w9_2024, withClassification({ classification: '6', llcClassification: '1' }), { today }).valid,
    ).toBe(true);
  });

  it('shows otherClassification only for Other (7), and requires it there', () => {
    expect(visible(withClassification({ classification: '6' }), 'otherClassification')).toBe(false);
    expect(visible(withClassification({ classification: '7' }), 'otherClassification')).toBe(true);
    const evaluation = evaluateForm(w9_2024, withClassification({ classification: '7', otherClassification: '  ' }), {
      today,
    });
    expect(evaluation.failures.map((f) => f.message)).toEqual([
      'questionnaire.w9Classification.otherClassification.errorMessage',
    ]);
    expect(
      evaluateForm(w9_2024, withClassification({ classification: '7', otherClassification: 'Cooperative' }), { today })
        .valid,
    ).toBe(true);
  });

  it('shows hasForeignPartners (line 3b) for partnership, trust/estate and LLC taxed as a partnership', () => {
    expect(visible(withClassification({ classification: '4' }), 'hasForeignPartners')).toBe(true);
    expect(visible(withClassification({ classification: '5' }), 'hasForeignPartners')).toBe(true);
    expect(visible(withClassification({ classification: '6', llcClassification: '3' }), 'hasForeignPartners')).toBe(
      true,
    );
    expect(visible(withClassification({ classification: '6', llcClassification: '1' }), 'hasForeignPartners')).toBe(
      false,
    );
    for (const box of ['1', '2', '3', '7'])
      expect(visible(withClassification({ classification: box }), 'hasForeignPartners')).toBe(false);
  });

  it('hides the exemptions (line 4) for an individual/sole proprietor only', () => {
    const exemptionsVisible = (box: string) =>
      evaluateForm(w9_2024, withClassification({ classification: box }), { today }).blocks.exemptions?.visible;
    expect(exemptionsVisible('1')).toBe(false);
    for (const box of ['2', '3', '4', '5', '6', '7']) expect(exemptionsVisible(box)).toBe(true);
  });

  it('clears llcClassification when the classification changes from 6 to 2', () => {
    const llc = withClassification({ classification: '6', llcClassification: '3', hasForeignPartners: true });
    expect(clearHidden(w9_2024, llc, { today }).classification).toEqual(llc.classification);
    const corporation = { ...llc, classification: { ...llc.classification, classification: '2' } };
    expect(clearHidden(w9_2024, corporation, { today }).classification).toEqual({ classification: '2' });
  });

  it('empties the exemptions when the classification changes to individual', () => {
    const answers = validW9({ classification: { classification: '1' }, exemptions: { exemptPayeeCode: '5' } });
    expect(clearHidden(w9_2024, answers, { today }).exemptions).toEqual({});
  });
});

describe('W-9 Rev. October 2018 classification (line 3)', () => {
  const block = w9_2018.blocks.find((b) => b.id === 'classification');

  it('has no line 3b', () => {
    expect(block?.questions.map((q) => q.id)).toEqual(['classification', 'llcClassification', 'otherClassification']);
    expect(questions(withClassification({ classification: '4' }), w9_2018)?.hasForeignPartners).toBeUndefined();
  });

  it('labels line 3 and its first box with the 2018 wording', () => {
    const classification = block?.questions[0];
    expect(classification?.line).toBe('3');
    expect(classification?.label).toBe('questionnaire.w9.2018.line3.label');
    expect(classification?.props?.options?.[0]?.label).toBe('questionnaire.w9Classification.2018.option.1');
    expect(w9_2024.blocks[1]?.questions[0]?.props?.options?.[0]?.label).toBe('questionnaire.w9Classification.option.1');
  });
});
