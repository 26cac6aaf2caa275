import type { FormDefinition } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import {
  answersKey,
  domIdOfField,
  initialAnswers,
  submittableAnswers,
  toFormData,
  type KeptBlockData,
} from './answers';

const def: FormDefinition = {
  formType: 'w9_2024',
  family: 'W',
  title: 't',
  revision: 'r',
  signatureSection: 'certification',
  dateFormat: 'MM-dd-yyyy',
  blocks: [
    {
      id: 'classification',
      title: 't',
      questions: [
        { id: 'classification', label: 'l', widget: 'radio', default: '1' },
        { id: 'other', label: 'l', widget: 'text', visible: (ctx) => ctx.block.classification === '7' },
      ],
    },
    { id: 'certification', title: 't', questions: [{ id: 'name', label: 'l', widget: 'text' }] },
  ],
};

describe('answers', () => {
  it('opens with defaults overlaid by saved data, the signature rule applied and hidden answers cleared', () => {
    const answers = initialAnswers(
      def,
      { classification: { other: 'stale' }, certification: { name: 'Jane', signature: 'signed' } },
      new Date('2024-01-05T12:00:00Z'),
    );
    expect(answers.classification).toEqual({ classification: '1' });
    expect(answers.certification).toMatchObject({ name: 'Jane', signature: 'NOT YET REQUESTED' });
    expect(answers.certification?.date).toMatch(/^01-0[45]-2024$/);
  });

  it('drops undefined answers when converting to FormData', () => {
    expect(toFormData({ a: { x: 'y', gone: undefined, list: ['1', undefined] } })).toEqual({
      a: { x: 'y', list: ['1'] },
    });
  });

  it('clears hidden answers before sending', () => {
    expect(submittableAnswers(def, { classification: { classification: '1', other: 'x' } })).toEqual({
      classification: { classification: '1' },
    });
  });

  it('gives the same key to the same answers in any key order', () => {
    expect(answersKey({ a: { x: '1', y: '2' }, b: {} })).toBe(answersKey({ b: {}, a: { y: '2', x: '1' } }));
    expect(answersKey({ a: { x: '1' } })).not.toBe(answersKey({ a: { x: '2' } }));
  });

  it("keys answers as their JSON text with every object's keys sorted: the text drafts kept before hold", () => {
    const data = { b: { z: [{ q: 1, p: null }], a: true }, a: { y: 'é"', x: { d: 2, c: [] } }, c: {} };
    expect(answersKey(data)).toBe('{"a":{"x":{"c":[],"d":2},"y":"é\\""},"b":{"a":true,"z":[{"p":null,"q":1}]},"c":{}}');
  });

  it('converts and keys again only the blocks whose answers changed (ADR 112)', () => {
    const kept = { x: '1', list: ['a'] };
    const blocks: KeptBlockData = new WeakMap();
    const before = toFormData({ kept, typed: { name: 'Ad' } }, blocks);
    const after = toFormData({ kept, typed: { name: 'Ada' } }, blocks);
    expect(after.kept).toBe(before.kept);
    expect(after.typed).toEqual({ name: 'Ada' });
    expect(answersKey(after)).not.toBe(answersKey(before));
    expect(answersKey(after)).toBe(answersKey({ typed: { name: 'Ada' }, kept: { list: ['a'], x: '1' } }));
  });

  it("converts answers that may change in place (react-hook-form's) afresh each time", () => {
    const live: { kind: string; other?: string } = { kind: '7', other: 'A club' };
    expect(toFormData({ live }).live).toEqual({ kind: '7', other: 'A club' });
    live.kind = '1';
    delete live.other;
    expect(toFormData({ live }).live).toEqual({ kind: '1' });
  });

  it('maps a validation field reference to a DOM id', () => {
    expect(domIdOfField('usTin.tin')).toBe('q-usTin-tin');
    // A rejection inside a repeater item names the item's field: its link lands in that field's control.
    expect(domIdOfField('taxResidences.taxResidences.0.country')).toBe('q-taxResidences-taxResidences-0-country');
    expect(domIdOfField('usTin')).toBeNull();
    expect(domIdOfField('.tin')).toBeNull();
  });
});
