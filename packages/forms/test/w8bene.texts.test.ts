import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { certificationText, collectMessageKeys } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { w8bene_2017, w8bene_2021 } from '../src/w8bene';
import { W8BENE_CAPACITY_TO_SIGN, W8BENE_QUOTED_TEXTS, W8BENE_UNCONFIRMED_TEXTS } from '../src/w8bene/texts';

/**
 * The W-8BEN-E's certification texts are OUR WORDING written from w8bene.md's summaries (no official PDF here, ADR
 * 016): this test names each of them, so that none passes as the official words. A text added to a Part or to Part
 * XXX without being listed here fails; so does a listed text the definition no longer uses.
 */
const root = new URL('../../../fixtures/languages/', import.meta.url);
const catalogue = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...['questionnaire', 'pdf', 'w8bene-lines', 'w8bene-parts'].map(
      (name) => JSON.parse(readFileSync(new URL(`${locale}/${name}.json`, root), 'utf8')) as Record<string, string>,
    ),
  );
const english = catalogue('en');
const translations = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'en' && existsSync(new URL(`${e.name}/questionnaire.json`, root)))
  .map((e) => e.name);

const part = (id: string, ...keys: string[]) => keys.map((key) => `questionnaire.w8bene.part${id}.${key}`);
/** Part XXX of both revisions (w8bene-lines.md): Rev. July 2017 uses the `…Merchant` and `…Income` texts. */
const PART_XXX = [
  'intro',
  'item1',
  'item1Merchant',
  'item2',
  'item3',
  'item3a',
  'item3b',
  'item3c',
  'item3d',
  'item3Income',
  'item3aIncome',
  'item3bIncome',
  'item3cIncome',
  'item4',
  'note',
].map((id) => `certification.w8bene.ours.${id}`);
const UNCONFIRMED = [
  ...PART_XXX,
  ...part('IV', 'choice.label', 'choice.option.17a', 'choice.option.17b'),
  ...part('V', 'box18.label'),
  ...part('VI', 'box19.label'),
  ...part('VII', 'box21.label'),
  ...part('VIII', 'box22.label'),
  ...part('IX', 'box23.label'),
  ...part('X', 'box24a.label', 'choice.label', 'choice.option.24b', 'choice.option.24c', 'box24d.label'),
  ...part('XI', 'box25a.label', 'choice.label', 'choice.option.25b', 'choice.option.25c'),
  ...part('XII', 'box26.label'),
  ...part('XIII', 'box27.label'),
  ...part('XIV', 'choice.label', 'choice.option.28a', 'choice.option.28b'),
  ...part('XV', 'choice.label', ...['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => `choice.option.29${letter}`)),
  ...part('XVI', 'box30.label'),
  ...part('XVII', 'box31.label'),
  ...part('XVIII', 'box32.label'),
  ...part('XIX', 'box33.label'),
  ...part('XX', 'box34.label'),
  ...part('XXI', 'box35.label'),
  ...part('XXII', 'box36.label'),
  ...part('XXIII', 'choice.label', 'choice.option.37a', 'choice.option.37b'),
  ...part('XXIV', 'box38.label'),
  ...part('XXV', 'box39.label'),
  ...part('XXVI', 'box40a.label', 'choice.label'),
  ...part('XXVII', 'box41.label'),
  ...part('XXVIII', 'box43.label'),
  'pdf.w8bene.line15.sentence',
];

/** The keys of a revision that carry certification words: Part XXX, and the boxes and choices of Parts IV–XXVIII. */
function certificationKeys(def: typeof w8bene_2021): string[] {
  const text = certificationText(def, {});
  const cert = [
    text.introKey,
    ...text.items.flatMap((item) => [item.key, ...item.subKeys]),
    text.noteKey,
    text.consentKey,
  ];
  const statuses =
    def.blocks
      .find((b) => b.id === 'entityType')
      ?.questions.find((q) => q.id === 'ch4Status')
      ?.props?.options?.map((o) => o.value) ?? [];
  const used = new Set(statuses.flatMap((status) => collectMessageKeys(def, [{ entityType: { ch4Status: status } }])));
  const parts = [...used].filter((key) => /^questionnaire\.w8bene\.part[IVX]+\.(box\w+\.label|choice\.)/.test(key));
  const paper = (def.paper?.rows ?? []).flatMap((row) => (row.sentence ? [row.sentence.text] : []));
  return [...cert.filter((key): key is string => key !== null), ...parts, ...paper, W8BENE_CAPACITY_TO_SIGN.label];
}

describe('W-8BEN-E certification texts: unconfirmed wording, listed one by one', () => {
  it('lists exactly these 61 texts as unconfirmed (to be replaced by the official PDF’s words before production)', () => {
    expect(W8BENE_UNCONFIRMED_TEXTS).toEqual(UNCONFIRMED);
    expect(UNCONFIRMED).toHaveLength(61);
  });

  it('uses, of Part XXX, only its own revision’s texts (Rev. July 2017 prints only what it had)', () => {
    const used = (def: typeof w8bene_2021) => PART_XXX.filter((key) => certificationKeys(def).includes(key));
    const ours = (...ids: string[]) => ids.map((id) => `certification.w8bene.ours.${id}`);
    expect(used(w8bene_2021)).toEqual(
      ours('intro', 'item1', 'item2', 'item3', 'item3a', 'item3b', 'item3c', 'item3d', 'item4', 'note'),
    );
    expect(used(w8bene_2017)).toEqual(
      ours(
        'intro',
        'item1Merchant',
        'item2',
        'item3Income',
        'item3aIncome',
        'item3bIncome',
        'item3cIncome',
        'item4',
        'note',
      ),
    );
  });

  it.each([w8bene_2021, w8bene_2017])(
    '$formType: every certification text it uses is unconfirmed, quoted by the reference, or the shared consent',
    (def) => {
      const keys = certificationKeys(def);
      const unaccounted = keys.filter(
        (key) => !UNCONFIRMED.includes(key) && !W8BENE_QUOTED_TEXTS.includes(key) && key !== 'certification.w8.consent',
      );
      expect(unaccounted).toEqual([]);
    },
  );

  it('uses every listed text in one revision or the other: none is kept for a box the form no longer has', () => {
    const keys = new Set([...certificationKeys(w8bene_2021), ...certificationKeys(w8bene_2017)]);
    expect([...UNCONFIRMED, ...W8BENE_QUOTED_TEXTS].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('uses the words the reference quotes: Part XXVI lines 40b and 40c, and the capacity box', () => {
    expect(W8BENE_QUOTED_TEXTS.map((key) => english[key])).toEqual([
      'has no substantial U.S. owners (or, if applicable, no controlling U.S. persons)',
      'has provided the name, address and TIN of each substantial U.S. owner (or controlling U.S. person) in Part XXIX',
      'I certify that I have the capacity to sign for the entity identified on line 1 of this form.',
    ]);
  });

  it('follows the reference’s corrections: Part VII cites 1.1471-5(e)(4), Part XI at least 30 customers', () => {
    expect(english['questionnaire.w8bene.partVII.box21.label']).toContain('Regulations section 1.1471-5(e)(4);');
    expect(english['questionnaire.w8bene.partXI.box25a.label']).toContain('at least 30 customers');
  });

  it.each(translations)(
    '%s keeps every certification text in English, word for word, with a translated explanation (ADR 006)',
    (locale) => {
      const messages = catalogue(locale);
      const keys = [
        ...UNCONFIRMED,
        ...W8BENE_QUOTED_TEXTS,
        'pdf.w8bene.signature',
        'pdf.w8bene.date',
        'pdf.w8bene.printName',
      ];
      expect(keys.filter((key) => messages[key] !== english[key])).toEqual([]);
      expect(messages['certification.w8bene.explanation']).not.toBe(english['certification.w8bene.explanation']);
    },
  );

  it('says so in docs/forms.md', () => {
    const doc = readFileSync(new URL('../../../docs/forms.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Form W-8BEN-E'));
    expect(section).toMatch(/unconfirmed wording — to be replaced by the official PDF’s words before production/i);
  });
});
