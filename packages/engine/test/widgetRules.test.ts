import { describe, expect, it } from 'vitest';
import { collectMessageKeys, evaluateForm, type AnswerValue, type RuleDef, type WidgetKind } from '../src/index';
import { block, form, text } from './support';

const today = new Date('2024-06-15T12:00:00Z');
function stateOf(widget: WidgetKind, value: AnswerValue, rules: RuleDef[] = []) {
  const def = form(block('b', [text('q', { widget, rules })]));
  return evaluateForm(def, { b: { q: value } }, { today }).blocks.b?.questions.q;
}

describe('datePicker: a yyyy-MM-dd date, no future date (questionnaire-and-forms.md §5)', () => {
  it('accepts today and past dates, and a blank answer', () => {
    expect(stateOf('datePicker', '2024-06-15')?.errors).toEqual([]);
    expect(stateOf('datePicker', '1990-01-31')?.errors).toEqual([]);
    expect(stateOf('datePicker', '')?.valid).toBeUndefined();
  });
  it('rejects tomorrow, another format and impossible dates', () => {
    expect(stateOf('datePicker', '2024-06-16')?.errors).toEqual(['questionnaire.datePicker.futureErrorMessage']);
    expect(stateOf('datePicker', '15-06-2024')?.errors).toEqual(['questionnaire.datePicker.formatErrorMessage']);
    expect(stateOf('datePicker', '2023-02-29')?.errors).toEqual(['questionnaire.datePicker.formatErrorMessage']);
  });
  it('applies the question’s own narrower window too, and its required rule first', () => {
    const birth: RuleDef[] = [
      { kind: 'required', message: 'm.required' },
      { kind: 'dateWindow', format: 'yyyy-MM-dd', minYearsAgo: 125, maxDaysAgo: 1, message: 'm.window' },
    ];
    expect(stateOf('datePicker', '2024-06-15', birth)?.errors).toEqual(['m.window']);
    expect(stateOf('datePicker', '', birth)?.errors).toEqual(['m.required']);
    expect(stateOf('datePicker', '2030-01-01', birth)?.errors).toEqual([
      'm.window',
      'questionnaire.datePicker.futureErrorMessage',
    ]);
  });
});

describe('upload: the answer is the uploaded document’s id (questionnaire-and-forms.md §7)', () => {
  it('accepts a document id', () => {
    for (const id of ['1', '4711']) expect(stateOf('upload', id)?.errors, id).toEqual([]);
  });
  it('refuses a file name or anything else that is not a document id: the file was not uploaded', () => {
    for (const answer of ['passport.pdf', 'photo.jpg', '12a', '-3']) {
      expect(stateOf('upload', answer)?.errors, answer).toEqual([
        'questionnaire.supportingDocUpload.notUploadedErrorMessage',
      ]);
    }
  });
});

describe('exchange', () => {
  it('adds no rule of its own: a name that matches no exchange may be kept', () => {
    expect(stateOf('exchange', 'Bourse de Nulle Part')?.errors).toEqual([]);
  });
});

describe('collectMessageKeys', () => {
  it('lists the messages of the widget rules', () => {
    const keys = collectMessageKeys(
      form(block('b', [text('d', { widget: 'datePicker' }), text('u', { widget: 'upload' })])),
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'questionnaire.datePicker.formatErrorMessage',
        'questionnaire.datePicker.futureErrorMessage',
        'questionnaire.supportingDocUpload.notUploadedErrorMessage',
      ]),
    );
  });
});
