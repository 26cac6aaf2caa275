import type { QuestionDef, QuestionState } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { sameRowProps, type RowProps } from './row-equality';

const state = (patch: Partial<QuestionState> = {}): QuestionState => ({
  visible: true,
  disabled: false,
  required: true,
  valid: undefined,
  errors: [],
  ...patch,
});
const shown = state();
const question: QuestionDef = { id: 'name', label: 'name.label', widget: 'text' };
const tin: QuestionDef = { id: 'tin', label: 'tin.label', widget: 'tin', props: { tinTypeFrom: 'tinType' } };
const control = {};
const row = (patch: Partial<RowProps> = {}): RowProps => ({
  blockId: 'name',
  question,
  state: shown,
  control,
  showErrors: false,
  blockAnswers: { name: 'Jane' },
  ...patch,
});

describe('sameRowProps', () => {
  it('skips a row whose state is the same object and whose block changed elsewhere (a keystroke in another row)', () => {
    expect(sameRowProps(row(), row({ blockAnswers: { name: 'Jane', city: 'Paris' } }))).toBe(true);
  });

  it("re-renders on a new state object: the engine gives one only when the question's state changed (shareUnchanged)", () => {
    expect(sameRowProps(row(), row({ state: state({ errors: ['questionnaire.name.requiredErrorMessage'] }) }))).toBe(
      false,
    );
    expect(sameRowProps(row(), row({ state: state({ valid: false }) }))).toBe(false);
  });

  it('re-renders when an answer its widget reads changes (the TIN type of a TIN), the error display or the lock', () => {
    const tinRow = (patch: Partial<RowProps> = {}) =>
      row({ question: tin, blockAnswers: { tinType: 'Ssn' }, ...patch });
    expect(sameRowProps(tinRow(), tinRow({ blockAnswers: { tinType: 'Ein' } }))).toBe(false);
    expect(sameRowProps(tinRow(), tinRow({ blockAnswers: { tinType: 'Ssn', name: 'x' } }))).toBe(true);
    expect(sameRowProps(row(), row({ showErrors: true }))).toBe(false);
    expect(sameRowProps(row(), row({ locked: true }))).toBe(false);
  });
});
