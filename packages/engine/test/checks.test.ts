import { describe, expect, it } from 'vitest';
import { evaluateForm, groupDefinition, joinGroupAnswers, type CheckDef } from '../src/index';
import { block, form, text, today } from './support';

const citizen: CheckDef = {
  id: 'US-CITIZEN',
  severity: 'rejection',
  field: 'who.country',
  message: 'm.citizen',
  raised: (a) => a.who?.country === 'US',
};
const mailing: CheckDef = {
  id: 'US-MAIL',
  severity: 'warning',
  field: 'mail.country',
  message: 'm.mail',
  raised: (a) => a.mail?.country === 'US',
};
const def = {
  ...form(
    block('who', [text('country')]),
    block('mail', [text('country')], { visible: (ctx) => ctx.answers.who?.mailing !== 'hide' }),
  ),
  checks: [citizen, mailing],
};

describe('checks of answers taken together', () => {
  it('a raised rejection fails its field like a rule: errors, validity, a failure naming the check', () => {
    const evaluation = evaluateForm(def, { who: { country: 'US' } }, { today });
    expect(evaluation.valid).toBe(false);
    expect(evaluation.blocks.who?.valid).toBe(false);
    expect(evaluation.blocks.who?.questions.country).toMatchObject({ valid: false, errors: ['m.citizen'] });
    expect(evaluation.failures).toEqual([
      {
        blockId: 'who',
        questionId: 'country',
        rule: 'custom',
        message: 'm.citizen',
        path: ['country'],
        check: 'US-CITIZEN',
      },
    ]);
    expect(evaluation.warnings).toEqual([]);
  });

  it('a raised warning is listed and leaves the form valid', () => {
    const evaluation = evaluateForm(def, { who: { country: 'DE' }, mail: { country: 'US' } }, { today });
    expect(evaluation.valid).toBe(true);
    expect(evaluation.failures).toEqual([]);
    expect(evaluation.warnings).toEqual([{ check: 'US-MAIL', field: 'mail.country', message: 'm.mail' }]);
  });

  it('answers that raise nothing, or a check whose field is hidden, add nothing', () => {
    expect(evaluateForm(def, { who: { country: 'DE' }, mail: { country: 'DE' } }, { today })).toMatchObject({
      valid: true,
      failures: [],
      warnings: [],
    });
    expect(
      evaluateForm(def, { who: { country: 'DE', mailing: 'hide' }, mail: { country: 'US' } }, { today }).warnings,
    ).toEqual([]);
  });

  it("in a group, each member's checks read its own answers, and the group's checks read every form's", () => {
    const one = { ...def, formType: 'one' };
    const two = { ...form(block('who', [text('country')])), formType: 'two' };
    const differ: CheckDef = {
      id: 'DIFFER',
      severity: 'rejection',
      field: 'two/who.country',
      message: 'm.differ',
      raised: (a) => a['one/who']?.country !== a['two/who']?.country,
    };
    const group = groupDefinition('g', [one, two], [differ]);
    const evaluation = evaluateForm(
      group,
      joinGroupAnswers({ one: { who: { country: 'US' }, mail: { country: 'US' } }, two: { who: { country: 'DE' } } }),
      { today },
    );
    expect(evaluation.failures.map((f) => [`${f.blockId}.${f.questionId}`, f.check])).toEqual([
      ['one/who.country', 'US-CITIZEN'],
      ['two/who.country', 'DIFFER'],
    ]);
    expect(evaluation.warnings).toEqual([{ check: 'US-MAIL', field: 'one/mail.country', message: 'm.mail' }]);
    expect(
      evaluateForm(group, joinGroupAnswers({ one: { who: { country: 'FR' } }, two: { who: { country: 'FR' } } }), {
        today,
      }).valid,
    ).toBe(true);
  });
});

describe('checks on repeater items', () => {
  const rows: CheckDef = {
    id: 'DUPLICATE',
    severity: 'rejection',
    field: 'res.list.country',
    message: 'm.dup',
    raised: (a) => Array.isArray(a.res?.list) && a.res.list.length > 1,
    items: () => [[1]],
    values: (_a, row) => ({ row: (row?.[0] ?? 0) + 1 }),
  };
  const repeater = text('list', {
    widget: 'repeater',
    props: { min: 1, max: 3 },
    items: { itemTitle: 't', questions: [text('country')] },
  });
  const withItems = { ...form(block('res', [repeater])), checks: [rows] };

  it('fails the item question each index names, under its item path, and the item and repeater with it', () => {
    const evaluation = evaluateForm(withItems, { res: { list: [{ country: 'FR' }, { country: 'FR' }] } }, { today });
    expect(evaluation.valid).toBe(false);
    expect(evaluation.failures).toEqual([
      {
        blockId: 'res',
        questionId: 'list.1.country',
        rule: 'custom',
        message: 'm.dup',
        values: { row: 2 },
        path: ['list', 1, 'country'],
        check: 'DUPLICATE',
      },
    ]);
    const list = evaluation.blocks.res?.questions.list;
    expect(list?.valid).toBe(false);
    expect(list?.items?.[1]).toMatchObject({
      valid: false,
      questions: { country: { valid: false, errors: ['m.dup'] } },
    });
    expect(list?.items?.[0]?.questions.country?.errors).toEqual([]);
  });

  it('a warning on items is listed at the item field', () => {
    const warning = { ...withItems, checks: [{ ...rows, severity: 'warning' as const }] };
    const evaluation = evaluateForm(warning, { res: { list: [{ country: 'FR' }, { country: 'FR' }] } }, { today });
    expect(evaluation.valid).toBe(true);
    expect(evaluation.warnings).toEqual([
      { check: 'DUPLICATE', field: 'res.list.1.country', message: 'm.dup', values: { row: 2 } },
    ]);
  });
});

describe('checks on rows of a repeater inside a repeater’s items', () => {
  const inner = text('res', {
    widget: 'repeater',
    props: { min: 1, max: 3 },
    items: { itemTitle: 'r', questions: [text('country')] },
  });
  const outer = text('people', {
    widget: 'repeater',
    props: { min: 1, max: 3 },
    items: { itemTitle: 'p', questions: [text('name'), inner] },
  });
  const check: CheckDef = {
    id: 'NESTED',
    severity: 'rejection',
    field: 'cp.people.res.country',
    message: 'm.nested',
    raised: () => true,
    items: () => [[1, 0]],
  };
  it('fails the row at its full path: each repeater, its index, then the question', () => {
    const def = { ...form(block('cp', [outer])), checks: [check] };
    const answers = {
      cp: {
        people: [
          { name: 'a', res: [{}] },
          { name: 'b', res: [{ country: 'FR' }] },
        ],
      },
    };
    const evaluation = evaluateForm(def, answers, { today });
    expect(evaluation.failures).toEqual([
      expect.objectContaining({ questionId: 'people.1.res.0.country', path: ['people', 1, 'res', 0, 'country'] }),
    ]);
    const person = evaluation.blocks.cp?.questions.people?.items?.[1];
    expect(person?.valid).toBe(false);
    expect(person?.questions.res?.items?.[0]?.questions.country?.errors).toEqual(['m.nested']);
  });
});
