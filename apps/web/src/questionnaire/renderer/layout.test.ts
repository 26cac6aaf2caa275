// @vitest-environment node
import { evaluateForm, type BlockDef, type QuestionDef } from '@taxcert/engine';
import { crsi_2024 } from '@taxcert/forms/crsi';
import { w8ben_2021 } from '@taxcert/forms/w8ben';
import { w9_2018, w9_2024 } from '@taxcert/forms/w9';
import { describe, expect, it } from 'vitest';
import { gutterLines, irsSections, showsBlockTitle } from './layout';

const sectionsOf = (def: typeof w9_2024, answers = {}) =>
  irsSections(def, evaluateForm(def, answers)).map((section) => [
    section.part?.id ?? null,
    section.blocks.map((block) => block.id),
  ]);

describe('irsSections: the paper form’s parts', () => {
  it('W-9: lines 1–7 above Part I (TIN) and Part II (certification)', () => {
    for (const def of [w9_2024, w9_2018]) {
      expect(sectionsOf(def, { classification: { classification: '2' } })).toEqual([
        [null, ['name', 'classification', 'exemptions', 'address', 'accountNumbers']],
        ['I', ['usTin']],
        ['II', ['certification']],
      ]);
    }
  });

  it('W-9: a hidden block is left out (exemptions for an individual)', () => {
    expect(sectionsOf(w9_2024, { classification: { classification: '1' } })[0]?.[1]).not.toContain('exemptions');
  });

  it('W-8BEN: Part I lines 1–8, Part II treaty claim, Part III certification', () => {
    expect(sectionsOf(w8ben_2021)).toEqual([
      [
        'I',
        ['name', 'citizenship', 'address', 'mailingAddress', 'usTin', 'foreignTin', 'referenceNumbers', 'birthDetails'],
      ],
      ['II', ['treatyClaim']],
      ['III', ['part3']],
    ]);
    expect(w8ben_2021.parts?.map((part) => part.title)).toEqual([
      'questionnaire.w8ben.parts.I',
      'questionnaire.w8ben.parts.II',
      'questionnaire.w8ben.parts.III',
    ]);
  });

  it('CRS-I: the OECD model’s parts 1 to 3', () => {
    expect(sectionsOf(crsi_2024).map(([part]) => part)).toEqual(['1', '2', '3']);
  });

  it('a block of a part the definition does not list still renders, without a heading', () => {
    const def = { ...w8ben_2021, parts: [] };
    expect(sectionsOf(def)).toEqual([[null, w8ben_2021.blocks.map((block) => block.id)]]);
  });
});

describe('the W-8BEN line numbers (w8ben.md)', () => {
  it('numbers Part I lines 1 to 8 and Part II lines 9 and 10 in order', () => {
    const lines = w8ben_2021.blocks.flatMap((block) => gutterLines(block.questions)).filter((line) => line !== null);
    expect(lines).toEqual(['1', '2', '3', '4', '5', '6a', '6b', '7', '8', '9', '10']);
  });
});

const q = (id: string, line?: string): QuestionDef => ({ id, label: id, widget: 'text', ...(line ? { line } : {}) });

describe('gutterLines', () => {
  it('numbers a line once, at its first question, and leaves unnumbered questions blank', () => {
    expect(
      gutterLines([q('street', '5'), q('more', '5'), q('city', '6'), q('zip', '6'), q('country'), q('x', '6')]),
    ).toEqual(['5', null, '6', null, null, '6']);
  });
});

describe('showsBlockTitle', () => {
  const block = (extra: Partial<BlockDef>): BlockDef => ({
    id: 'b',
    title: 't',
    questions: [q('a', '1'), q('b', '2')],
    ...extra,
  });
  it('shows the title of a block of several questions', () => expect(showsBlockTitle(block({}), true)).toBe(true));
  it('not when it repeats the part heading shown above it', () => {
    expect(showsBlockTitle(block({ titleInPart: true }), true)).toBe(false);
    expect(showsBlockTitle(block({ titleInPart: true }), false)).toBe(true);
  });
  it('not for a single numbered question, nor a headerless block', () => {
    expect(showsBlockTitle(block({ questions: [q('a', '1')] }), true)).toBe(false);
    expect(showsBlockTitle(block({ hideHeader: true }), true)).toBe(false);
  });
});

describe('gutterLines under a numbered block title', () => {
  it('leaves the first question blank when the title shows its line', () => {
    expect(gutterLines([q('street', '3'), q('city', '3')], '3')).toEqual([null, null]);
    expect(gutterLines([q('street', '5'), q('city', '6')], '5')).toEqual([null, '6']);
  });
});
