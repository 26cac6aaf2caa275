import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { certificationText, type FormDefinition } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { crsi_2024 } from '../src/crsi';
import { w8ben_2021 } from '../src/w8ben';
import { w9_2018, w9_2024 } from '../src/w9';

const root = new URL('../../../fixtures/languages/', import.meta.url);
const catalogue = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...['questionnaire', 'pdf'].map(
      (name) => JSON.parse(readFileSync(new URL(`${locale}/${name}.json`, root), 'utf8')) as Record<string, string>,
    ),
  );
const english = catalogue('en');
const translations = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'en')
  .map((e) => e.name)
  .filter((locale) => existsSync(new URL(`${locale}/questionnaire.json`, root)));

/** The official text of a definition's certification, as the English catalogue holds it, line by line. */
function official(def: FormDefinition): string[] {
  const text = certificationText(def, {});
  const keys = [
    text.introKey,
    ...text.items.flatMap((item) => [item.key, ...item.subKeys]),
    text.noteKey,
    text.consentKey,
  ];
  return keys.filter((key): key is string => key !== null).map((key) => english[key] ?? `missing ${key}`);
}

/** The keys of the IRS forms' official texts: the same English words in every catalogue (ADR 006). */
const irsKeys = [w9_2024, w9_2018, w8ben_2021].flatMap((def) => {
  const text = certificationText(def, {});
  return [
    text.introKey,
    ...text.items.flatMap((item) => [item.key, ...item.subKeys]),
    text.noteKey,
    text.consentKey,
  ].filter((key): key is string => key !== null);
});

describe('official texts, verbatim', () => {
  it('W-9 Rev. March 2024: item 3 "(defined below)" and the certification instructions to their end', () => {
    const lines = official(w9_2024);
    expect(lines[0]).toBe('Under penalties of perjury, I certify that:');
    expect(lines[2]).toMatch(/^I am not subject to backup withholding because \(a\) I am exempt/);
    expect(lines[3]).toBe('I am a U.S. citizen or other U.S. person (defined below); and');
    expect(lines[5]).toContain(
      'For mortgage interest paid, acquisition or abandonment of secured property, cancellation of debt, contributions to an individual retirement arrangement (IRA), and, generally, payments other than interest and dividends, you are not required to sign the certification, but you must provide your correct TIN.',
    );
    expect(lines[5]).toMatch(/See the instructions for Part II, later\.$/);
    expect(english['questionnaire.w9Classification.llcClassification.hint']).toMatch(
      /^Note: Check the “LLC” box above .* A disregarded entity should instead check the appropriate box for the tax classification of its owner\.$/,
    );
  });

  it('W-9 Rev. October 2018: its own item 2 and instructions, and the single-member LLC note, not the 2024 one', () => {
    const lines = official(w9_2018);
    expect(lines[2]).toMatch(/^I am not subject to backup withholding because: \(a\)/);
    expect(lines[5]).toContain('(IRA), and generally, payments other than interest and dividends');
    expect(english['questionnaire.w9Classification.2018.llcClassification.hint']).toMatch(/single-member owner/);
    expect(english['questionnaire.w9Classification.2018.llcClassification.hint']).not.toMatch(
      /disregarded entity should instead/,
    );
  });

  it('W-8BEN Rev. October 2021: five bullets, the third with (a)–(d) word for word, the undertaking, then the consent statement', () => {
    const text = certificationText(w8ben_2021, {});
    expect(text.items.map((item) => item.marker)).toEqual(['•', '•', '•', '•', '•']);
    expect(text.items[2]?.subKeys.map((key) => english[key]?.slice(0, 3))).toEqual(['(a)', '(b)', '(c)', '(d)']);
    expect(official(w8ben_2021)).toContain(
      '(b) income effectively connected with the conduct of a trade or business in the United States but is not subject to tax under an applicable income tax treaty;',
    );
    expect(official(w8ben_2021).at(-1)).toBe(
      'The Internal Revenue Service does not require your consent to any provisions of this document other than the certifications required to establish your status as a non-U.S. person and, if applicable, obtain a reduced rate of withholding.',
    );
    const part3 = w8ben_2021.blocks.find((b) => b.id === 'part3');
    expect(part3?.questions.map((q) => q.id)).not.toContain('capacity');
    expect(part3?.questions.find((q) => q.id === 'signature')?.hint).toBe(text.consentKey);
  });

  it('CRS-I 2024: the institution’s declaration, one text for the revision', () => {
    expect(certificationText(crsi_2024, {}).introKey).toBe('certification.crsi_2024.declaration');
    expect(official(crsi_2024)).toHaveLength(1);
    expect(official(crsi_2024)[0]).toMatch(/^I acknowledge that the information contained in this form/);
  });

  it.each(translations)(
    '%s shows the IRS texts in English, word for word, with a translated explanation beside them',
    (locale) => {
      const messages = catalogue(locale);
      expect(irsKeys.filter((key) => messages[key] !== english[key])).toEqual([]);
      for (const def of [w9_2024, w8ben_2021]) {
        const explanation = certificationText(def, {}).explanationKey ?? 'none';
        expect(messages[explanation], explanation).toBeTruthy();
      }
    },
  );
});
