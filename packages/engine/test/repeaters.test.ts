import { describe, expect, it } from 'vitest';
import {
  addItem,
  canAddItem,
  canRemoveItem,
  clearHidden,
  defaultAnswers,
  evaluateForm,
  removeItem,
  type QuestionDef,
} from '../src/index';
import { block, form, text, today } from './support';

const required = (message: string) => [{ kind: 'required' as const, message }];
const people: QuestionDef = {
  id: 'people',
  label: 'test.people.label',
  widget: 'repeater',
  props: { min: 1, max: 3 },
  items: {
    itemTitle: 'test.person.title',
    questions: [
      text('name', { rules: required('m.name') }),
      text('kind', { default: 'a' }),
      text('detail', { visible: (ctx) => ctx.block.kind === 'other', rules: required('m.detail') }),
      text('parentFlag', { visible: (ctx) => ctx.parent?.flag === 'Yes' }),
    ],
  },
  rules: [{ kind: 'maxItems', max: 3, message: 'm.max' }],
};
const def = form(block('b', [text('flag'), people]));

describe('repeaters', () => {
  it('start with the minimum number of items, with the item defaults', () => {
    expect(defaultAnswers(def).b).toEqual({ people: [{ kind: 'a' }] });
  });

  it('start a repeater inside an item with its minimum items too, when the item is new or the form starts', () => {
    const addresses: QuestionDef = {
      id: 'addresses',
      label: 'test.addresses.label',
      widget: 'repeater',
      props: { min: 1, max: 1 },
      items: { itemTitle: 'test.address.title', questions: [text('line1')] },
    };
    const optional: QuestionDef = { ...addresses, id: 'mailing', props: { min: 0, max: 1 } };
    const owners: QuestionDef = {
      ...people,
      id: 'owners',
      items: { itemTitle: 'test.owner.title', questions: [text('name'), addresses, optional] },
    };
    expect(defaultAnswers(form(block('b', [owners]))).b).toEqual({ owners: [{ addresses: [{}] }] });
    expect(addItem(owners, [{ name: 'A' }])).toEqual([{ name: 'A' }, { addresses: [{}] }]);
  });

  it('evaluate each item, at least min of them, with item states', () => {
    const q = evaluateForm(def, { b: {} }, { today }).blocks.b?.questions.people;
    expect(q?.items).toHaveLength(1);
    expect(q?.items?.[0]).toMatchObject({ index: 0, removable: false, collapsible: false, valid: false });
    expect(q?.items?.[0]?.questions.name?.errors).toEqual(['m.name']);
    expect(q?.valid).toBe(false);
  });

  it('make items beyond the minimum removable and collapsible', () => {
    const q = evaluateForm(def, { b: { people: [{ name: 'A' }, { name: 'B' }] } }, { today }).blocks.b?.questions
      .people;
    expect(q?.items?.map((i) => [i.removable, i.collapsible])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect(q?.valid).toBe(true);
  });

  it('report item failures with a path into the item', () => {
    const evaluation = evaluateForm(def, { b: { people: [{ name: 'A' }, { kind: 'other' }] } }, { today });
    expect(evaluation.failures).toEqual([
      { blockId: 'b', questionId: 'people.1.name', rule: 'required', message: 'm.name', path: ['people', 1, 'name'] },
      {
        blockId: 'b',
        questionId: 'people.1.detail',
        rule: 'required',
        message: 'm.detail',
        path: ['people', 1, 'detail'],
      },
    ]);
  });

  it('see the item answers as block and the enclosing answers as parent', () => {
    const states = (flag: string) =>
      evaluateForm(def, { b: { flag, people: [{ name: 'A' }] } }, { today }).blocks.b?.questions.people?.items?.[0]
        ?.questions;
    expect(states('Yes')?.parentFlag?.visible).toBe(true);
    expect(states('No')?.parentFlag?.visible).toBe(false);
  });

  it('fail beyond the maximum', () => {
    const answers = { b: { people: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }] } };
    expect(evaluateForm(def, answers, { today }).failures.map((f) => f.message)).toEqual(['m.max']);
  });

  it('add and remove items within min and max', () => {
    const one = [{ name: 'A' }];
    expect(canAddItem(people, one)).toBe(true);
    const two = addItem(people, one);
    expect(two).toEqual([{ name: 'A' }, { kind: 'a' }]);
    const three = addItem(people, two);
    expect(canAddItem(people, three)).toBe(false);
    expect(addItem(people, three)).toBe(three);
    expect(canRemoveItem(people, three, 0)).toBe(false);
    expect(removeItem(people, three, 0)).toBe(three);
    expect(removeItem(people, three, 1)).toEqual([{ name: 'A' }, { kind: 'a' }]);
    expect(one).toEqual([{ name: 'A' }]);
  });

  it('keep items beyond the minimum optional while blank when asked to', () => {
    const optional = form(block('b', [{ ...people, items: { ...people.items!, optionalBeyondMin: true } }]));
    const evaluation = evaluateForm(optional, { b: { people: [{ name: 'A' }, {}] } }, { today });
    expect(evaluation.valid).toBe(true);
    expect(
      evaluateForm(optional, { b: { people: [{ name: 'A' }, { kind: 'b' }] } }, { today }).failures.map(
        (f) => f.questionId,
      ),
    ).toEqual(['people.1.name']);
  });

  it('clear hidden questions inside items', () => {
    const answers = { b: { people: [{ name: 'A', kind: 'x', detail: 'stale', parentFlag: 'p' }] } };
    expect(clearHidden(def, answers, { today }).b).toEqual({ people: [{ name: 'A', kind: 'x' }] });
  });
});
