import {
  addressQuestions,
  isTicked,
  giinQuestion,
  optionsOf,
  textOf,
  type BlockDef,
  type EvalContext,
  type Answers,
  type GiinLayout,
  type PaperRow,
  type RuleDef,
} from '@taxcert/engine';
import { INTERNATIONAL_CITY_LINE } from './address';

/**
 * W-8BEN-E line 11, chapter 4 status of the disregarded entity or branch (w8bene.md Part II): 1 branch
 * treated as nonparticipating FFI, 2 participating FFI, 3 reporting Model 1 FFI, 4 reporting Model 2
 * FFI, 5 U.S. branch.
 */
export const DISREGARDED_ENTITY_TYPES = ['1', '2', '3', '4', '5'] as const;

/** A type other than empty or "1" reveals the GIIN and makes the address required (questionnaire-and-forms.md §4). */
export function disregardedEntityNeedsGiin(ctx: EvalContext): boolean {
  const type = textOf(ctx.block.type).trim();
  return type !== '' && type !== '1';
}

const key = (field: string, suffix: string) => `questionnaire.disregardedEntity.${field}.${suffix}`;

export interface DisregardedEntityBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /** Optional until any field is filled (questionnaire-and-forms.md §4: optional in some forms); true by default. */
  optional?: boolean;
  giinLayout?: GiinLayout;
  /**
   * Official line numbers: the W-8BEN-E asks the name on line 3 (Part I) and the status, address and GIIN on lines
   * 11, 12 and 13 (Part II); the block keeps the spec's one shape and asks them together in Part II.
   */
  lines?: { name?: string; type?: string; address?: string; giin?: string };
  /**
   * Rules added to the address's questions, by question id (W-8BEN-E line 12: no P.O. box or in-care-of address,
   * the street lines' rules of `permanentResidenceRules` without its country rule: a U.S. branch is in the US).
   */
  addressRules?: Readonly<Record<string, readonly RuleDef[]>>;
}

/**
 * Disregarded entity (questionnaire-and-forms.md §3–§4): name, type, giin and address. giin and address are one-item lists
 * (`[{ value, appliedFor }]`, `[{ line1, …, country }]`): the engine has no object widget. A type other
 * than empty or "1" shows the GIIN (value required unless appliedFor is ticked) and makes the address
 * required; clearing the type (or choosing "1") hides, and so clears, the GIIN. The block is optional
 * (by default): while every field is blank nothing is required; once any is filled, name and type are
 * required, and a partly filled address needs line1 and country.
 */
export function disregardedEntityBlock(options: DisregardedEntityBlockOptions): BlockDef {
  const line = (id: 'name' | 'type' | 'address' | 'giin') =>
    options.lines?.[id] === undefined ? {} : { line: options.lines[id] };
  const block: BlockDef = {
    id: options.id ?? 'disregardedEntity',
    title: options.title,
    optional: options.optional ?? true,
    questions: [
      {
        id: 'name',
        label: key('name', 'label'),
        widget: 'text',
        ...line('name'),
        rules: [{ kind: 'required', message: key('name', 'errorMessage') }],
      },
      {
        id: 'type',
        label: key('type', 'label'),
        widget: 'select',
        ...line('type'),
        props: { options: optionsOf('questionnaire.disregardedEntity.type', DISREGARDED_ENTITY_TYPES) },
        rules: [{ kind: 'required', message: key('type', 'errorMessage') }],
      },
      {
        id: 'giin',
        label: key('giin', 'label'),
        widget: 'repeater',
        ...line('giin'),
        props: { min: 1, max: 1 },
        visible: disregardedEntityNeedsGiin,
        items: {
          itemTitle: key('giin', 'itemTitle'),
          questions: [
            giinQuestion('value', options.giinLayout),
            { id: 'appliedFor', label: 'questionnaire.giin.appliedFor.label', widget: 'checkbox', default: false },
          ],
        },
        rules: [{ kind: 'maxItems', max: 1, message: key('giin', 'maxItemsErrorMessage') }],
      },
      {
        id: 'address',
        label: key('address', 'label'),
        widget: 'repeater',
        ...line('address'),
        props: { min: 0, max: 1 },
        items: {
          itemTitle: key('address', 'itemTitle'),
          questions: addressQuestions().map((question) => {
            const extra = options.addressRules?.[question.id] ?? [];
            const own = Array.isArray(question.rules) ? question.rules : [];
            return extra.length === 0 ? question : { ...question, rules: [...own, ...extra] };
          }),
          optionalBeyondMin: true,
        },
        rules: (ctx) => [
          ...(disregardedEntityNeedsGiin(ctx)
            ? [{ kind: 'minItems' as const, min: 1, message: key('address', 'errorMessage') }]
            : []),
          { kind: 'maxItems', max: 1, message: key('address', 'maxItemsErrorMessage') },
        ],
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}

/**
 * The block's lines as the W-8BEN-E prints Part II, in the form's order: the status (line 11), the address (12: street;
 * city or town, state or province and postal code; country) and the GIIN (13, "Applied For" when applied for). The
 * block asks the GIIN before the address (the spec's order): a layout that uses these rows omits both repeaters
 * ({@link DISREGARDED_ENTITY_REPEATERS}).
 */
export function disregardedEntityRows(
  lines: { type: string; address: string; giin: string },
  blockId = 'disregardedEntity',
): PaperRow[] {
  const type = `${blockId}.type`;
  const address = (id: string) => `${blockId}.address.0.${id}`;
  const giin = (answers: Answers): unknown => {
    const items = answers[blockId]?.giin;
    return Array.isArray(items) ? items[0] : undefined;
  };
  return [
    { line: lines.type, label: key('type', 'label'), answers: [type] },
    { line: lines.address, label: key('address', 'label'), at: type, answers: [address('line1'), address('line2')] },
    { label: INTERNATIONAL_CITY_LINE, at: type, answers: [address('line3'), address('line4'), address('postalCode')] },
    { label: 'questionnaire.address.country.label', at: type, answers: [address('country')] },
    {
      line: lines.giin,
      label: key('giin', 'label'),
      at: type,
      answers: [`${blockId}.giin.0.value`],
      instead: {
        when: (answers) => {
          const item = giin(answers);
          return typeof item === 'object' && item !== null && isTicked((item as Record<string, never>).appliedFor);
        },
        text: 'pdf.appliedFor',
      },
    },
  ];
}

/** The repeaters {@link disregardedEntityRows} prints in its own rows (a layout's `omit`). */
export const DISREGARDED_ENTITY_REPEATERS = (blockId = 'disregardedEntity'): string[] => [
  `${blockId}.giin`,
  `${blockId}.address`,
];
