import type { QuestionState } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { sameRowProps, type RowProps } from './row-equality';

const state = (patch: Partial<QuestionState> = {}): QuestionState => ({ visible: true, disabled: false, required: true, valid: undefined, errors: [], ...patch });
const question = { id: 'name' };
const control = {};
const row = (patch: Partial<RowProps> = {}): RowProps => ({ blockId: 'name', question, state: state(), control, showErrors: false, blockAnswers: { name: 'Jane' }, ...patch });

describe('sameRowProps', () => {
  it('skips a row whose state and block answers are equal, even as new objects', () => {
    expect(sameRowProps(row(), row({ state: state(), blockAnswers: { name: 'Jane' } }))).toBe(true);
    expect(sameRowProps(row({ blockAnswers: { list: [{ a: '1' }] } }), row({ blockAnswers: { list: [{ a: '1' }] } }))).toBe(true);
  });

  it('re-renders on a new error, validity, visibility, disabling or label', () => {
    expect(sameRowProps(row(), row({ state: state({ errors: ['questionnaire.name.requiredErrorMessage'] }) }))).toBe(false);
    expect(sameRowProps(row(), row({ state: state({ valid: false }) }))).toBe(false);
    expect(sameRowProps(row(), row({ state: state({ disabled: true }) }))).toBe(false);
    expect(sameRowProps(row(), row({ state: state({ label: 'other.label' }) }))).toBe(false);
  });

  it('re-renders when a sibling answer of the block, the error display or the lock changes', () => {
    expect(sameRowProps(row(), row({ blockAnswers: { name: 'Jane', tinType: 'Ein' } }))).toBe(false);
    expect(sameRowProps(row(), row({ showErrors: true }))).toBe(false);
    expect(sameRowProps(row(), row({ locked: true }))).toBe(false);
  });
});
