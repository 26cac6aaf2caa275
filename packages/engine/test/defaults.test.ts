import { describe, expect, it } from 'vitest';
import { defaultAnswers } from '../src/index';
import { block, form, text } from './support';

const def = form(
  block('one', [
    text('country', { default: 'US' }),
    text('ticked', { widget: 'checkbox', default: false }),
    text('none'),
    text('hidden', { default: 'h', visible: false }),
  ]),
  block('two', [text('list', { default: ['a', 'b'] })]),
  block('empty', [text('x')]),
);

describe('defaultAnswers', () => {
  it('gives every question its default, by block, and every block an entry', () => {
    expect(defaultAnswers(def)).toEqual({
      one: { country: 'US', ticked: false, hidden: 'h' },
      two: { list: ['a', 'b'] },
      empty: {},
    });
  });

  it('leaves questions without a default unset', () => {
    expect('none' in (defaultAnswers(def).one ?? {})).toBe(false);
  });

  it('returns copies that never share structure with the definition', () => {
    const first = defaultAnswers(def);
    (first.two?.list as string[]).push('c');
    expect(defaultAnswers(def).two?.list).toEqual(['a', 'b']);
  });
});
