import type { FormEvaluation } from '@taxcert/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { firstInvalidDomIds, focusFirstInvalid, supportsQuestionnaire } from './first-invalid';

const evaluation = (failures: FormEvaluation['failures']): FormEvaluation => ({
  valid: failures.length === 0,
  blocks: {},
  failures,
  warnings: [],
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the guided questionnaire', () => {
  it('is supported when the forms are shown as question cards (Stacked)', () => {
    expect(supportsQuestionnaire('Stacked')).toBe(true);
    expect(supportsQuestionnaire('Irs')).toBe(false);
    expect(supportsQuestionnaire(undefined)).toBe(false);
  });

  it('names the first failing question, and its repeater for a question in an item', () => {
    expect(firstInvalidDomIds(evaluation([]))).toEqual([]);
    expect(
      firstInvalidDomIds(
        evaluation([{ blockId: 'name', questionId: 'name', rule: 'required', message: 'm', path: ['name'] }]),
      ),
    ).toEqual(['q-name-name']);
    expect(
      firstInvalidDomIds(
        evaluation([
          {
            blockId: 'res',
            questionId: 'items.0.country',
            rule: 'required',
            message: 'm',
            path: ['items', 0, 'country'],
          },
        ]),
      ),
    ).toEqual(['q-res-items-0-country', 'q-res-items']);
  });

  it('focuses the first failing field, else the first control marked invalid', () => {
    document.body.innerHTML =
      '<input id="q-a-x"><input id="q-b-y" aria-invalid="true"><input id="other" aria-invalid="true">';
    expect(
      focusFirstInvalid(evaluation([{ blockId: 'b', questionId: 'y', rule: 'required', message: 'm', path: ['y'] }])),
    ).toBe(true);
    expect(document.activeElement?.id).toBe('q-b-y');
    expect(
      focusFirstInvalid(evaluation([{ blockId: 'z', questionId: 'z', rule: 'required', message: 'm', path: ['z'] }])),
    ).toBe(true);
    expect(document.activeElement?.id).toBe('q-b-y');
    document.body.innerHTML = '<input id="q-a-x">';
    expect(focusFirstInvalid(evaluation([]))).toBe(false);
  });
});
