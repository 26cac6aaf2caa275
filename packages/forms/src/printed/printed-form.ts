import {
  certificationText,
  isBlank,
  isTaxIdentifier,
  isTicked,
  maskTin,
  type AnswerValue,
  type Answers,
  type BlockDef,
  type FormDefinition,
  type FormEvaluation,
  type PaperLayout,
  type PaperRow,
  type QuestionDef,
} from '@taxcert/engine';
import { formatAnswer } from './values';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** One printed line: the official line number (if any), the label and the answer(s). */
export interface PrintedRow {
  line?: string;
  label: string;
  value: string;
}

/** A part of the paper form with its heading ("Part I  Identification of Beneficial Owner"), or the lines before the first part. */
export interface PrintedPart {
  part: string | null;
  /** The heading's word and number as the form words it ("Part I", the CRA's "Section 2": the definition's `partLabel`). */
  label: string | null;
  heading: string | null;
  rows: PrintedRow[];
}

/** The certification as printed, item by item (struck items flagged), then the signature block. */
export interface PrintedSignature {
  intro: string;
  items: { marker: string; text: string; struck: boolean; sub: string[] }[];
  note: string | null;
  /** Which items are crossed out, in words (a strike-through is invisible to text extraction and screen readers). */
  struckNote: string | null;
  /** Checkboxes between the certification and the signature line (W-8BEN: capacity to sign), as ticked. */
  ticked: { checked: boolean; label: string }[];
  consent: string | null;
  line: PrintedRow[];
  under: PrintedRow[];
}

export interface PrintedForm {
  parts: PrintedPart[];
  signature: PrintedSignature;
}

const ref = (blockId: string, questionId: string): string => `${blockId}.${questionId}`;
/** Where a layout row prints: its `at`, else its first answer. */
const placeOf = (row: PaperRow): string | undefined => row.at ?? row.answers[0];
/** The questions a definition without a paper layout prints on the signature line. */
const SIGNATURE_LINE = ['signature', 'date', 'dateSigned'];

/** The layout of a definition that declares none: every question its own row; the signature and date on the signature line. */
function layoutOf(definition: FormDefinition): PaperLayout {
  if (definition.paper) return definition.paper;
  const section = definition.blocks.find((block) => block.id === definition.signatureSection);
  const line = (section?.questions ?? [])
    .filter((question) => SIGNATURE_LINE.includes(question.id))
    .map((question) => ({ label: question.label, answers: [ref(definition.signatureSection, question.id)] }));
  return { signature: { line } };
}

class Reader {
  constructor(
    private readonly definition: FormDefinition,
    private readonly data: Answers,
    private readonly evaluation: FormEvaluation,
    private readonly t: Translate,
    private readonly locale: string,
    private readonly mask: boolean,
  ) {}

  /** An answer as printed; a tax identifier masked (last four) where the reader asked for it (a screen, not the PDF). */
  private format(question: QuestionDef, value: AnswerValue, block: Record<string, AnswerValue>): string {
    const text = formatAnswer(question, value, block, this.t, this.locale);
    return this.mask && text !== '' && isTaxIdentifier(question) ? maskTin(text) : text;
  }

  private question(path: string): { block: BlockDef; question: QuestionDef } | undefined {
    const [blockId, questionId] = path.split('.');
    const block = this.definition.blocks.find((b) => b.id === blockId);
    const question = block?.questions.find((q) => q.id === questionId);
    return block && question ? { block, question } : undefined;
  }

  visible(path: string): boolean {
    const [blockId = '', questionId = ''] = path.split('.');
    const block = this.evaluation.blocks[blockId];
    return Boolean(block?.visible && block.questions[questionId]?.visible);
  }

  /**
   * The printed text of one answer ('' when blank or hidden); `block.question.index.itemQuestion` names an answer
   * inside a repeater's item.
   */
  answer(path: string): string {
    const found = this.question(path);
    if (!found || !this.visible(path)) return '';
    const blockData = this.data[found.block.id] ?? {};
    const [, , index, itemId] = path.split('.');
    if (index === undefined) return this.format(found.question, blockData[found.question.id], blockData);
    const sub = found.question.items?.questions.find((q) => q.id === itemId);
    const value = blockData[found.question.id];
    const item = Array.isArray(value) ? value[Number(index)] : undefined;
    if (!sub || typeof item !== 'object' || item === null || Array.isArray(item)) return '';
    const answers = item as Record<string, AnswerValue>;
    return this.format(sub, answers[sub.id], answers);
  }

  /** A checkbox as ticked, under its own label. */
  checkbox(path: string): { checked: boolean; label: string } {
    const found = this.question(path);
    return {
      checked: isTicked(this.data[found?.block.id ?? '']?.[found?.question.id ?? '']),
      label: found ? this.t(found.question.label) : path,
    };
  }

  row(row: PaperRow): PrintedRow {
    const line = row.line === undefined ? {} : { line: row.line };
    if (row.instead?.when(this.data)) return { ...line, label: this.t(row.label), value: this.t(row.instead.text) };
    if (row.sentence) {
      const values = Object.fromEntries(Object.entries(row.sentence.values).map(([name, p]) => [name, this.answer(p)]));
      const blank = Object.values(values).every((text) => text === '');
      return { ...line, label: this.t(row.label), value: blank ? '' : this.t(row.sentence.text, values) };
    }
    const value = row.answers
      .map((path) => this.answer(path))
      .filter((text) => text !== '')
      .join(row.separator ?? ', ');
    return { ...line, label: this.t(row.label), value };
  }

  /** A repeater: its label (no count: the paper form has none), then each item's answers under the item's title. */
  repeater(question: QuestionDef, value: AnswerValue[]): PrintedRow[] {
    const heading: PrintedRow = {
      ...(question.line === undefined ? {} : { line: question.line }),
      label: this.t(question.label),
      value: '',
    };
    return [heading, ...this.items(question, value, '')];
  }

  /**
   * Each item's answers under the item's title ("Controlling person 2 — First or given name"); a repeater inside an
   * item prints its items the same way under both titles, numbered unless it holds one item at most
   * ("Controlling person 2 — Current residence address — Country").
   */
  private items(question: QuestionDef, value: AnswerValue[], prefix: string): PrintedRow[] {
    const items = question.items;
    if (!items) return [];
    return value.flatMap((item, index) => {
      const answers = (typeof item === 'object' && item !== null && !Array.isArray(item) ? item : {}) as Record<
        string,
        AnswerValue
      >;
      const title = `${prefix}${this.t(items.itemTitle)}${question.props?.max === 1 ? '' : ` ${index + 1}`}`;
      return items.questions.flatMap((sub): PrintedRow[] => {
        const answer = answers[sub.id];
        if (sub.items) return this.items(sub, Array.isArray(answer) ? answer : [], `${title} — `);
        const printed = { label: `${title} — ${this.t(sub.label)}`, value: this.format(sub, answer, answers) };
        return printed.value === '' ? [] : [printed];
      });
    });
  }
}

/** Whether every visible question of an optional block is blank: the paper form leaves it empty, so nothing prints. */
function untouched(block: BlockDef, data: Answers, evaluation: FormEvaluation): boolean {
  const state = evaluation.blocks[block.id];
  return block.questions.every(
    (question) => !state?.questions[question.id]?.visible || isBlank(data[block.id]?.[question.id]),
  );
}

/**
 * The form as the paper form prints it: its parts in order, each heading once, the lines of each part in the
 * definition's order under their official numbers and labels (several answers on one line where the layout says
 * so), the certification as the signer read it, and the signature block the layout declares. `mask` shows every
 * tax identifier as its last four (a screen's review); the PDF prints them whole.
 */
export function printedForm(
  definition: FormDefinition,
  data: Answers,
  evaluation: FormEvaluation,
  t: Translate,
  locale = 'en',
  options: { mask?: boolean } = {},
): PrintedForm {
  const layout = layoutOf(definition);
  const reader = new Reader(definition, data, evaluation, t, locale, options.mask ?? false);
  const rows = layout.rows ?? [];
  const signatureRows = [...layout.signature.line, ...(layout.signature.under ?? [])];
  const placed = new Set([...rows, ...signatureRows].flatMap((row) => row.answers));
  const skipped = new Set([...(layout.omit ?? []), ...(layout.signature.ticked ?? [])]);
  const partTitle = (id: string) => definition.parts?.find((part) => part.id === id)?.title;

  const parts: PrintedPart[] = [];
  const partOf = (id: string | undefined): PrintedPart => {
    const current = parts.at(-1);
    if (current && current.part === (id ?? null)) return current;
    const title = id === undefined ? undefined : partTitle(id);
    const label = id === undefined ? null : t(definition.partLabel ?? 'pdf.part', { part: id });
    const heading = label === null ? null : `${label}   ${title ? t(title) : ''}`.trim();
    const next: PrintedPart = { part: id ?? null, label, heading, rows: [] };
    parts.push(next);
    return next;
  };

  for (const block of definition.blocks) {
    if (!evaluation.blocks[block.id]?.visible) continue;
    const isSignature = block.id === definition.signatureSection;
    if (block.optional && !isSignature && untouched(block, data, evaluation)) continue;
    const part = partOf(block.part);
    for (const question of block.questions) {
      const path = ref(block.id, question.id);
      if (skipped.has(path) || !reader.visible(path)) continue;
      const own = rows.filter((row) => placeOf(row) === path && (row.when?.(data) ?? true));
      if (own.length > 0 || rows.some((row) => placeOf(row) === path)) {
        part.rows.push(...own.map((row) => reader.row(row)));
        continue;
      }
      if (placed.has(path)) continue;
      const value = data[block.id]?.[question.id];
      if (question.items) part.rows.push(...reader.repeater(question, Array.isArray(value) ? value : []));
      else
        part.rows.push({
          ...(question.line === undefined ? {} : { line: question.line }),
          label: t(question.label),
          value: reader.answer(path),
        });
    }
  }

  // A part with nothing to print goes (e.g. Part II of a W-8BEN that claims no treaty benefit) — except the
  // signature's part, which holds the certification.
  const signaturePart = definition.blocks.find((block) => block.id === definition.signatureSection)?.part ?? null;
  const printed = parts.filter((part) => part.rows.length > 0 || part.part === signaturePart);

  const text = certificationText(definition, data);
  const struck = text.items.map((item, index) => (item.struck ? index + 1 : 0)).filter((n) => n > 0);
  const signature: PrintedSignature = {
    intro: t(text.introKey),
    items: text.items.map((item) => ({
      marker: item.marker,
      text: t(item.key),
      struck: item.struck,
      sub: item.subKeys.map((key) => t(key)),
    })),
    note: text.noteKey ? t(text.noteKey) : null,
    struckNote: struck.length > 0 ? t('pdf.struckItems', { items: struck.join(', ') }) : null,
    ticked: (layout.signature.ticked ?? []).filter((path) => reader.visible(path)).map((path) => reader.checkbox(path)),
    consent: text.consentKey ? t(text.consentKey) : null,
    line: layout.signature.line.map((row) => reader.row(row)),
    under: (layout.signature.under ?? []).map((row) => reader.row(row)),
  };
  return { parts: printed, signature };
}
