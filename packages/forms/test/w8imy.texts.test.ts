import { readdirSync, readFileSync } from 'node:fs';
import { certificationText } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { W8IMY_NOT_FOR, W8IMY_UNCONFIRMED, w8imy_2017, w8imy_2021 } from '../src/w8imy';

/**
 * Form W-8IMY: which of its texts are the notes' words and which are our wording, written from the notes' content, to
 * be replaced by the institution's approved text (texts.ts). A locale's catalogue is every JSON file of its folder.
 */

const catalogue = (locale: string): Record<string, string> => {
  const folder = new URL(`../../../fixtures/languages/${locale}/`, import.meta.url);
  return Object.assign(
    {},
    ...readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as Record<string, string>),
  );
};
const english = catalogue('en');
/** Our wording of the form's texts; the error messages under the same prefixes are ours and translated. */
const unconfirmed = (key: string) =>
  !key.endsWith('errorMessage') &&
  W8IMY_UNCONFIRMED.some((entry) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry));

/** The labels of the uploads (ours: the paper form has no line for them). */
const uploadLabels = new Set(
  w8imy_2021.blocks.flatMap((b) => b.questions.filter((q) => q.widget === 'upload').map((q) => q.label)),
);

/** The texts of the status Parts' boxes and choices (III–XXVIII) of both revisions: every label and option but the uploads'. */
function statusPartTexts(): string[] {
  const blocks = [...w8imy_2021.blocks, ...w8imy_2017.blocks].filter(
    (b) => /^part[IVX]+$/.test(b.id) && !['partI', 'partII', 'partXXIX'].includes(b.id),
  );
  return blocks
    .flatMap((b) =>
      b.questions
        .filter((q) => q.widget !== 'upload')
        .flatMap((q) => [q.label, ...(q.props?.options ?? []).map((o) => o.label)]),
    )
    .filter((key) => key.startsWith('questionnaire.w8imy.part'));
}

describe('W-8IMY texts', () => {
  it('marks exactly these texts our wording: the status Parts’ boxes and choices, Part XXIX’s statement and items, line 8’s type label, the “Do not use” rows', () => {
    const text = certificationText(w8imy_2021, {});
    const used = new Set([
      ...statusPartTexts(),
      text.introKey,
      ...text.items.map((item) => item.key),
      'questionnaire.w8imy.usTinType.label',
      ...W8IMY_NOT_FOR.map((row) => row.text),
    ]);
    const marked = Object.keys(english).filter((key) => unconfirmed(key) && !uploadLabels.has(key));
    expect(marked.sort()).toEqual([...used].sort());
    expect(marked).toHaveLength(114);
  });

  it('takes the line labels, the line 4 and 5 boxes, the Part titles and the header notes from the notes, and the consent statement verbatim', () => {
    expect(unconfirmed('questionnaire.w8imy.line1.label')).toBe(false);
    expect(english['questionnaire.w8imy.line1.label']).toBe('Name of organization that is acting as intermediary');
    expect(english['questionnaire.w8imy.line3.label']).toBe(
      'Name of disregarded entity (if applicable), see instructions',
    );
    expect(english['questionnaire.w8imy.header.giveToAgent']).toBe(
      'Give this form to the withholding agent or payer. Do not send to the IRS.',
    );
    expect(english['questionnaire.w8imy.ch3Status.option.QualifiedIntermediary']).toBe(
      'QI (including a QDD). Complete Part III.',
    );
    expect(english['questionnaire.w8imy.ch4Status.option.OwnerDocumentedFfi']).toBe(
      'Owner-documented FFI. Complete Part XI.',
    );
    expect(english['questionnaire.w8imy.parts.VIII']).toBe(
      'Nonwithholding Foreign Partnership, Simple Trust, or Grantor Trust',
    );
    expect(english[certificationText(w8imy_2021, {}).consentKey ?? '']).toMatch(
      /^The Internal Revenue Service does not require your consent/,
    );
  });

  it('keeps the form’s own texts (confirmed or not) in English in every catalogue, and translates the explanation (ADR 006)', () => {
    for (const locale of ['de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant']) {
      const own = catalogue(locale);
      const official = Object.keys(english).filter(
        (key) =>
          (unconfirmed(key) && !uploadLabels.has(key)) ||
          /^questionnaire\.w8imy\.(ch[34]Status\.option|parts|line\d+\.label|header\.)/.test(key),
      );
      expect(
        official.filter((key) => own[key] !== english[key]),
        locale,
      ).toEqual([]);
      expect(own['certification.w8imy.explanation'], locale).not.toBe(english['certification.w8imy.explanation']);
    }
  });
});
