import {
  isTicked,
  optionsOf,
  textOf,
  yesNoOptions,
  type AnswerValue,
  type BlockDef,
  type EvalContext,
  type QuestionDef,
  type RuleDef,
} from '@taxcert/engine';
import { W8IMY_CH3_PARTS } from './statuses';

/** The questions of Parts III–VIII: boxes under their official line numbers, our own questions without one. */

export const partKey = (part: string, id: string, suffix = 'label') =>
  `questionnaire.w8imy.part${part}.${id}.${suffix}`;

/** An unticked box certifies the chapter 3 status of line 4; a choice not made is the chapter 4 Parts' message (blocks/ch4Parts.ts). */
export const BOX_MESSAGE = 'questionnaire.w8imy.box.errorMessage';
export const CHOICE_MESSAGE = 'questionnaire.ch4Part.choice.errorMessage';
/** A required statement not uploaded (the upload widget itself says questionnaire.supportingDocUpload.errorMessage, questionnaire-and-forms.md §5). */
export const UPLOAD_MESSAGE = 'questionnaire.w8imy.statement.errorMessage';

export const YES_NO = ['Yes', 'No'] as const;
const ticked: RuleDef = { kind: 'custom', test: isTicked, message: BOX_MESSAGE };

export type Visible = (ctx: EvalContext) => boolean;

/** A box every entity of the Part (or of the case `visible` names) ticks, under its line number. */
export const box = (part: string, id: string, line: string | undefined, visible?: Visible): QuestionDef => ({
  id,
  ...(line ? { line } : {}),
  label: partKey(part, id),
  widget: 'checkbox',
  default: false,
  ...(visible ? { visible } : {}),
  rules: [ticked],
});

/** A box of "check all that apply", ticked only where it applies; `rules` refuse it with a box it contradicts. */
export const optionalBox = (
  part: string,
  id: string,
  line: string,
  visible?: Visible,
  rules?: readonly RuleDef[],
): QuestionDef => ({
  id,
  line,
  label: partKey(part, id),
  widget: 'checkbox',
  default: false,
  ...(visible ? { visible } : {}),
  ...(rules ? { rules: [...rules] } : {}),
});

/** A required choice (ours, or the form's "check 18b or 18c"), its options' texts under `<question>.option.<value>`. */
export const choice = (
  part: string,
  id: string,
  values: readonly string[],
  visible?: Visible,
  line?: string,
): QuestionDef => ({
  id,
  label: partKey(part, id),
  ...(line ? { line } : {}),
  widget: 'radio',
  props: { options: values === YES_NO ? yesNoOptions : optionsOf(`questionnaire.w8imy.part${part}.${id}`, values) },
  ...(visible ? { visible } : {}),
  rules: [{ kind: 'required', message: CHOICE_MESSAGE }],
});

/** A rule refusing a box ticked together with `other` of the same block ("18e or 18f"). */
export const notWith = (other: string, message: string): RuleDef => ({
  kind: 'custom',
  test: (value: AnswerValue, ctx: EvalContext) => !(isTicked(value) && isTicked(ctx.block[other])),
  message,
});

/**
 * A supporting document the Part requires while `when` holds: the questionnaire's upload widget, whose question id
 * names the document type (the online configuration's `supportingDocumentTypes`, lower-cased: `simpleWhdStatement`
 * uploads a `simplewhdstatement`, type 47), so the browser uploads it with that type linked to the form, and the
 * simulator refuses to sign while it is missing or no longer linked (ADR 020).
 */
export const statementUpload = (part: string, id: string, when: Visible): QuestionDef => ({
  id,
  label: partKey(part, id),
  hint: `questionnaire.w8imy.${id}.hint`,
  widget: 'upload',
  visible: when,
  rules: [{ kind: 'required', message: UPLOAD_MESSAGE }],
});

export const is =
  (id: string, ...values: string[]): Visible =>
  (ctx) =>
    values.includes(textOf(ctx.block[id]));
export const tickedBox =
  (id: string): Visible =>
  (ctx) =>
    isTicked(ctx.block[id]);
export const ch3 = (ctx: EvalContext): string => textOf(ctx.answers.entityType?.ch3Status);
export const ch4 = (ctx: EvalContext): string => textOf(ctx.answers.entityType?.ch4Status);
export const ch3Is =
  (...statuses: string[]): Visible =>
  (ctx) =>
    statuses.includes(ch3(ctx));

/** A Part of III–VIII as a block, open while the chapter 3 status is one of the Part's (and `alsoOpens`). */
export function part(id: string, questions: QuestionDef[], alsoOpens?: Visible): BlockDef {
  const statuses = Object.entries(W8IMY_CH3_PARTS)
    .filter(([, p]) => p === id)
    .map(([status]) => status);
  return {
    id: `part${id}`,
    title: `questionnaire.w8imy.parts.${id}`,
    titleInPart: true,
    part: id,
    questions,
    visible: (ctx) => statuses.includes(ch3(ctx)) || (alsoOpens?.(ctx) ?? false),
  };
}
