import { describe, expect, it } from 'vitest';
import {
  changeAnswer,
  clearHidden,
  defaultAnswers,
  evaluateForm,
  initialiseQuestionnaire,
  QuestionnaireKind,
  questionnaireReducer,
  type Answers,
} from '@taxcert/engine';
import { w9ClassificationBlock } from '../src/w9/classification';
import { w9ExemptionsBlock } from '../src/w9/exemptions';
import { form, today } from './support';

const def = form(
  w9ClassificationBlock({ title: 't', label: 'k.line3a', line: '3a', foreignPartners: true }),
  w9ExemptionsBlock({ title: 'e', payeeCodeLabels: { '11': 'k.payee11' } }),
);
const without3b = form(w9ClassificationBlock({ title: 't', label: 'k.line3', optionLabels: { '1': 'k.box1' } }));
const evaluate = (classification: Record<string, unknown>, d = def) =>
  evaluateForm(d, { classification: classification as never }, { today });
const visible = (classification: Record<string, unknown>, id: string) =>
  evaluate(classification).blocks.classification?.questions[id]?.visible;
const messages = (classification: Record<string, unknown>) => evaluate(classification).failures.map((f) => f.message);

describe('W-9 classification block', () => {
  it('offers boxes 1–7, 1 by default, with the given label, line and option labels', () => {
    expect(defaultAnswers(def).classification).toEqual({ classification: '1' });
    const [classification] = def.blocks[0]?.questions ?? [];
    expect(classification).toMatchObject({ label: 'k.line3a', line: '3a', widget: 'radio' });
    expect(classification?.props?.options?.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(without3b.blocks[0]?.questions[0]?.props?.options?.slice(0, 2).map((o) => o.label)).toEqual([
      'k.box1',
      'questionnaire.w9Classification.option.2',
    ]);
    expect(without3b.blocks[0]?.questions.map((q) => q.id)).toEqual([
      'classification',
      'llcClassification',
      'otherClassification',
    ]);
  });

  it('requires the classification', () => {
    expect(messages({ classification: ' ' })).toEqual(['questionnaire.w9Classification.classification.errorMessage']);
    expect(evaluate({ classification: '2' }).valid).toBe(true);
  });

  it('shows and requires llcClassification for 6 only', () => {
    expect(visible({ classification: '5' }, 'llcClassification')).toBe(false);
    expect(messages({ classification: '6' })).toEqual([
      'questionnaire.w9Classification.llcClassification.errorMessage',
    ]);
    expect(messages({ classification: '6', llcClassification: '1' })).toEqual([]);
  });

  it('shows and requires otherClassification for 7 only', () => {
    expect(visible({ classification: '6' }, 'otherClassification')).toBe(false);
    expect(messages({ classification: '7' })).toEqual([
      'questionnaire.w9Classification.otherClassification.errorMessage',
    ]);
    expect(messages({ classification: '7', otherClassification: 'Cooperative' })).toEqual([]);
  });

  it('shows hasForeignPartners (3b) for 4, 5, or 6 with llc 3, optional', () => {
    for (const box of ['4', '5']) expect(visible({ classification: box }, 'hasForeignPartners')).toBe(true);
    expect(visible({ classification: '6', llcClassification: '3' }, 'hasForeignPartners')).toBe(true);
    expect(visible({ classification: '6', llcClassification: '2' }, 'hasForeignPartners')).toBe(false);
    for (const box of ['1', '2', '3', '7']) expect(visible({ classification: box }, 'hasForeignPartners')).toBe(false);
    expect(evaluate({ classification: '4' }).blocks.classification?.questions.hasForeignPartners).toMatchObject({
      required: false,
      valid: undefined,
    });
  });

  it('clears now-hidden answers when the classification changes, keeping visible ones', () => {
    const llc: Answers = { classification: { classification: '6', llcClassification: '3', hasForeignPartners: true } };
    expect(clearHidden(def, llc, { today }).classification).toEqual(llc.classification);
    const toPartnership = changeAnswer(def, llc, 'classification', 'classification', '4', { today });
    expect(clearHidden(def, toPartnership, { today }).classification).toEqual({
      classification: '4',
      hasForeignPartners: true,
    });
    const toOther = changeAnswer(def, llc, 'classification', 'classification', '7', { today });
    expect(clearHidden(def, toOther, { today }).classification).toEqual({ classification: '7' });
  });

  it('clears through the questionnaire reducer too', () => {
    let state = initialiseQuestionnaire(
      QuestionnaireKind.Form,
      def,
      { classification: { classification: '7', otherClassification: 'Co-op' } },
      { today },
    );
    state = questionnaireReducer(state, {
      type: 'setAnswer',
      blockId: 'classification',
      questionId: 'classification',
      value: '2',
    });
    expect(state.answers.classification).toEqual({ classification: '2' });
  });
});

describe('W-9 exemptions block', () => {
  it('offers payee codes 1–13 (with revision labels) and FATCA codes A–M, both optional', () => {
    const [payee, fatca] = def.blocks[1]?.questions ?? [];
    expect(payee?.props?.options?.map((o) => o.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
    ]);
    expect(payee?.props?.options?.[10]?.label).toBe('k.payee11');
    expect(payee?.props?.options?.[9]?.label).toBe('questionnaire.exemptions.payeeCode.option.10');
    expect(fatca?.props?.options?.map((o) => o.value).join('')).toBe('ABCDEFGHIJKLM');
    expect([payee?.line, fatca?.line]).toEqual(['4', '4']);
    expect(evaluateForm(def, { classification: { classification: '2' }, exemptions: {} }, { today }).valid).toBe(true);
  });

  it('is hidden, and emptied, for an individual (box 1)', () => {
    const exemptionsVisible = (box: string) => evaluate({ classification: box }).blocks.exemptions?.visible;
    expect(exemptionsVisible('1')).toBe(false);
    for (const box of ['2', '3', '4', '5', '6', '7']) expect(exemptionsVisible(box)).toBe(true);
    const answers: Answers = {
      classification: { classification: '1' },
      exemptions: { exemptPayeeCode: '5', fatcaReportingCode: 'A' },
    };
    expect(clearHidden(def, answers, { today }).exemptions).toEqual({});
  });

  it('reads the classification block it is given', () => {
    const other = form(
      w9ClassificationBlock({ id: 'line3', title: 't', label: 'l' }),
      w9ExemptionsBlock({ title: 'e', classificationBlockId: 'line3' }),
    );
    expect(evaluateForm(other, { line3: { classification: '1' } }, { today }).blocks.exemptions?.visible).toBe(false);
    expect(evaluateForm(other, { line3: { classification: '2' } }, { today }).blocks.exemptions?.visible).toBe(true);
  });
});
