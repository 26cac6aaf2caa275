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
