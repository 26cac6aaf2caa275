import { clearHidden, defaultAnswers, evaluateForm } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { w9_2018, w9_2024 } from '../src/w9';
import { today, validW9 } from './support';

describe('W-9 form', () => {
  it('lays the blocks out in the official line order', () => {
    expect(w9_2024.blocks.map((b) => b.id)).toEqual([
      ...['name', 'classification', 'exemptions', 'address'],
      ...['accountNumbers', 'usTin', 'certification'],
    ]);
    const lines = w9_2024.blocks.flatMap((b) => b.questions.map((q) => q.line)).filter((line) => line !== undefined);
    expect(lines).toEqual(['1', '2', '3a', '3a', '3a', '3b', '4', '4', '5', '5', '6', '6', '6', '7']);
    expect(w9_2018.blocks.map((b) => b.id)).toEqual(w9_2024.blocks.map((b) => b.id));
  });

  it('evaluates a complete W-9 as valid with no failures', () => {
    const evaluation = evaluateForm(w9_2024, validW9(), { today });
    expect(evaluation.failures).toEqual([]);
    expect(evaluation.valid).toBe(true);
    expect(Object.values(evaluation.blocks).every((b) => b.valid)).toBe(true);
  });

  it('evaluates a complete entity W-9 (2018) as valid', () => {
    const answers = validW9({
      classification: { classification: '5' },
      exemptions: { exemptPayeeCode: '13', fatcaReportingCode: 'L' },
      usTin: { tinType: 'Ein', tin: '981234567' },
    });
    delete answers.classification?.hasForeignPartners;
    const evaluation = evaluateForm(w9_2018, answers, { today });
    expect(evaluation.failures).toEqual([]);
  });

  it('lists the failures of an empty form in block and question order', () => {
    const evaluation = evaluateForm(w9_2024, clearHidden(w9_2024, defaultAnswers(w9_2024), { today }), { today });
    expect(evaluation.valid).toBe(false);
    expect(evaluation.failures.map((f) => `${f.blockId}.${f.questionId}:${f.rule}`)).toEqual([
      'name.name:required',
      'address.line1:required',
      'usTin.tin:required',
      'certification.name:required',
    ]);
  });

  it('requires line 1 and the address, with their own messages', () => {
    const evaluation = evaluateForm(w9_2024, validW9({ name: { name: ' ' }, address: { line1: '', country: '' } }), {
      today,
    });
    expect(evaluation.failures.map((f) => f.message)).toEqual([
      'questionnaire.name.name.errorMessage',
      'questionnaire.address.1.errorMessage',
      'questionnaire.address.country.errorMessage',
    ]);
  });

  it('fixes the signer of a W-9 as an individual signing on their own behalf', () => {
    const certification = w9_2024.blocks.find((b) => b.id === w9_2024.signatureSection);
    expect(certification?.part).toBe('II');
    expect(defaultAnswers(w9_2024).certification).toEqual({
      capacity: 'Signing on Own Behalf',
      subjectToBackupWhd: false,
      signature: 'NOT YET REQUESTED',
    });
    const states = evaluateForm(w9_2024, validW9(), { today }).blocks.certification?.questions;
    expect([states?.capacity?.disabled, states?.signature?.disabled, states?.date?.disabled]).toEqual([
      true,
      true,
      true,
    ]);
    expect(states?.subjectToBackupWhd?.disabled).toBe(false);
    expect(certification?.questions.find((q) => q.id === 'date')?.props?.format).toBe('MM-dd-yyyy');
  });

  it('defaults the address country to the US', () => {
    expect(defaultAnswers(w9_2024).address).toEqual({ country: 'US' });
  });
});
