import { readFileSync } from 'node:fs';
import type { FormData } from '@taxcert/contracts';
import {
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  type Answers,
  type BlockAnswers,
  type FormDefinition,
  type ReferenceData,
} from '@taxcert/engine';
import { formReference, loadDefinition } from '@taxcert/forms';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../src/fixtures/load';
import { renderFormPdf } from '../src/pdf/render-form';
import { expectInOrder, flat, pdfText } from './form-journey';

/**
 * The W-8BEN-E's status Parts as the PDF prints them, one PDF per Part and revision, generated from the Parts
 * themselves (the definition's blocks `partIV`…`partXXVIII`): the Part's heading, then each line the answers open with
 * its number, its statement in full and its answer, in the form's order; no other status Part, no message key, no
 * option id. A Part with a choice prints its first box in Rev. October 2021 and its last in Rev. July 2017, so both
 * ends of each choice are printed once. Rendered directly (no sign-in) to keep the test fast.
 */
const messages = loadFixtures().catalogues.get('en') ?? {};
const text = (key: string): string => flat(messages[key] ?? `missing ${key}`);
const fixture = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/${path}`, import.meta.url), 'utf8'));
const reference = (formType: string): ReferenceData =>
  formReference(
    fixture('reference/static-data.json') as ReferenceData,
    formType,
    fixture('config/online-config.json') as Parameters<typeof formReference>[2],
  );

const STATUS_PARTS =
  /^part(IV|V|VI|VII|VIII|IX|X|XI|XII|XIII|XIV|XV|XVI|XVII|XVIII|XIX|XX|XXI|XXII|XXIII|XXIV|XXV|XXVI|XXVII|XXVIII)$/;

/** A value for each kind of question a status Part asks, and what the PDF prints for it. */
const VALUES: Record<string, { value: string; printed: string }> = {
  sponsorName: { value: 'Sponsor Bank AG', printed: 'Sponsor Bank AG' },
  affiliateName: { value: 'Listed Parent SE', printed: 'Listed Parent SE' },
  date: { value: '03-01-2026', printed: '03-01-2026' },
  securitiesMarket: { value: 'XNYS', printed: 'XNYS' },
  affiliateSecuritiesMarket: { value: 'XETR', printed: 'XETR' },
  country: { value: 'GB', printed: 'United Kingdom' },
  igaModel: { value: 'Model1', printed: 'a Model 1 IGA' },
  igaSubclassification: { value: 'trustee-documented-trust', printed: 'Trustee-documented trust' },
  sponsorTrusteeName: { value: 'Trustee Ltd', printed: 'Trustee Ltd' },
  isUSTrustee: { value: 'No', printed: 'Foreign' },
};

describe.each([
  ['w8bene_2021', 'first'],
  ['w8bene_2017', 'last'],
] as const)('%s: each status Part in the PDF', async (formType, end) => {
  const def = (await loadDefinition(formType))!;
  const status = def.blocks.filter((block) => STATUS_PARTS.test(block.id));
  const sample = def.sampleAnswers!(defaultAnswers(def), 'Jane Doe');

  it('has the 25 Parts IV–XXVIII', () => expect(status).toHaveLength(25));

  it.each(status.map((block) => [block.part ?? '', block] as const))('Part %s', async (part, block) => {
    const answers: BlockAnswers = {};
    const printed: string[] = [];
    const lines: string[] = [];
    let opens = '';
    for (const question of block.questions) {
      const options = question.props?.options ?? [];
      const chosen = end === 'first' ? options[0] : options.at(-1);
      if (question.widget === 'checkbox') {
        answers[question.id] = true;
        lines.push(question.line ?? '');
        printed.push(`${text(question.label)} Yes`);
      } else if (question.id === 'choice' && chosen) {
        answers.choice = chosen.value;
        opens = chosen.value;
        lines.push(question.line ?? '');
        printed.push(text(question.label), text(chosen.label));
      } else {
        const v = VALUES[question.id];
        if (!v) throw new Error(`no value for ${block.id}.${question.id}`);
        // A field of one box of the choice prints only when that box is chosen (line 37a's exchange, 37b's affiliate).
        const ownLine = question.line ?? '';
        if (block.id === 'partXXIII' && opens !== '' && ownLine !== opens) continue;
        answers[question.id] = v.value;
        lines.push(ownLine);
        printed.push(text(question.label), v.printed);
      }
    }
    const data: Answers = mergeAnswers(sample, {
      entityType: { ch3Status: 'Corporation', ch4Status: statusOf(def, block.id) },
      partXXV: {},
      [block.id]: answers,
    });
    const pdf = pdfText(
      await renderFormPdf({
        definition: def,
        data: data as FormData,
        reference: reference(formType),
        messages,
        mode: 'document',
        signature: null,
        submissionReference: null,
      }),
      `${formType}-part-${part}`,
    );
    const heading = `Part ${part} ${text(`questionnaire.w8bene.parts.${part}`)}`;
    const section = pdf.slice(pdf.indexOf(heading), pdf.indexOf(`Part XXX ${text('questionnaire.w8bene.parts.XXX')}`));
    expect(section.startsWith(heading), heading).toBe(true);
    // The line numbers stand in a narrow column beside the text ("24b," above "24c"): the texts are read without
    // them, then the numbers alone, in order.
    expectInOrder(withoutLineNumbers(section), printed.map(withoutLineNumbers));
    expectWordsInOrder(section, lines);
    for (const other of status.filter((b) => b !== block))
      expect(pdf).not.toContain(`Part ${other.part ?? ''} ${text(`questionnaire.w8bene.parts.${other.part ?? ''}`)}`);
    expect(pdf).not.toMatch(/(questionnaire|pdf|certification)\.[a-z0-9_]+\./i);
    if (block.id === 'partXII') expect(pdf).not.toMatch(/trustee-documented-trust|Model1|Model2/);
  });
});

/** A line number as the PDF's line column prints it: '24a', '37b', '16', or one of several ("29a,"). */
const LINE_NUMBER = /^\d{2}[a-f]?,?$/;
const withoutLineNumbers = (value: string): string =>
  value
    .split(' ')
    .filter((word) => !LINE_NUMBER.test(word))
    .join(' ');

/** Each line's numbers ('24b, 24c' is '24b,' then '24c') stand as words of `section`, in this order. */
function expectWordsInOrder(section: string, lines: readonly string[]): void {
  const words = section.split(' ');
  let at = 0;
  for (const word of lines.flatMap((line) => line.split(' '))) {
    const found = words.indexOf(word, at);
    expect(found, `line ${word} after word ${at}`).toBeGreaterThanOrEqual(0);
    at = found + 1;
  }
}

/** The chapter 4 status of line 5 that opens a Part (the engine's answer, not a list kept here). */
function statusOf(def: FormDefinition, blockId: string): string {
  const line5 = def.blocks.find((b) => b.id === 'entityType')?.questions.find((q) => q.id === 'ch4Status');
  const opening = (line5?.props?.options ?? []).filter(
    (option) => evaluateForm(def, { entityType: { ch4Status: option.value } }).blocks[blockId]?.visible,
  );
  expect(opening).toHaveLength(1);
  return opening[0]?.value ?? '';
}
