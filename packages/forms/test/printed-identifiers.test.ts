import {
  defaultAnswers,
  evaluateForm,
  identifierKindOf,
  mergeAnswers,
  type Answers,
  type FormDefinition,
  type QuestionDef,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { definedFormTypes, loadDefinition, printedForm } from '../src/index';
import { today } from './support';

/**
 * An identifier prints in its kind's official layout, the kind the question declares — never a
 * form switch. Before the modules, the fatca_crse and RC519 EINs printed as 271-23-4568, the GIIN without its
 * periods and the RC519 trust account without its T.
 */

function questionsOf(questions: readonly QuestionDef[]): QuestionDef[] {
  return questions.flatMap((q) => [q, ...questionsOf(q.items?.questions ?? [])]);
}

describe('every identifier question declares its kind', () => {
  it.each(definedFormTypes())('%s', async (type) => {
    const def = (await loadDefinition(type))!;
    const boxes = def.blocks
      .flatMap((block) => questionsOf(block.questions))
      .filter((q) => q.widget === 'tin' || q.widget === 'giin');
    for (const question of boxes) expect(identifierKindOf(question), `${type} ${question.id}`).toBeDefined();
  });
});

async function printedValues(type: string, patch: (current: Answers) => Answers): Promise<string[]> {
  const def: FormDefinition = (await loadDefinition(type))!;
  const data = patch(def.sampleAnswers!(defaultAnswers(def), 'Ada Lovelace'));
  const evaluation = evaluateForm(def, data, { today });
  const printed = printedForm(def, data, evaluation, (key) => key);
  return printed.parts.flatMap((part) => part.rows.map((row) => row.value));
}

describe('the printed layout comes from the question’s identifier kind', () => {
  it.each(['fatca_crse_2022', 'fatca_crse_2023'])('%s: a US entity’s EIN prints NN-NNNNNNN', async (type) => {
    const values = await printedValues(type, (answers) => ({
      ...answers,
      fatcaEntity: { isUsPerson: 'Yes', usTin: '271234568' },
    }));
    expect(values).toContain('27-1234568');
    expect(values).not.toContain('271-23-4568');
  });

  it.each(['rc519', 'rc519_2024'])(
    '%s: the EIN prints NN-NNNNNNN, the trust account with its T, the GIIN with its periods',
    async (type) => {
      const values = await printedValues(type, (answers) =>
        mergeAnswers(answers, {
          canadianTaxResident: { isCanadianTaxResident: 'Yes', businessNumber: '', trustAccountNumber: '12345678' },
          usTaxResident: { isUsTaxResident: 'Yes', tin: '271234568', appliedFor: 'No' },
          entityType: { type: '2' },
          giin: { value: '98Q96B00000LE124' },
        }),
      );
      expect(values).toContain('27-1234568');
      expect(values).toContain('T12345678');
      expect(values).toContain('98Q96B.00000.LE.124');
    },
  );

  it('rc519: the business number prints as the CRA writes a program account', async () => {
    const values = await printedValues('rc519_2024', (answers) => answers);
    expect(values).toContain('123456782 RC 0001');
  });
});
