import { evaluateForm } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { w9_2024 } from '../src/w9';
import { today, validW9 } from './support';

const evaluateTin = (usTin: Record<string, string>) => evaluateForm(w9_2024, validW9({ usTin }), { today });
const tinMessages = (usTin: Record<string, string>) =>
  evaluateTin(usTin)
    .failures.filter((f) => f.questionId === 'tin')
    .map((f) => f.message);

describe('W-9 US TIN (Part I)', () => {
  it('defaults to an SSN, not applied for, with 9 TIN boxes that follow tinType', () => {
    const block = w9_2024.blocks.find((b) => b.id === 'usTin');
    expect(block?.part).toBe('I');
    expect(block?.questions.map((q) => [q.id, q.default])).toEqual([
      ['tinType', 'Ssn'],
      ['tin', undefined],
      ['appliedFor', 'No'],
    ]);
    expect(block?.questions[1]).toMatchObject({ widget: 'tin', props: { length: 9, tinTypeFrom: 'tinType' } });
  });

  it('requires the TIN', () => {
    expect(tinMessages({ tin: '' })).toEqual(['questionnaire.usTin.tin.errorMessage']);
    expect(evaluateTin({ tin: '' }).blocks.usTin?.questions.tin).toMatchObject({ required: true, valid: false });
  });

  it('accepts 9 digits for an SSN and for an EIN alike', () => {
    expect(evaluateTin({ tinType: 'Ssn', tin: '123456780' }).valid).toBe(true);
    expect(evaluateTin({ tinType: 'Ein', tin: '123456780' }).valid).toBe(true);
    expect(tinMessages({ tinType: 'Ssn', tin: '98765432' })).toEqual(['questionnaire.usTin.tin.lengthErrorMessage']);
    expect(tinMessages({ tinType: 'Ein', tin: '98765432' })).toEqual(['questionnaire.usTin.tin.lengthErrorMessage']);
  });

  it('rejects anything but digits', () => {
    expect(tinMessages({ tin: '12-3456789' })).toEqual([
      'questionnaire.usTin.tin.digitsErrorMessage',
      'questionnaire.usTin.tin.lengthErrorMessage',
    ]);
    expect(tinMessages({ tin: '12345678a' })).toEqual(['questionnaire.usTin.tin.digitsErrorMessage']);
  });

  it('rejects one repeated digit and ascending consecutive digits', () => {
    expect(tinMessages({ tin: '111111111' })).toEqual(['questionnaire.usTin.tin.sameCharErrorMessage']);
    expect(tinMessages({ tin: '123456789' })).toEqual(['questionnaire.usTin.tin.sequentialErrorMessage']);
  });

  it('disables the TIN and removes its failures when a TIN has been applied for', () => {
    const evaluation = evaluateTin({ appliedFor: 'Yes', tin: '' });
    expect(evaluation.blocks.usTin?.questions.tin).toEqual({
      visible: true,
      disabled: true,
      required: false,
      valid: true,
      errors: [],
    });
    expect(evaluation.failures).toEqual([]);
    expect(evaluation.valid).toBe(true);
    expect(evaluateTin({ appliedFor: 'Yes', tin: '111' }).failures).toEqual([]);
  });

  it('restores the TIN rules when appliedFor goes back to No', () => {
    const tin = evaluateTin({ appliedFor: 'No', tin: '' }).blocks.usTin?.questions.tin;
    expect(tin).toMatchObject({ disabled: false, required: true, valid: false });
  });
});
