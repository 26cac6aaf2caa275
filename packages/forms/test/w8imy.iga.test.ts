import {
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  settleChange,
  type Answers,
  type BlockAnswers,
  type FormDefinition,
  type ReferenceData,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { printedForm } from '../src/printed/printed-form';
import { w8imy_2017, w8imy_2021 } from '../src/w8imy';
import { defaultW8imyCombinations } from '../src/w8imy/combinations';
import { englishCatalogue, fixture, today } from './support';

/**
 * W-8IMY Part XIX, nonreporting IGA FFI (w8imy-lines.md: line 32 asks the IGA country, a Model 1 / Model 2 box, the
 * treated-as classification and the trustee or sponsor, "as W-8BEN-E Part XII"): the model box is asked and checked
 * against the country's IGA, and the classification prints in words, never as the reference data's id.
 */
const reference: ReferenceData = {
  ...fixture<ReferenceData>('reference/static-data.json'),
  validCh3Ch4Combinations: defaultW8imyCombinations(),
};
const { t } = englishCatalogue(['questionnaire', 'pdf', 'renderer', 'w8bene-parts', 'w8imy-lines']);

const withPartXIX = (def: FormDefinition, partXIX: BlockAnswers): Answers =>
  mergeAnswers(def.sampleAnswers!(defaultAnswers(def), 'Jane Doe'), {
    entityType: { ch3Status: 'QualifiedIntermediary', ch4Status: 'NonReportingIgaFfi' },
    partXIX,
  });
const evaluate = (def: FormDefinition, answers: Answers) => evaluateForm(def, answers, { today, reference });
const failures = (def: FormDefinition, answers: Answers) =>
  evaluate(def, answers)
    .failures.filter((f) => f.blockId === 'partXIX')
    .map((f) => `${f.questionId}:${f.message}`);
const filled = { box32: true, country: 'GB', igaModel: 'Model1', igaSubclassification: 'governmental-entity' };

describe.each([
  ['Rev. October 2021', w8imy_2021],
  ['Rev. June 2017', w8imy_2017],
])('W-8IMY %s, Part XIX', (_revision, def) => {
  it('opens on a nonreporting IGA FFI with its line 32 box, the IGA country and the model', () => {
    expect(evaluate(def, withPartXIX(def, filled)).blocks.partXIX?.visible).toBe(true);
    expect(failures(def, withPartXIX(def, filled))).toEqual([]);
  });

  it('asks Model 1 or Model 2, and refuses the model the country’s IGA is not (GB Model 1, JP Model 2)', () => {
    expect(failures(def, withPartXIX(def, { ...filled, igaModel: undefined }))).toEqual([
      'igaModel:questionnaire.ch4Part.igaModel.errorMessage',
    ]);
    expect(failures(def, withPartXIX(def, { ...filled, igaModel: 'Model2' }))).toEqual([
      'igaModel:questionnaire.ch4Part.igaModel.mismatchErrorMessage',
    ]);
    expect(failures(def, withPartXIX(def, { ...filled, country: 'JP', igaModel: 'Model2' }))).toEqual([]);
  });

  it('clears the model when the country changes', () => {
    const answers = withPartXIX(def, filled);
    const changed = settleChange(def, answers, 'partXIX', { ...filled, country: 'JP' }, { today, reference });
    expect(changed.answers.partXIX?.igaModel).toBeUndefined();
  });

  it('prints the model and the classification in words, never an option id', () => {
    const answers = withPartXIX(def, {
      ...filled,
      igaSubclassification: 'trustee-documented-trust',
      sponsorTrusteeName: 'T AG',
      isUSTrustee: 'No',
    });
    expect(failures(def, answers)).toEqual([]);
    const printed = printedForm(def, answers, evaluate(def, answers), t);
    const rows = printed.parts.find((p) => p.part === 'XIX')?.rows.map((r) => `${r.line ?? ''} ${r.value}`) ?? [];
    expect(rows).toEqual([
      '32 Yes',
      '32 United Kingdom',
      '32 a Model 1 IGA',
      '32 Trustee-documented trust',
      '32 T AG',
      '32 Foreign',
    ]);
  });
});
