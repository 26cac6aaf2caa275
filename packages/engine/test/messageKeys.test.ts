import { describe, expect, it } from 'vitest';
import { collectMessageKeys } from '../src/index';
import { block, form, text } from './support';

describe('collectMessageKeys', () => {
  const def = form(
    block('b', [
      text('flag', {
        props: { options: [{ value: 'Yes', label: 'k.yes', name: 'k.yes.name' }] },
        hint: 'k.hint',
        placeholder: 'k.ph',
      }),
      text('tin', {
        rules: (ctx) => (ctx.block.flag === 'Yes' ? [] : [{ kind: 'required', message: 'k.required' }]),
      }),
      text('other', { rules: [{ kind: 'maxLength', max: 2, message: 'k.max' }] }),
    ]),
  );

  it('lists titles, labels, hints, placeholders, option labels and names, and rule messages', () => {
    expect(collectMessageKeys(def).sort()).toEqual(
      [
        ...['test.title', 'test.b.title', 'test.flag.label', 'k.hint', 'k.ph', 'k.yes', 'k.yes.name'],
        ...['test.tin.label', 'k.required', 'test.other.label', 'k.max'],
        'questionnaire.answer.depthErrorMessage',
      ].sort(),
    );
  });

  it('asks rule functions with the given sample answers too', () => {
    const onlyYes = form(
      block('b', [
        text('tin', {
          default: 'x',
          rules: (ctx) => (ctx.block.tin === 'y' ? [{ kind: 'required', message: 'k.y' }] : []),
        }),
      ]),
    );
    expect(collectMessageKeys(onlyYes)).not.toContain('k.y');
    expect(collectMessageKeys(onlyYes, [{ b: { tin: 'y' } }])).toContain('k.y');
  });
});
