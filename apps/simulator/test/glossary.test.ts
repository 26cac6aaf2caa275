import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@taxcert/contracts';
import { describe, expect, it } from 'vitest';
import { defaultFixturesDir, loadFixtures } from '../src/fixtures/load';
import { glossaryProblems, parseGlossary } from './glossary';

/** Every language beyond English, French and Spanish comes with a glossary of its tax terms. */
const NEEDS_GLOSSARY: readonly Locale[] = ['pl', 'zh', 'zh-hant'];

const glossaryFile = (locale: string) => join(defaultFixturesDir, 'languages', locale, 'GLOSSARY.md');

describe('each language’s glossary: the catalogue says the key terms the way the glossary does', () => {
  const { catalogues } = loadFixtures();
  const english = catalogues.get('en') ?? {};
  const withGlossary = [...catalogues.keys()].filter((locale) => existsSync(glossaryFile(locale)));

  it.each(NEEDS_GLOSSARY.filter((locale) => catalogues.has(locale)))('%s has a glossary', (locale) => {
    expect(existsSync(glossaryFile(locale))).toBe(true);
  });

  it.each(withGlossary)('%s uses its glossary’s term in every key the glossary names', (locale) => {
    const rows = parseGlossary(readFileSync(glossaryFile(locale), 'utf8'));
    expect(glossaryProblems(rows, english, catalogues.get(locale) ?? {}, locale)).toEqual([]);
  });
});

describe('the glossary check catches each way a catalogue or a glossary goes wrong', () => {
  const table = (...rows: string[]) =>
    [
      '# Glossary',
      '',
      '| term | translation | keys | source |',
      '|---|---|---|---|',
      ...rows,
      '',
      'Notes below the table.',
    ].join('\n');
  const english = {
    'a.title': 'Tax residence',
    'b.label': 'Country of tax residence',
    'c.label': 'Account holder',
    'cp.option.1': 'Controlling person — settlor',
    'cp.option.2': 'Controlling person — trustee',
  };
  const polish = {
    'a.title': 'Rezydencja podatkowa',
    'b.label': 'Państwo rezydencji podatkowej',
    'c.label': 'Właściciel konta',
    'cp.option.1': 'Osoba kontrolująca — założyciel',
    'cp.option.2': 'Kontroler — powiernik',
  };

  it('reads rows, forms and keys, and stops at the end of the table', () => {
    const rows = parseGlossary(
      table(
        '| tax residence | rezydencja podatkowa / rezydencji podatkowej | `a.title`, `b.label` | CRS act, art. 43 |',
      ),
    );
    expect(rows).toEqual([
      {
        line: 5,
        term: 'tax residence',
        forms: ['rezydencja podatkowa', 'rezydencji podatkowej'],
        keys: ['a.title', 'b.label'],
      },
    ]);
  });

  it('accepts any listed form, whatever the letter case', () => {
    const rows = parseGlossary(
      table('| Tax residence | rezydencja podatkowa / rezydencji podatkowej | `a.title`, `b.label` | |'),
    );
    expect(glossaryProblems(rows, english, polish, 'pl')).toEqual([]);
  });

  it('names a key whose translation does not use the term', () => {
    const rows = parseGlossary(table('| account holder | posiadacz rachunku | `c.label` | |'));
    expect(glossaryProblems(rows, english, polish, 'pl')).toEqual([
      'line 5: c.label: "Właściciel konta" does not use "posiadacz rachunku" for "account holder"',
    ]);
  });

  it('expands a prefix to every English key under it, and finds the one that strays', () => {
    const rows = parseGlossary(table('| controlling person | osoba kontrolująca | `cp.option.*` | |'));
    expect(glossaryProblems(rows, english, polish, 'pl')).toEqual([
      'line 5: cp.option.2: "Kontroler — powiernik" does not use "osoba kontrolująca" for "controlling person"',
    ]);
  });

  it('refuses a key that is not about the term, a key that does not exist, and a prefix that matches nothing', () => {
    const rows = parseGlossary(
      table(
        '| account holder | rezydencja | `a.title` | |',
        '| tax residence | rezydencja | `z.missing` | |',
        '| TIN | TIN | `q.*` | |',
      ),
    );
    expect(glossaryProblems(rows, english, polish, 'pl')).toEqual([
      'line 5: a.title: the English text does not say "account holder"',
      'line 6: z.missing: no such key in English',
      'line 7: "TIN": no English key matches q.*',
    ]);
    expect(
      glossaryProblems(parseGlossary(table('| tax residence | rezydencja | `a.title` | |')), english, {}, 'pl'),
    ).toEqual(['line 5: a.title: no such key in pl']);
  });

  it('refuses a file without the table, an empty table and a row without keys', () => {
    expect(() => parseGlossary('# Glossary\n\n| term | meaning |\n|---|---|\n| a | b |')).toThrow(
      'no table with the columns',
    );
    expect(() => parseGlossary(table())).toThrow('no rows');
    expect(() => parseGlossary(table('| tax residence | rezydencja | a.title | |'))).toThrow('line 5: a row needs');
  });
});
