import { readFileSync } from 'node:fs';
import { certificationText } from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { W8IMY_UNCONFIRMED, w8imy_2021 } from '../src/w8imy';

/**
 * Form W-8IMY (Rev. October 2021): which of its texts are the reference's words and which are unconfirmed wording,
 * written from the reference's summaries, to be replaced by the official PDF's words before production (texts.ts).
 */

const catalogue = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...['questionnaire', 'pdf', 'renderer'].map(
      (name) =>
        JSON.parse(
          readFileSync(new URL(`../../../fixtures/languages/${locale}/${name}.json`, import.meta.url), 'utf8'),
        ) as Record<string, string>,
    ),
  );
const english = catalogue('en');
const unconfirmed = (key: string) =>
  W8IMY_UNCONFIRMED.some((entry) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry));

/** The labels of the uploads (ours: the paper form has no line for them), translated like any question of ours. */
const uploadLabels = new Set(
  w8imy_2021.blocks.flatMap((b) => b.questions.filter((q) => q.widget === 'upload').map((q) => q.label)),
);

/** The texts of the status Parts' boxes and choices (III–XXVIII): every label and option but the uploads'. */
function statusPartTexts(): string[] {
  const blocks = w8imy_2021.blocks.filter(
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

describe('W-8IMY Rev. October 2021 texts', () => {
  it('marks exactly these texts unconfirmed: the status Parts’ boxes and choices, Part XXIX’s statement and items, line 8’s type label', () => {
    const text = certificationText(w8imy_2021, {});
    const used = new Set([
      ...statusPartTexts(),
      text.introKey,
      ...text.items.map((item) => item.key),
      'questionnaire.w8imy.usTinType.label',
    ]);
    const marked = Object.keys(english).filter((key) => unconfirmed(key) && !uploadLabels.has(key));
    expect(marked.sort()).toEqual([...used].sort());
    expect(marked).toHaveLength(76);
  });

  it('takes the line labels, the line 4 and 5 boxes and the Part titles from the reference, and the consent statement verbatim', () => {
    expect(unconfirmed('questionnaire.w8imy.line1.label')).toBe(false);
    expect(english['questionnaire.w8imy.line1.label']).toBe(
      'Name of individual or organization that is acting as intermediary',
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
          /^questionnaire\.w8imy\.(ch[34]Status\.option|parts|line\d+\.label)/.test(key),
      );
      expect(
        official.filter((key) => own[key] !== english[key]),
        locale,
      ).toEqual([]);
      expect(own['certification.w8imy.explanation'], locale).not.toBe(english['certification.w8imy.explanation']);
    }
  });
});
