import { defaultAnswers, evaluateForm, mergeAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { w8bene_2017, w8bene_2021 } from '../src/w8bene';
import { w8eci, w8eci_2021 } from '../src/w8eci';
import { w8exp, w8exp_2023 } from '../src/w8exp';
import { w8imy_2017, w8imy_2021 } from '../src/w8imy';
import { today } from './support';

/**
 * On the entity W-8s: each names its fields to `usIndiciaChecks` (no code of its own). An entity
 * organised in the United States is a US person and is refused, pointing to Form W-9; a US mailing address (where
 * the form has one) is a warning that leaves the form valid.
 */
const sample = (def: FormDefinition, change: Answers = {}): Answers =>
  mergeAnswers(def.sampleAnswers!(defaultAnswers(def), 'Jean Roe'), change);

const entityForms: [FormDefinition, boolean][] = [
  [w8bene_2021, true],
  [w8bene_2017, true],
  [w8imy_2021, true],
  [w8imy_2017, true],
  [w8exp_2023, true],
  [w8exp, true],
  [w8eci_2021, false],
  [w8eci, false],
];

describe.each(entityForms.map(([def]) => [def.formType, def] as const))('%s: US indicia', (_type, def) => {
  it('the sample (a foreign entity) has no US indicia', () => {
    const evaluation = evaluateForm(def, sample(def), { today });
    expect(evaluation.failures.filter((f) => f.check)).toEqual([]);
    expect(evaluation.warnings).toEqual([]);
  });

  it('refuses a US country of incorporation on line 2, offering Form W-9', () => {
    const evaluation = evaluateForm(def, sample(def, { name: { country: 'US' } }), { today });
    expect(evaluation.valid).toBe(false);
    expect(evaluation.failures.find((f) => f.check === 'US-ENTITY')).toMatchObject({
      blockId: 'name',
      questionId: 'country',
      message: 'questionnaire.usIndicia.incorporation.errorMessage',
    });
  });
});

describe.each(entityForms.filter(([, mailing]) => mailing).map(([def]) => [def.formType, def] as const))(
  '%s: a US mailing address',
  (_type, def) => {
    it('is a warning that leaves the form valid', () => {
      const evaluation = evaluateForm(
        def,
        sample(def, {
          mailingAddress: { line1: '1 Main St', line3: 'New York, NY', postalCode: '10001', country: 'US' },
        }),
        { today },
      );
      expect(evaluation.warnings.map((w) => w.check)).toEqual(['US-MAILING-ADDRESS']);
      expect(evaluation.valid).toBe(true);
    });
  },
);
