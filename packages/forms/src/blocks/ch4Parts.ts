import {
  isTicked,
  textOf,
  type AnswerValue,
  type BlockDef,
  type DateFormat,
  type EvalContext,
  type QuestionDef,
  type RuleDef,
} from '@taxcert/engine';
import type { CH4_STATUSES } from './entityType';
import { IGA_MODELS, igaModelOf, nonReportingIgaFfiBlock } from './nonReportingIgaFfi';

type Ch4Status = (typeof CH4_STATUSES)[number];

/**
 * A field a status Part asks beside its boxes: a name (sponsoring entity, listed affiliate), a date (formation,
 * filing, determination letter) or a securities market (the stock exchange autocomplete). `when` names the box of
 * the Part's choice that asks for it (W-8BEN-E line 37a asks the exchange, 37b the affiliate and its market);
 * without it the field belongs to the whole Part.
 */
export interface Ch4PartField {
  id: string;
  line: string;
  kind: 'name' | 'date' | 'market';
  /** Required while shown; true by default. */
  required?: boolean;
  /** A date no more than this many years back (line 33: formed within the past 24 months); never a future date. */
  withinYears?: number;
  when?: string;
}

/**
 * One status certification Part of a Form W-8 (W-8BEN-E Parts IV–XXVIII): the chapter 4 status that opens it,
 * the boxes every entity of that status ticks (`all`), the boxes of which it ticks exactly one (`oneOf`, the form's
 * "check whichever box applies"), boxes it ticks only if they apply (`optional`), and its fields. `iga` marks the
 * nonreporting IGA FFI Part, whose fields are the shared {@link nonReportingIgaFfiBlock}'s.
 */
export interface Ch4PartSpec {
  /** The Part's number as printed, e.g. 'IV'; the block is `part<number>`. */
  part: string;
  /** The status that opens the Part: a chapter 4 status of line 5, or (`opener` 'ch3Status') a chapter 3 one. */
  status: Ch4Status | (string & {});
  /**
   * Which status of the entity type block opens the Part: the chapter 4 status (every W-8BEN-E Part) by default;
   * the W-8IMY's Parts III–VIII (qualified intermediary, withholding partnership…) open on the chapter 3 status.
   */
  opener?: 'ch3Status' | 'ch4Status';
  all?: readonly string[];
  oneOf?: readonly string[];
  optional?: readonly string[];
  fields?: readonly Ch4PartField[];
  iga?: boolean;
  /**
   * With `iga`: the Part asks whether the applicable IGA is a Model 1 or a Model 2 IGA (W-8BEN-E line 26,
   * w8bene-lines.md Part XII), a box of two after the IGA country, checked against the country's IGA model in the
   * reference data where it is known. Every `iga` Part names the subclassification by its words (the known values
   * of {@link IGA_SUBCLASSIFICATIONS}), never by the reference data's id, on screen, in the review and in the PDF.
   */
  igaModel?: boolean;
  /**
   * Every box of the Part certifies that the entity is a foreign corporation (W-8BEN-E Part XXIII lines 37a and 37b,
   * w8bene.md; the W-8IMY's Part XXIV "as W-8BEN-E Part XXIII"): its choice is refused for a chapter 3 status that
   * is not a corporation, whatever pairs the configuration lists.
   */
  corporationOnly?: boolean;
}

/** The block id of a Part, e.g. 'partIV'. */
export const ch4PartBlockId = (part: string): string => `part${part}`;

/** The question id of a box every entity of the status ticks, or may tick, e.g. 'box24a'. */
export const ch4BoxId = (line: string): string => `box${line}`;

/** The question id of a Part's "check whichever box applies" choice; its values are the boxes' lines. */
export const CH4_CHOICE = 'choice';

/** Messages every Part shares: an unticked box, no choice made, a missing name or date, a date not in the format. */
const ERRORS = {
  box: 'questionnaire.ch4Part.box.errorMessage',
  choice: 'questionnaire.ch4Part.choice.errorMessage',
  name: 'questionnaire.ch4Part.name.errorMessage',
  date: 'questionnaire.ch4Part.date.errorMessage',
  dateFormat: 'questionnaire.ch4Part.date.formatErrorMessage',
  future: 'questionnaire.ch4Part.date.futureErrorMessage',
  startUp: 'questionnaire.ch4Part.date.startUpErrorMessage',
  market: 'questionnaire.ch4Part.market.errorMessage',
  igaModel: 'questionnaire.ch4Part.igaModel.errorMessage',
  igaModelMismatch: 'questionnaire.ch4Part.igaModel.mismatchErrorMessage',
  corporation: 'questionnaire.ch4Part.corporation.errorMessage',
} as const;

/**
 * Chapter 3 statuses that are not corporations (W-8BEN-E line 4, W-8IMY line 4): partnerships, trusts, estates and
 * disregarded entities. A Part whose lines certify that the entity is a foreign corporation refuses them.
 */
const NON_CORPORATE_CH3: ReadonlySet<string> = new Set([
  'Partnership',
  'SimpleTrust',
  'ComplexTrust',
  'GrantorTrust',
  'Estate',
  'DisregardedEntity',
  'WithholdingForeignPartnership',
  'WithholdingForeignTrust',
  'NonwithholdingForeignPartnership',
  'NonwithholdingForeignSimpleTrust',
  'NonwithholdingForeignGrantorTrust',
]);

export interface Ch4PartBlocksOptions {
  /** The Parts of the form revision, e.g. the W-8BEN-E's `W8BENE_CH4_PARTS` (w8bene/statusParts.ts). */
  parts: readonly Ch4PartSpec[];
  /**
   * Prefix of the Parts' texts, e.g. 'questionnaire.w8bene': `<prefix>.parts.<part>` heads the Part,
   * `<prefix>.part<part>.<question>.label` labels a box or field, `<prefix>.part<part>.choice.option.<line>` a box
   * of the choice. The official texts differ from form to form (W-8BEN-E, W-8IMY), so each form names its own.
   */
  keyPrefix: string;
  /** The form's date format (lines 33–35). */
  dateFormat: DateFormat;
  /** Id of the block whose `ch4Status` opens the Parts; 'entityType' by default. */
  entityType?: string;
}

/** The chapter 4 status the answers chose (`<entityType>.ch4Status`). */
export const chosenCh4Status = (ctx: EvalContext, entityType = 'entityType'): string =>
  textOf(ctx.answers[entityType]?.ch4Status);

/** The Part's status is the one chosen (its chapter 4 status, or its chapter 3 status for a Part opened by it). */
const opens = (ctx: EvalContext, spec: Ch4PartSpec, entityType: string): boolean =>
  textOf(ctx.answers[entityType]?.[spec.opener ?? 'ch4Status']) === spec.status;

/** The spec of the Part the status opens, if any. */
export const ch4PartOf = (parts: readonly Ch4PartSpec[], status: string): Ch4PartSpec | undefined =>
  parts.find((p) => p.status === status);

const ticked: RuleDef = { kind: 'custom', test: isTicked, message: ERRORS.box };

/**
 * The IGA subclassifications of the reference data (fixtures/reference/static-data.json,
 * `igaSubClassificationsCombos`), each printed by its words (`questionnaire.nonReportingIgaFfi.igaSubclassification
 * .option.<value>`) in every `iga` Part. ASSUMPTION (ours): the institution's list keeps these values; a value it
 * adds is not offered there until it is added here with its words (the select offers declared options only).
 */
export const IGA_SUBCLASSIFICATIONS: readonly string[] = [
  'governmental-entity',
  'international-organization',
  'central-bank',
  'broad-participation-retirement-fund',
  'narrow-participation-retirement-fund',
  'pension-fund-of-exempt-beneficial-owner',
  'investment-entity-owned-by-exempt-beneficial-owners',
  'local-client-base-fi',
  'local-bank',
  'low-value-accounts-fi',
  'qualified-credit-card-issuer',
  'trustee-documented-trust',
  'sponsored-investment-entity-cfc',
  'sponsored-closely-held-investment-vehicle',
  'investment-advisors-and-managers',
  'collective-investment-vehicle',
  'exempt-collective-investment-vehicle',
];

/** The IGA model box a country's IGA calls for ('Model1' for Model 1A/1B, 'Model2'), if the reference data knows it. */
function igaModelBoxOf(ctx: EvalContext): string | undefined {
  const model = igaModelOf(ctx.reference, textOf(ctx.block.country));
  if (model === IGA_MODELS.Model1AIga || model === IGA_MODELS.Model1BIga) return 'Model1';
  return model === IGA_MODELS.Model2Iga ? 'Model2' : undefined;
}

/**
 * The questions of a nonreporting IGA FFI Part: the shared block's (country, subclassification, trustee or sponsor)
 * with the subclassification's words and, with `igaModel`, the Model 1 / Model 2 box after the country (cleared when
 * the country changes).
 */
function igaQuestions(spec: Ch4PartSpec, options: Ch4PartBlocksOptions, line: string): QuestionDef[] {
  const shared = nonReportingIgaFfiBlock({ title: '', line }).questions.map((question): QuestionDef => {
    if (question.id !== 'igaSubclassification') return question;
    const subclassification = (value: string) => ({
      value,
      label: `questionnaire.nonReportingIgaFfi.igaSubclassification.option.${value}`,
    });
    return { ...question, props: { ...question.props, options: IGA_SUBCLASSIFICATIONS.map(subclassification) } };
  });
  if (!spec.igaModel) return shared;
  const model: QuestionDef = {
    id: 'igaModel',
    label: `${options.keyPrefix}.part${spec.part}.igaModel.label`,
    line,
    widget: 'radio',
    props: {
      options: ['Model1', 'Model2'].map((value) => ({
        value,
        label: `${options.keyPrefix}.part${spec.part}.igaModel.option.${value}`,
      })),
    },
    rules: [
      { kind: 'required', message: ERRORS.igaModel },
      {
        kind: 'custom',
        test: (value, ctx) => {
          const expected = igaModelBoxOf(ctx);
          return expected === undefined || textOf(value) === '' || textOf(value) === expected;
        },
        message: ERRORS.igaModelMismatch,
      },
    ],
  };
  return shared.flatMap((question): QuestionDef[] =>
    question.id === 'country'
      ? [{ ...question, clearsOnChange: [...(question.clearsOnChange ?? []), model.id] }, model]
      : [question],
  );
}

function fieldQuestion(spec: Ch4PartSpec, field: Ch4PartField, options: Ch4PartBlocksOptions): QuestionDef {
  const required = field.required ?? true;
  const label = `${options.keyPrefix}.part${spec.part}.${field.id}.label`;
  const visible =
    field.when === undefined ? {} : { visible: (ctx: EvalContext) => textOf(ctx.block[CH4_CHOICE]) === field.when };
  if (field.kind === 'date') {
    return {
      id: field.id,
      label,
      line: field.line,
      widget: 'date',
      props: { format: options.dateFormat },
      ...visible,
      rules: [
        ...(required ? [{ kind: 'required' as const, message: ERRORS.date }] : []),
        { kind: 'dateFormat', format: options.dateFormat, message: ERRORS.dateFormat },
        { kind: 'dateWindow', format: options.dateFormat, maxDaysAgo: 0, message: ERRORS.future },
        ...(field.withinYears === undefined
          ? []
          : [
              {
                kind: 'dateWindow' as const,
                format: options.dateFormat,
                minYearsAgo: field.withinYears,
                message: ERRORS.startUp,
              },
            ]),
      ],
    };
  }
  const message = field.kind === 'market' ? ERRORS.market : ERRORS.name;
  return {
    id: field.id,
    label,
    line: field.line,
    widget: field.kind === 'market' ? 'exchange' : 'text',
    ...visible,
    rules: required ? [{ kind: 'required', message }] : [],
  };
}

/**
 * One Part as a block, shown only while the chosen chapter 4 status is the Part's (hidden, and so cleared, when
 * the status changes): the fields that stand before the boxes, then the boxes every entity ticks (each must be
 * ticked), the choice of one box (required) with the fields of the chosen box, the optional boxes, and for a
 * nonreporting IGA FFI the IGA country, subclassification and sponsor or trustee.
 */
export function ch4PartBlock(spec: Ch4PartSpec, options: Ch4PartBlocksOptions): BlockDef {
  const key = (id: string) => `${options.keyPrefix}.part${spec.part}.${id}.label`;
  const box = (line: string, rules: RuleDef[]): QuestionDef => ({
    id: ch4BoxId(line),
    label: key(ch4BoxId(line)),
    line,
    widget: 'checkbox',
    default: false,
    rules,
  });
  const fields = spec.fields ?? [];
  const questions: QuestionDef[] = [
    ...fields.filter((f) => f.when === undefined).map((f) => fieldQuestion(spec, f, options)),
    ...(spec.all ?? []).map((line) => box(line, [ticked])),
  ];
  if (spec.oneOf) {
    questions.push({
      id: CH4_CHOICE,
      label: key(CH4_CHOICE),
      line: spec.oneOf.join(', '),
      widget: 'radio',
      props: {
        options: spec.oneOf.map((line) => ({
          value: line,
          label: `${options.keyPrefix}.part${spec.part}.${CH4_CHOICE}.option.${line}`,
        })),
      },
      rules: [
        { kind: 'required', message: ERRORS.choice },
        ...(spec.corporationOnly
          ? [
              {
                kind: 'custom' as const,
                test: (_value: AnswerValue, ctx: EvalContext) =>
                  !NON_CORPORATE_CH3.has(textOf(ctx.answers[options.entityType ?? 'entityType']?.ch3Status)),
                message: ERRORS.corporation,
              },
            ]
          : []),
      ],
    });
    questions.push(...fields.filter((f) => f.when !== undefined).map((f) => fieldQuestion(spec, f, options)));
  }
  questions.push(...(spec.optional ?? []).map((line) => box(line, [])));
  if (spec.iga) questions.push(...igaQuestions(spec, options, spec.all?.[0] ?? ''));
  const entityType = options.entityType ?? 'entityType';
  return {
    id: ch4PartBlockId(spec.part),
    title: `${options.keyPrefix}.parts.${spec.part}`,
    titleInPart: true,
    part: spec.part,
    questions,
    visible: (ctx) => opens(ctx, spec, entityType),
  };
}

/** Every Part of a form revision, in the form's order (see {@link ch4PartBlock}). */
export const ch4PartBlocks = (options: Ch4PartBlocksOptions): BlockDef[] =>
  options.parts.map((spec) => ch4PartBlock(spec, options));

/**
 * The Part's choice is `line` while its status is chosen, e.g. W-8BEN-E Part XXVI line 40c (the passive NFFE lists
 * its substantial U.S. owners in Part XXIX): what opens a Part that follows from a box rather than a status.
 */
export const ch4ChoiceIs = (ctx: EvalContext, spec: Ch4PartSpec, line: string, entityType = 'entityType'): boolean =>
  opens(ctx, spec, entityType) && textOf(ctx.answers[ch4PartBlockId(spec.part)]?.[CH4_CHOICE]) === line;
