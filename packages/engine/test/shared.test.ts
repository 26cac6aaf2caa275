import { describe, expect, it } from 'vitest';
import {
  evaluateForm,
  groupDefinition,
  joinGroupAnswers,
  sharedAnswerChecks,
  sharedFields,
  sharedLocks,
  withSharedAnswers,
  type AnswerValue,
  type SharedAnswerDef,
} from '../src/index';
import { block, form, text, today } from './support';

const required = [{ kind: 'required' as const, message: 'm.required' }];
const one = {
  ...form(block('person', [text('first', { rules: required }), text('last', { rules: required })])),
  formType: 'one',
};
const two = { ...form(block('who', [text('name', { rules: required }), text('nickname')])), formType: 'two' };

const str = (value: AnswerValue): string => (typeof value === 'string' ? value.trim() : '');
/** 'two' shows one's name as one line, first name first. */
const name: SharedAnswerDef = {
  id: 'NAME-DIFFERS',
  message: 'm.nameDiffers',
  from: ['one/person.first', 'one/person.last'],
  to: 'two/who.name',
  value: (answers) =>
    [answers['one/person']?.first, answers['one/person']?.last].map(str).filter(Boolean).join(' ') || undefined,
  same: (held, shared) => str(held).toLowerCase() === str(shared).toLowerCase(),
};

describe('shared answers of a group', () => {
  it('the showing form gets its field, the value from the form it is entered in, and where to change it', () => {
    const byForm = { one: { person: { first: 'Anna', last: 'Schmidt' } }, two: { who: { nickname: 'A' } } };
    expect(sharedFields([name], 'two', byForm)).toEqual([
      { field: 'who.name', value: 'Anna Schmidt', from: { formType: 'one', field: 'person.first' } },
    ]);
    expect(sharedFields([name], 'one', byForm)).toEqual([]);
  });

  it('while nothing is entered where it is entered, the shared answer is blank', () => {
    expect(sharedFields([name], 'two', { one: {}, two: {} })[0]?.value).toBeUndefined();
  });

  it('withSharedAnswers fills the showing form in, replacing what it held, and leaves the rest alone', () => {
    const byForm = {
      one: { person: { first: 'Anna', last: 'Schmidt' } },
      two: { who: { name: 'Old Name', nickname: 'A' } },
    };
    expect(withSharedAnswers([name], byForm)).toEqual({
      one: byForm.one,
      two: { who: { name: 'Anna Schmidt', nickname: 'A' } },
    });
    expect(byForm.two.who.name).toBe('Old Name');
    // A blank shared answer empties the showing question: it never holds what the other form does not say.
    expect(withSharedAnswers([name], { one: {}, two: { who: { name: 'Old Name' } } }).two).toEqual({
      who: { name: undefined },
    });
  });

  it("the group's check refuses a showing form that holds another answer, on the showing question", () => {
    const group = groupDefinition('g', [one, two], sharedAnswerChecks([name]));
    const differs = evaluateForm(
      group,
      joinGroupAnswers({ one: { person: { first: 'Anna', last: 'Schmidt' } }, two: { who: { name: 'Ana Schmit' } } }),
      { today },
    );
    expect(differs.valid).toBe(false);
    expect(differs.failures).toEqual([
      {
        blockId: 'two/who',
        questionId: 'name',
        rule: 'custom',
        message: 'm.nameDiffers',
        path: ['name'],
        check: 'NAME-DIFFERS',
      },
    ]);
  });

  it("the same answer (by the share's own comparison), or a shared answer not given yet, raises nothing; a showing question left empty is refused", () => {
    const group = groupDefinition('g', [one, two], sharedAnswerChecks([name]));
    const failures = (byForm: Parameters<typeof joinGroupAnswers>[0]) =>
      evaluateForm(group, joinGroupAnswers(byForm), { today }).failures.map((f) => f.check ?? f.rule);
    expect(
      failures({ one: { person: { first: 'Anna', last: 'Schmidt' } }, two: { who: { name: ' anna SCHMIDT ' } } }),
    ).toEqual([]);
    // Not given where it is entered: that form's own required rules speak.
    expect(failures({ one: { person: {} }, two: { who: { name: 'Anna Schmidt' } } })).toEqual(['required', 'required']);
    // Given, but not where it is shown: refused there (an API client sending the showing form without it).
    expect(failures({ one: { person: { first: 'Anna', last: 'Schmidt' } }, two: { who: {} } })).toEqual([
      'required',
      'NAME-DIFFERS',
    ]);
  });

  it('without its own comparison a share compares deeply', () => {
    const plain: SharedAnswerDef = {
      id: name.id,
      message: name.message,
      from: name.from,
      to: name.to,
      value: name.value,
    };
    const [check] = sharedAnswerChecks([plain]);
    expect(
      check?.raised(
        joinGroupAnswers({
          one: { person: { first: 'Anna', last: 'Schmidt' } },
          two: { who: { name: 'anna schmidt' } },
        }),
      ),
    ).toBe(true);
    expect(
      check?.raised(
        joinGroupAnswers({
          one: { person: { first: 'Anna', last: 'Schmidt' } },
          two: { who: { name: 'Anna Schmidt' } },
        }),
      ),
    ).toBe(false);
  });

  it("the showing form's locks (EvaluateOptions.locked, the lock groups' way): the question is disabled and counts as valid", () => {
    expect(sharedLocks([name], 'two')).toEqual(['who.name']);
    expect(sharedLocks([name], 'one')).toEqual([]);
    const evaluation = evaluateForm(two, { who: {} }, { today, locked: sharedLocks([name], 'two') });
    expect(evaluation.blocks.who?.questions.name).toMatchObject({ disabled: true, valid: true });
    expect(evaluation.valid).toBe(true);
  });
});
