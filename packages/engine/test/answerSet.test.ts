import { describe, expect, it } from 'vitest';
import {
  ANSWER_MAX_LENGTH,
  checkAnswerSet,
  evaluateForm,
  UNKNOWN_QUESTION,
  type AnswerValue,
  type QuestionDef,
  type ReferenceData,
} from '../src/index';
import { block, form, text, today } from './support';

/**
 * The one check of an answer set. Every answer is held to what its question offers by its widget
 * kind (`shapeRules`); hidden answers are cleared as the browser clears them; unknown questions are refused.
 */
const choice: QuestionDef = {
  id: 'choice',
  label: 'l',
  widget: 'radio',
  props: {
    options: [
      { value: '40b', label: 'a' },
      { value: '40c', label: 'b' },
    ],
  },
};
const reference: ReferenceData = {
  jurisdictions: ['DE', 'FR', 'US'].map((code) => ({
    countryCodeAlpha: code,
    isoJurisdictionName: code,
    aliases: [],
    locales: [],
    igaModel: 1,
  })),
  usTaxTreatyCountries: ['DE', 'FR'],
  annexIICountries: ['FR'],
};

function errorsOf(question: QuestionDef, value: AnswerValue): string[] {
  const evaluation = evaluateForm(form(block('b', [question])), { b: { [question.id]: value } }, { today, reference });
  return evaluation.blocks.b?.questions[question.id]?.errors ?? [];
}

describe('a choice holds one offered value', () => {
  it('accepts an option and a blank answer', () => {
    expect(errorsOf(choice, '40b')).toEqual([]);
    expect(errorsOf(choice, '')).toEqual([]);
  });
  it('refuses a list of options, an option that does not exist and an object', () => {
    for (const value of [['40b', '40c'], '40z', { value: '40b' }] as AnswerValue[])
      expect(errorsOf(choice, value), JSON.stringify(value)).toEqual(['questionnaire.answer.notAnOptionErrorMessage']);
  });
  it('refuses it on a disabled question too: the browser cannot have sent it', () => {
    expect(errorsOf({ ...choice, disabled: true }, '40z')).toEqual(['questionnaire.answer.notAnOptionErrorMessage']);
    expect(errorsOf({ ...choice, disabled: true }, '40b')).toEqual([]);
  });
});

describe('a country is a known jurisdiction, of the restricted list where there is one', () => {
  const country = (countries?: 'treaty' | 'annexII'): QuestionDef => ({
    id: 'c',
    label: 'l',
    widget: 'country',
    ...(countries ? { props: { countries } } : {}),
  });
  it('accepts a jurisdiction of the reference data and refuses another code or shape', () => {
    expect(errorsOf(country(), 'US')).toEqual([]);
    for (const value of ['XX', 'us', 'Germany', ['DE']] as AnswerValue[])
      expect(errorsOf(country(), value), JSON.stringify(value)).toEqual([
        'questionnaire.answer.notACountryErrorMessage',
      ]);
  });
  it('enforces the treaty countries and the Annex II countries', () => {
    expect(errorsOf(country('treaty'), 'DE')).toEqual([]);
    expect(errorsOf(country('treaty'), 'US')).toEqual(['questionnaire.answer.notACountryErrorMessage']);
    expect(errorsOf(country('annexII'), 'FR')).toEqual([]);
    expect(errorsOf(country('annexII'), 'DE')).toEqual(['questionnaire.answer.notACountryErrorMessage']);
  });
});

describe('a typed answer fits its box; dates and numbers are of their kind', () => {
  it('refuses a text longer than its kind allows, naming the length, and a list in a text box', () => {
    expect(errorsOf(text('t'), 'W'.repeat(ANSWER_MAX_LENGTH.text))).toEqual([]);
    expect(errorsOf(text('t'), 'W'.repeat(ANSWER_MAX_LENGTH.text + 1))).toEqual([
      'questionnaire.answer.tooLongErrorMessage',
    ]);
    expect(errorsOf(text('t', { widget: 'textarea' }), 'x'.repeat(4_000))).toEqual([
      'questionnaire.answer.tooLongErrorMessage',
    ]);
    expect(errorsOf(text('t', { props: { maxLength: 5 } }), '123456')).toEqual([
      'questionnaire.answer.tooLongErrorMessage',
    ]);
    expect(errorsOf(text('t'), ['a', 'b'])).toEqual(['questionnaire.answer.wrongTypeErrorMessage']);
    const failure = evaluateForm(form(block('b', [text('t')])), { b: { t: 'x'.repeat(4_000) } }, { today }).failures[0];
    expect(failure?.values).toEqual({ max: ANSWER_MAX_LENGTH.text });
  });
  it('refuses a control character or a line break in a one-line text; a textarea keeps its line breaks and tabs', () => {
    const unprintable = ['questionnaire.answer.unprintableErrorMessage'];
    expect(errorsOf(text('t'), 'Müller & Söhne 株式会社')).toEqual([]);
    for (const value of ['a\u0000b', 'a\nb', 'a\tb', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u2028b'])
      expect(errorsOf(text('t'), value), JSON.stringify(value)).toEqual(unprintable);
    const area = text('t', { widget: 'textarea' });
    expect(errorsOf(area, 'line one\r\nline two\tend')).toEqual([]);
    for (const value of ['a\u0000b', 'a\u000bb', 'a\u001bb', 'a\u2029b'])
      expect(errorsOf(area, value), JSON.stringify(value)).toEqual(unprintable);
  });
  it('keeps a question’s own, more specific length rule and message', () => {
    const own = text('t', { rules: [{ kind: 'maxLength', max: 3, message: 'm.own' }] });
    expect(errorsOf(own, 'abcd')).toEqual(['m.own']);
  });
  it('refuses an impossible date, one in another format and one outside 1900–2099', () => {
    const date = text('d', { widget: 'date', props: { format: 'MM-dd-yyyy' } });
    expect(errorsOf(date, '02-28-2024')).toEqual([]);
    for (const value of ['02-30-2024', '2024-02-28', '01-01-1850', '01-01-2150'])
      expect(errorsOf(date, value), value).toEqual(['questionnaire.answer.dateErrorMessage']);
  });
  it('refuses a number that is not one or is out of its range, and a tick that is not a tick', () => {
    const number = text('n', { widget: 'number', props: { min: 0, max: 100 } });
    expect(errorsOf(number, '12.5')).toEqual([]);
    expect(errorsOf(number, '1e3')).toEqual(['questionnaire.answer.numberErrorMessage']);
    expect(errorsOf(number, '101')).toEqual(['questionnaire.answer.rangeErrorMessage']);
    const tick = text('x', { widget: 'checkbox' });
    expect(errorsOf(tick, true)).toEqual([]);
    expect(errorsOf(tick, 'maybe')).toEqual(['questionnaire.answer.wrongTypeErrorMessage']);
  });
});

describe('checkAnswerSet', () => {
  const def = form(
    block('usTin', [
      text('tin', {
        rules: [{ kind: 'required', message: 'm.tin' }],
        disabled: (ctx) => ctx.block.appliedFor === 'Yes',
      }),
      { ...choice, id: 'appliedFor', visible: false },
    ]),
  );
  it('clears a hidden answer as the browser does, so the rules it would have switched off apply', () => {
    const answers = { usTin: { tin: '', appliedFor: 'Yes' } };
    // Obeyed as sent, the hidden answer disables the TIN and the form is valid…
    expect(evaluateForm(def, answers, { today }).valid).toBe(true);
    // …cleared first, the TIN is required.
    const checked = checkAnswerSet(def, answers, { today });
    expect(checked.answers).toEqual({ usTin: { tin: '' } });
    expect(checked.evaluation.failures.map((f) => f.message)).toEqual(['m.tin']);
    expect(answers.usTin).toHaveProperty('appliedFor', 'Yes');
  });
  it('refuses an answer to a question or a block the definition does not have, kept in the answers', () => {
    const checked = checkAnswerSet(def, { usTin: { tin: '1', nick: 'x' }, other: { a: 1 } }, { today });
    expect(checked.evaluation.valid).toBe(false);
    expect(checked.evaluation.failures.map((f) => [f.check, f.blockId, f.questionId, f.message])).toEqual([
      [UNKNOWN_QUESTION, 'usTin', 'nick', 'questionnaire.answer.unknownQuestionErrorMessage'],
      [UNKNOWN_QUESTION, 'other', '', 'questionnaire.answer.unknownQuestionErrorMessage'],
    ]);
    expect(checked.answers.usTin).toHaveProperty('nick', 'x');
  });
  it('finds unknown questions inside repeater items', () => {
    const repeater = form(
      block('r', [
        { id: 'items', label: 'l', widget: 'repeater', items: { questions: [text('name')], itemTitle: 't' } },
      ]),
    );
    const checked = checkAnswerSet(repeater, { r: { items: [{ name: 'a' }, { name: 'b', extra: 'c' }] } }, { today });
    expect(checked.evaluation.failures.map((f) => [f.check, f.path])).toEqual([
      [UNKNOWN_QUESTION, ['items', 1, 'extra']],
    ]);
  });
});
