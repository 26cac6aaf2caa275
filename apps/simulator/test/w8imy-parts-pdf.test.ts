import {
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  type AnswerValue,
  type Answers,
  type BlockAnswers,
  type FormDefinition,
} from '@taxcert/engine';
import type { FormData } from '@taxcert/contracts';
import { loadDefinition } from '@taxcert/forms';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../src/fixtures/load';
import { renderFormPdf } from '../src/pdf/render-form';
import { expectInOrder, flat, pdfText } from './form-journey';

/**
 * Form W-8IMY in print, one Part at a time, for both revisions: each Part the answers can open prints under
 * its heading with every line the answers open, under its official number and label, in the form's order; no other
 * status Part prints. Rendered directly (no HTTP), the answers generated from the definition: every box of the Part
 * ticked and every choice made as far as it opens more lines.
 */
const messages = loadFixtures().catalogues.get('en') ?? {};
const text = (key: string): string => messages[key] ?? `missing ${key}`;
/** The first words of a label, as pdftotext reads them next to the line number. */
const opening = (key: string): string => flat(text(key)).split(' ').slice(0, 6).join(' ');

/** The choices that open the most lines (our `entity` questions, the alternative statement). */
const WIDEST: Record<string, AnswerValue> = { entity: 'QiAndQdd', isAltStatement: 'Yes' };
const sample = (widget: string): AnswerValue =>
  widget === 'date' ? '01-15-2025' : widget === 'upload' ? '12' : widget === 'country' ? 'DE' : 'Beispiel AG';

/** The answers that open `blockId` under `status`, its visible questions answered until nothing new opens. */
function opened(def: FormDefinition, status: BlockAnswers, blockId: string, override: BlockAnswers = {}): Answers {
  let answers = mergeAnswers(defaultAnswers(def), {
    name: { name: 'Beispiel Custody AG', country: 'DE' },
    entityType: status,
    address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
  });
  const block = def.blocks.find((b) => b.id === blockId);
  for (let pass = 0; pass < 4; pass += 1) {
    const state = evaluateForm(def, answers, {}).blocks[blockId];
    const part: BlockAnswers = { ...answers[blockId] };
    for (const q of block?.questions ?? []) {
      if (!state?.questions[q.id]?.visible || (part[q.id] !== undefined && part[q.id] !== '' && part[q.id] !== false))
        continue;
      if (q.id in override) part[q.id] = override[q.id];
      else if (q.widget === 'checkbox') part[q.id] = true;
      else if (q.props?.options) part[q.id] = WIDEST[q.id] ?? q.props.options[0]?.value ?? '';
      else if (q.widget !== 'repeater') part[q.id] = sample(q.widget);
    }
    answers = { ...answers, [blockId]: part };
  }
  return answers;
}

const w8imy_2021 = (await loadDefinition('w8imy_2021'))!;
const w8imy_2017 = (await loadDefinition('w8imy_2017'))!;

/**
 * Each status Part with the line 4 and line 5 boxes that open it, found from the definition: a chapter 3 status
 * beside a participating FFI, or a chapter 4 status beside a QI; Parts V and VI once for each of (b) and (c).
 */
function cases(def: FormDefinition): [string, string, BlockAnswers, BlockAnswers][] {
  const options = (id: string) =>
    def.blocks.find((b) => b.id === 'entityType')?.questions.find((q) => q.id === id)?.props?.options ?? [];
  const statuses = [
    ...options('ch3Status').map((o) => ({ ch3Status: o.value, ch4Status: 'ParticipatingFfi' })),
    ...options('ch4Status').map((o) => ({ ch3Status: 'QualifiedIntermediary', ch4Status: o.value })),
  ];
  const parts = def.blocks.filter((b) => /^part[IVX]+$/.test(b.id) && b.part !== 'II' && b.part !== 'XXIX');
  return parts.flatMap((block): [string, string, BlockAnswers, BlockAnswers][] => {
    const status = statuses.find((s) => evaluateForm(def, { entityType: s }, {}).blocks[block.id]?.visible);
    const part = block.part ?? '';
    if (!status) return [];
    return part === 'V' || part === 'VI'
      ? [
          [`${part} (U.S. person)`, part, status, { entity: 'UsPerson' }],
          [`${part} (intermediary)`, part, status, { entity: 'Intermediary' }],
        ]
      : [[part, part, status, {}]];
  });
}

describe.each([
  ['Rev. October 2021', w8imy_2021],
  ['Rev. June 2017', w8imy_2017],
])('W-8IMY %s in print', (revision, def) => {
  it.each(cases(def))(
    'Part %s prints under its heading with every line it opens, in order',
    async (_name, part, status, override) => {
      const blockId = `part${part}`;
      const answers = opened(def, status, blockId, override);
      const pdf = pdfText(
        await renderFormPdf({
          definition: def,
          data: answers as FormData,
          reference: {},
          messages,
          mode: 'document',
          signature: null,
          submissionReference: null,
        }),
        `w8imy-${def.formType}-${_name.replace(/\W+/g, '-')}`,
      );
      expect(pdf).toContain(`(${revision})`);
      const evaluation = evaluateForm(def, answers, {});
      const block = def.blocks.find((b) => b.id === blockId);
      const lines = (block?.questions ?? [])
        .filter((q) => evaluation.blocks[blockId]?.questions[q.id]?.visible && q.line && q.widget !== 'repeater')
        // A choice's lines ("23b, 23c") wrap in the gutter: the first and its comma stand before the label.
        .map((q) => `${(q.line ?? '').replace(/,.*$/, ',')} ${opening(q.label)}`);
      expect(lines.length).toBeGreaterThan(0);
      expectInOrder(pdf, [`Part ${part} ${text(`questionnaire.w8imy.parts.${part}`)}`, ...lines, 'Part XXIX']);
      // No other status Part prints (a QI's Part III stands beside each chapter 4 Part; Part V opens on either status).
      const others = def.blocks.filter(
        (b) => /^part[IVX]+$/.test(b.id) && b.id !== blockId && b.part !== 'II' && !evaluation.blocks[b.id]?.visible,
      );
      for (const other of others)
        expect(pdf, other.id).not.toContain(`Part ${other.part} ${text(`questionnaire.w8imy.parts.${other.part}`)}`);
    },
  );
});
