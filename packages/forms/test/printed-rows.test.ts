import { evaluateForm, type Answers, type FormDefinition } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { specialRateSentenceRows } from '../src/blocks/treatyClaimPaper';
import { printedForm } from '../src/printed/printed-form';
import { form, today } from './support';

/**
 * The paper layout's row tools: `at` prints a row at another question's place (the W-8BEN-E's line 3 in
 * Part I), `sentence` prints answers inside one sentence, an answer inside a repeater's item named by its index.
 */
const t = (key: string, values?: Record<string, string | number>) =>
  `${key}${
    values
      ? `(${Object.entries(values)
          .map(([name, value]) => `${name}=${String(value)}`)
          .join(',')})`
      : ''
  }`;

const def: FormDefinition = {
  ...form(
    {
      id: 'name',
      title: 'name.title',
      part: 'I',
      questions: [
        { id: 'name', line: '1', label: 'name.label', widget: 'text' },
        { id: 'country', line: '2', label: 'country.label', widget: 'text' },
      ],
    },
    {
      id: 'branch',
      title: 'branch.title',
      part: 'II',
      questions: [
        { id: 'name', line: '3', label: 'branch.name', widget: 'text' },
        { id: 'type', line: '11', label: 'branch.type', widget: 'text' },
      ],
    },
    {
      id: 'treatyClaim',
      title: 'claim.title',
      part: 'III',
      questions: [
        {
          id: 'treatySpecialRatesClaims',
          line: '15',
          label: 'claims.label',
          widget: 'repeater',
          props: { min: 0, max: 1 },
          items: {
            itemTitle: 'claim.item',
            questions: ['incomeType', 'articleParagraph', 'rate', 'explanation'].map((id) => ({
              id,
              label: `claim.${id}`,
              widget: 'text' as const,
            })),
          },
        },
      ],
    },
  ),
  paper: {
    rows: [
      { line: '2', label: 'country.label', answers: ['name.country'] },
      { line: '3', label: 'branch.name', at: 'name.country', answers: ['branch.name'] },
      ...specialRateSentenceRows('treatyClaim', '15', {
        label: 'line15.label',
        sentence: 'line15.sentence',
        explanation: 'line15.explanation',
      }),
    ],
    signature: { line: [] },
  },
};
const printed = (answers: Answers) =>
  printedForm(def, answers, evaluateForm(def, answers, { today }), t).parts.map((part) => [
    part.part,
    part.rows.map((row) => `${row.line ?? ''}|${row.label}|${row.value}`),
  ]);

describe('paper rows printed elsewhere and as a sentence', () => {
  it('prints a row at another question’s place, not at its own', () => {
    const parts = printed({ name: { name: 'Acme', country: 'DE' }, branch: { name: 'Acme Branch', type: '2' } });
    expect(parts.slice(0, 2)).toEqual([
      ['I', ['1|name.label|Acme', '2|country.label|DE', '3|branch.name|Acme Branch']],
      ['II', ['11|branch.type|2']],
    ]);
  });

  it('prints the claim of a repeater’s first item as one sentence, then its explanation', () => {
    const claim = { incomeType: 'Dividends', articleParagraph: '10(2)(b)', rate: '15', explanation: 'Less than 10 %' };
    expect(printed({ treatyClaim: { treatySpecialRatesClaims: [claim] } }).at(-1)).toEqual([
      'III',
      [
        '15|line15.label|line15.sentence(article=10(2)(b),rate=15,income=Dividends)',
        '|line15.explanation|Less than 10 %',
      ],
    ]);
  });

  it('leaves the line empty while no claim is made', () => {
    expect(printed({ treatyClaim: { treatySpecialRatesClaims: [] } }).at(-1)).toEqual([
      'III',
      ['15|line15.label|', '|line15.explanation|'],
    ]);
  });
});
