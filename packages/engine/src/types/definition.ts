import type { Answers, AnswerValue, EvalContext } from './answers';
import type { MessageValues } from './evaluation';
import type { RuleDef } from './rules';
import type { IdentifierKind } from '../identifiers/identifier';

export type WidgetKind =
  | 'text'
  | 'textarea'
  | 'radio'
  | 'select'
  | 'checkbox'
  | 'tin'
  | 'date'
  | 'country'
  /** Optionally signed decimal number; the letter e is blocked (questionnaire-and-forms.md §5). */
  | 'number'
  /** One character per box, in the layout of `props.giinLayout` (questionnaire-and-forms.md §5). */
  | 'giin'
  /** A list of items, each answered by `items.questions`; the answer is an array of item answers. */
  | 'repeater'
  /** A calendar date picker, answer yyyy-MM-dd, no future date (questionnaire-and-forms.md §5; see `widgetRules`). */
  | 'datePicker'
  /** Stock exchange autocomplete (questionnaire-and-forms.md §5: name or MIC, at least 3 characters to search). */
  | 'exchange'
  /** One supporting document (PDF, CSV, XLS, XLSX), uploaded for the form; the answer is the uploaded document's id. */
  | 'upload';

/** A choice of a radio or select; `label` is a message key. */
export interface Option {
  value: string;
  label: string;
  /**
   * Message key of the short name a sentence calls the choice by, where the label is a box's whole text
   * ("Passive NFFE" for "Passive NFFE. Complete Part XXVI."): what a message naming the answer puts in.
   */
  name?: string;
  /** Message key of a one-line plain explanation of the choice, for a customer choosing among many. */
  hint?: string;
}

/**
 * Help choosing among many options (a W-8's 32 chapter 4 statuses): a few plain questions, each answer keeping the
 * options that fit it; the options left are offered with their hints, while the full list stays one click away.
 * Help only: its answers are not the form's, and the choice is still the question's own answer.
 */
export interface OptionFinder {
  /** Message key of the finder's heading ("Not sure? Answer a few questions"). */
  title: string;
  steps: readonly FinderStep[];
}

/** One plain question of an {@link OptionFinder}. */
export interface FinderStep {
  id: string;
  /** Message key of the question. */
  question: string;
  /** Message key of a hint under the question. */
  hint?: string;
  /** Asked when the earlier steps were answered so (step id → answer value). */
  when?: Readonly<Record<string, string>>;
  answers: readonly FinderAnswer[];
}

/** An answer of a {@link FinderStep}: the options it keeps; `final` ends the questions there. */
export interface FinderAnswer {
  value: string;
  /** Message key. */
  label: string;
  keeps: readonly string[];
  final?: boolean;
}

/** A value fixed in the definition or computed from the answers. */
export type Dynamic<T> = T | ((ctx: EvalContext) => T);

/** Box layouts of the GIIN widget (questionnaire-and-forms.md §5): 16 boxes, the 15-box variant, the T- field of 8 digits. */
export type GiinLayout = 'giin16' | 'giin15' | 't8';

/** Date formats of the spec (questionnaire-and-forms.md §9): dd-MM-yyyy (CRS, rc), MM-dd-yyyy (W), yyyy-MM-dd (pickers). */
export type DateFormat = 'dd-MM-yyyy' | 'MM-dd-yyyy' | 'yyyy-MM-dd';

export interface QuestionProps {
  options?: Option[];
  length?: number;
  /** Number field: lowest value; repeater: fewest items. */
  min?: number;
  /** Number field: highest value; repeater: most items. */
  max?: number;
  format?: string;
  /**
   * Id of the question (same block or item) whose answer chooses the US TIN's kind: 'Ein' an EIN, 'Ssn' an SSN
   * (or ITIN, in the same boxes); `identifier` when it holds neither.
   */
  tinTypeFrom?: string;
  /**
   * The kind of identifier the answer is (SSN, EIN, GIIN, foreign TIN, SIN, BN, trust account…): its module
   * normalises, validates and prints it in its official layout, in the browser, the review and the PDF alike
   * (`identifierKindOf`, ADR 036). The personal numbers are shown masked, last four only, outside their own field.
   */
  identifier?: IdentifierKind;
  giinLayout?: GiinLayout;
  /**
   * The most characters a typed answer holds where its box on the paper form is narrower or wider than its widget
   * kind's (`ANSWER_MAX_LENGTH`, rules/widgets.ts).
   */
  maxLength?: number;
  /** Country dropdowns: restrict the list (questionnaire-and-forms.md §5: treaty countries or Annex II countries). */
  countries?: 'treaty' | 'annexII';
  /**
   * A read-only text field: stored values shown as words of the interface instead (value → message key), e.g. the
   * signature's "NOT YET REQUESTED". Display only: the answer keeps the value.
   */
  valueLabels?: Readonly<Record<string, string>>;
  /** A select of many options: plain questions that narrow them (`finderResult`). */
  finder?: OptionFinder;
}

/** The items of a repeater question (questionnaire-and-forms.md §4: add and remove within min and max). */
export interface RepeaterDef {
  /** Questions of one item; their context's `block` is the item's answers, `parent` the block's. */
  questions: QuestionDef[];
  /** Message key of an item's title (the UI appends the item number). */
  itemTitle: string;
  /**
   * Items beyond the minimum are optional: while such an item is entirely blank its required rules do
   * not apply (questionnaire-and-forms.md §9, e.g. CRS individual tax residences 1–5, "additional optional").
   */
  optionalBeyondMin?: boolean;
}

export interface QuestionInfo {
  /** Message keys. */
  instructions?: string;
  footnote?: string;
}

export interface QuestionDef {
  id: string;
  /** Message key. */
  label: string;
  /**
   * The label (and so the question) depends on the answer of another question of the same block or
   * item: `labels[answer]` when present, `label` otherwise. Reported in the question state as `label`.
   */
  labelBy?: { questionId: string; labels: Readonly<Record<string, string>> };
  /** Message key. */
  placeholder?: string;
  /** Message key. */
  hint?: string;
  info?: QuestionInfo;
  /** Official line number on the paper form, e.g. '3a'. */
  line?: string;
  widget: WidgetKind;
  props?: QuestionProps;
  default?: AnswerValue;
  visible?: Dynamic<boolean>;
  disabled?: Dynamic<boolean>;
  /** The function form lets answers change the rules (e.g. appliedFor=Yes drops the TIN rules). */
  rules?: Dynamic<RuleDef[]>;
  /** Repeater questions only. */
  items?: RepeaterDef;
  /**
   * The option values available for the current answers (e.g. limitation-on-benefit choices of the
   * treaty country). Reported in the question state as `options`; `undefined` means every option.
   */
  availableOptions?: (ctx: EvalContext) => string[] | undefined;
  /** When the available options are exactly one, that one is selected (questionnaire-and-forms.md §4, special rates). */
  selectSingleOption?: boolean;
  /** When this answer changes, these questions of the same block (or item) lose their answers. */
  clearsOnChange?: string[];
  /** When this answer changes, these questions of the same block (or item) go back to these values. */
  resetsOnChange?: Record<string, AnswerValue>;
}

export interface BlockDef {
  id: string;
  /** Message key. */
  title: string;
  /** Part of the official form, e.g. 'I'. */
  part?: string;
  /**
   * The title repeats its part's heading (e.g. 'Part II — Claim of Tax Treaty Benefits'): a layout that
   * shows the part's heading (the Irs display) does not repeat the block's title.
   */
  titleInPart?: boolean;
  questions: QuestionDef[];
  visible?: Dynamic<boolean>;
  disabled?: Dynamic<boolean>;
  /** While every visible question of an optional block is blank, its required rules do not apply. */
  optional?: boolean;
  /** Id of the block this one is linked to (e.g. the mailing address to the permanent address). */
  linkBlock?: string;
  /** The block can be expanded and collapsed; `collapsed` is its initial state. */
  expandCollapse?: boolean;
  collapsed?: boolean;
  hideHeader?: boolean;
}

export type FormFamily = 'W' | 'CRS' | 'FATCA CRS' | 'RC';

/** A part of the official form (e.g. W-8BEN Part II), as its blocks name it in `BlockDef.part`. */
export interface FormPart {
  /** As in `BlockDef.part`, e.g. 'II' or '2'. */
  id: string;
  /** Message key of the part's heading without the word "Part", e.g. "Claim of Tax Treaty Benefits". */
  title: string;
}

/**
 * The certification the signer makes, as message keys: shown item by item before the customer certifies, and
 * printed the same way directly above the signature line of the PDF.
 */
export interface CertificationDef {
  /** Message key of the opening words, e.g. "Under penalties of perjury, I certify that:". */
  intro: string;
  /** Message keys of the items, in order. */
  items: string[];
  /** How the items are marked: numbered "1.", "2.", … (the W-9) or with bullets (the W-8BEN); numbers by default. */
  marker?: 'number' | 'bullet';
  /** Lines under an item, by item number from 1 (the W-8BEN's "(a)"–"(d)", whose texts carry their own markers). */
  subItems?: Readonly<Record<number, readonly string[]>>;
  /** Message key of the note under the items, if any. */
  note?: string;
  /**
   * Message key of a statement printed immediately above the signature line, after any checkbox the signer ticks
   * (the IRS consent statement that substitute Forms W-8 must carry there).
   */
  consent?: string;
  /**
   * Message key of a plain-language explanation of the certification, shown in the interface language beside
   * the official text when the form shows in another language (an IRS form in a translated interface, ADR 006).
   */
  explanation?: string;
  /** The items (numbered from 1) shown struck through for these answers, e.g. W-9 item 2 under backup withholding. */
  struckItems?: (answers: Answers) => number[];
}

/** One printed line of the paper form made of one or more answers, e.g. W-9 line 6 "City, state, and ZIP code". */
export interface PaperRow {
  /** Official line number, e.g. '6'. */
  line?: string;
  /** Message key of the printed label. */
  label: string;
  /** The answers printed on the line, as `blockId.questionId`, in order; blank ones are left out. */
  answers: readonly string[];
  /** Printed between the answers; ', ' by default. */
  separator?: string;
  /** Message key printed instead of the answers when this is true (e.g. "Applied For" in the TIN space). */
  instead?: { when: (answers: Answers) => boolean; text: string };
  /** Print the row only for these answers (e.g. the W-9's SSN space or EIN space, by the TIN type). */
  when?: (answers: Answers) => boolean;
  /**
   * Where the row prints, as `blockId.questionId`, when not at its first answer: the W-8BEN-E prints line 3 (asked
   * with Part II) in Part I, after line 2.
   */
  at?: string;
  /**
   * The line as one sentence (W-8BEN-E line 15): the message key is printed with each named answer put in its
   * `{{name}}` (an answer inside a repeater's item as `blockId.questionId.index.itemQuestionId`); nothing prints
   * while every named answer is blank.
   */
  sentence?: { text: string; values: Readonly<Record<string, string>> };
}

/**
 * How a PDF lays the form out as the paper form. Every visible question prints as a row of its own line and
 * label unless rows here print it (at the place of their first answer) or `omit` names it.
 */
export interface PaperLayout {
  /** Rows that print several answers on one line, or an answer under the paper form's own label. */
  rows?: readonly PaperRow[];
  /** Questions the paper form has no line for (`blockId.questionId`), e.g. the W-9's backup withholding box, shown by striking item 2. */
  omit?: readonly string[];
  /** The signature block under the certification, in this order (`blockId.questionId`). */
  signature: {
    /** Checkboxes the signer ticks between the certification and the signature line (W-8BEN: capacity to sign). */
    ticked?: readonly string[];
    /** The signature line: the signature, then the date, each under its paper label. */
    line: readonly PaperRow[];
    /** Under the signature line: print name, then capacity where the form has one. */
    under?: readonly PaperRow[];
  };
}

/**
 * A finding raised by answers taken together rather than by one question's rules: US indicia on a W-8 (a US
 * citizenship, mailing address or place of birth), or answers of a group's forms that contradict each other.
 * Declared as data by the definitions (packages/forms), evaluated by the engine in the browser and the simulator.
 */
export interface CheckDef {
  /** Upper-case id the finding's code is made of: `E-<id>` for a rejection, `WRN-<id>` for a warning. */
  id: string;
  /**
   * A rejection makes the form invalid and shows at `field` like a failed rule; a warning leaves the form valid
   * and tells the customer what follows (the spec's WRN codes).
   */
  severity: 'rejection' | 'warning';
  /** The question the finding is about, `blockId.questionId`: where it shows and where "fix this" leads. */
  field: string;
  /** Message key. */
  message: string;
  /**
   * The values the message names (`{{name}}`), read from the answers when the finding is raised (for a finding on
   * repeater rows, with the row's indices).
   */
  values?: (answers: Answers, row?: readonly number[]) => MessageValues;
  /** True when the answers raise the finding. */
  raised: (answers: Answers) => boolean;
  /**
   * A finding about rows of a repeater (a duplicated tax residence), or of a repeater inside another's items (a
   * controlling person's tax residences): `field` names the rows' question through each repeater
   * (`taxResidences.taxResidences.country`, `controllingPersons.controllingPersons.taxResidences.country`), and
   * `items` gives each row the finding is raised on as its index in each repeater (`[1]`, `[0, 1]`): each its own
   * finding at that row's question (`taxResidences.taxResidences.1.country`), the row the customer has to change.
   */
  items?: (answers: Answers) => readonly (readonly number[])[];
  /**
   * The form the finding offers instead (a US person's W-8 offers Form W-9): the apps show a way to start it for
   * the same account. The form type comes from here, never from a switch on form type in the apps.
   */
  offer?: { formType: string };
}

/**
 * The official form's page-1 header beyond its title and revision: what a bank's reviewer looks for to know which
 * form, which edition and which approval it holds.
 */
export interface FormHeader {
  /** The form number as printed ('W-8BEN-E', 'RC518'). */
  formNumber: string;
  /** The OMB approval number ('1545-1621'), where the form has one. */
  omb?: string;
  /** The catalogue number as printed ('Cat. No. 59689N'); the definition says where the reference leaves it unconfirmed. */
  catalogueNumber?: string;
  /** Message keys of the header notes (the arrows under the title), in the printed order. */
  notes: readonly string[];
}

/** One row of the official form's "Do not use this form for" list. */
export interface NotForRow {
  /** Message key of the row (our words: who must not use this form). */
  text: string;
  /**
   * The form types the row names to use instead, current revisions first: the apps link each one the institution
   * offers (never a switch on form type in the apps).
   */
  useInstead: readonly string[];
}

export interface FormDefinition {
  formType: string;
  family: FormFamily;
  /** Message key. */
  title: string;
  revision: string;
  /** The header's form number, OMB and catalogue numbers and notes, printed on the PDF's first page. */
  header?: FormHeader;
  /** The "Do not use this form for" list, shown as a collapsible note when the form opens and printed in the PDF. */
  notFor?: readonly NotForRow[];
  /** Id of the block holding the signature. */
  signatureSection: string;
  /**
   * Message key of the certification (perjury) statement or declaration of a definition without
   * `certification`: shown for reading before the customer certifies, and printed directly above the
   * signature line of the PDF.
   */
  certificationStatement?: string;
  /** The certification as items, for the certification dialog and the PDF; without it both show `certificationStatement`. */
  certification?: CertificationDef;
  /** The PDF's layout as the paper form; without it every visible question prints as its own row. */
  paper?: PaperLayout;
  dateFormat: string;
  blocks: BlockDef[];
  /** The official form's parts in order (blocks without a part come before the first, as on the W-9). */
  parts?: FormPart[];
  /**
   * Message key of a part's heading word with its number (`{{part}}`), where the official form calls its divisions
   * something other than "Part" (the CRA's "Section 2"); without it the apps' own "Part 2" (`renderer.part` on
   * screen, `pdf.part` in the PDF).
   */
  partLabel?: string;
  /**
   * Lock groups: name -> question references (`blockId.questionId`, or `blockId` for a whole block).
   * A form setting lists the locked groups; see `lockedQuestions`.
   */
  lockGroups?: Record<string, string[]>;
  /**
   * A sample of answers that pass every rule, built on the form's current answers (its defaults and
   * pre-fill) with `signerName` as the signer: what the contract check and tests fill the form with.
   */
  sampleAnswers?: (current: Answers, signerName: string) => Answers;
  /** Findings of answers taken together (US indicia, contradictions between a group's forms), in order. */
  checks?: readonly CheckDef[];
}
