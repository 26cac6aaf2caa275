import {
  isTicked,
  optionsOf,
  textOf,
  yesNoOptions,
  type BlockDef,
  type EvalContext,
  type QuestionDef,
  type RuleDef,
} from '@taxcert/engine';
import { W8IMY_CH3_PARTS } from './statuses';

const key = (part: string, id: string, suffix = 'label') => `questionnaire.w8imy.part${part}.${id}.${suffix}`;

/** An unticked box certifies the chapter 3 status of line 4; a choice not made is the chapter 4 Parts' message (blocks/ch4Parts.ts). */
const BOX_MESSAGE = 'questionnaire.w8imy.box.errorMessage';
const CHOICE_MESSAGE = 'questionnaire.ch4Part.choice.errorMessage';
/** A required statement not uploaded (the upload widget itself says questionnaire.supportingDocUpload.errorMessage, spec §5). */
export const UPLOAD_MESSAGE = 'questionnaire.w8imy.statement.errorMessage';

const YES_NO = ['Yes', 'No'] as const;
const ticked: RuleDef = { kind: 'custom', test: isTicked, message: BOX_MESSAGE };

/** A box every entity of the Part ticks. */
const box = (part: string, id: string): QuestionDef => ({
  id,
  label: key(part, id),
  widget: 'checkbox',
  default: false,
  rules: [ticked],
});
/** A box ticked only where it applies. */
const optionalBox = (part: string, id: string, visible?: (ctx: EvalContext) => boolean): QuestionDef => ({
  id,
  label: key(part, id),
  widget: 'checkbox',
  default: false,
  ...(visible ? { visible } : {}),
});
/** A required choice of the Part, its options' texts under `<question>.option.<value>`. */
const choice = (
  part: string,
  id: string,
  values: readonly string[],
  visible?: (ctx: EvalContext) => boolean,
): QuestionDef => ({
  id,
  label: key(part, id),
  widget: 'radio',
  props: { options: values === YES_NO ? yesNoOptions : optionsOf(`questionnaire.w8imy.part${part}.${id}`, values) },
  ...(visible ? { visible } : {}),
  rules: [{ kind: 'required', message: CHOICE_MESSAGE }],
});

/**
 * A supporting document the Part requires while `when` holds: the questionnaire's upload widget, whose question id
 * names the document type (the online configuration's `supportingDocumentTypes`, lower-cased: `simpleWhdStatement`
 * uploads a `simplewhdstatement`, type 47), so the browser uploads it with that type linked to the form, and the
 * simulator refuses to sign while it is missing or no longer linked (ADR 020).
 */
export const statementUpload = (part: string, id: string, when: (ctx: EvalContext) => boolean): QuestionDef => ({
  id,
  label: key(part, id),
  hint: `questionnaire.w8imy.${id}.hint`,
  widget: 'upload',
  visible: when,
  rules: [{ kind: 'required', message: UPLOAD_MESSAGE }],
});

const is = (id: string, value: string) => (ctx: EvalContext) => textOf(ctx.block[id]) === value;
const ch3 = (ctx: EvalContext): string => textOf(ctx.answers.entityType?.ch3Status);
const ch4 = (ctx: EvalContext): string => textOf(ctx.answers.entityType?.ch4Status);

/** A Part of III–VIII as a block, open while the chapter 3 status is one of the Part's (and `alsoOpens`). */
function part(id: string, questions: QuestionDef[], alsoOpens?: (ctx: EvalContext) => boolean): BlockDef {
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

/** QI responsibility (spec §5): "1" assumes primary withholding responsibility (simple statement), "2" does not (pooled). */
export const QI_RESPONSIBILITIES = ['1', '2'] as const;
/** QDD classification (w8imy.md Part III). */
export const QDD_TYPES = ['Corporation', 'Partnership', 'DisregardedEntity'] as const;

/**
 * Part III, qualified intermediary (spec §3 "Qualified intermediary"; w8imy.md Part III, summarised): the QI
 * certification; whether it acts as a QI or as a QI acting as a QDD (`entity`, the QDD's classification then
 * required); its withholding responsibility — "1" assumes primary chapters 3 and 4 withholding responsibility and
 * gives the simple withholding statement designating its accounts (type 47), "2" does not and gives the pooled
 * statement (type 50) (spec §5: "1" simple, "2" pooled); the additional responsibilities it may assume (Form 1099
 * reporting and backup withholding, section 1446(f) withholding, acting as a QSL — the QSL needs its QSL statement,
 * spec §5 "additional responsibility 3"); the chapter 4 withholding rate pool of U.S. payees and the pools of
 * intermediaries it gives; a QI acting as a QDD uploads its QDD documentation.
 */
const partIII = part('III', [
  box('III', 'qiCertification'),
  choice('III', 'entity', ['Qi', 'Qdd']),
  choice('III', 'qddType', QDD_TYPES, is('entity', 'Qdd')),
  choice('III', 'responsibility', QI_RESPONSIBILITIES),
  optionalBox('III', 'additionalResponsibility1'),
  optionalBox('III', 'additionalResponsibility2'),
  optionalBox('III', 'additionalResponsibility3'),
  optionalBox('III', 'chapter4RatePool'),
  optionalBox('III', 'intermediaryRatePool'),
  statementUpload('III', 'simpleWhdStatement', is('responsibility', '1')),
  statementUpload('III', 'pooledWhdStatement', is('responsibility', '2')),
  statementUpload('III', 'qslStatement', (ctx) => isTicked(ctx.block.additionalResponsibility3)),
  // The QDD's documentation of the accounts it designates (w8imy.md "QDD withholding statement"; spec §3 "statement and
  // documentation uploads"; the configuration's `qdddocumentation`).
  statementUpload('III', 'qddDocumentation', is('entity', 'Qdd')),
]);

/** NQI certification (spec §3): "1" transmits its payees' documentation with a payee-level statement, "2" a pool of U.S. payees. */
export const NQI_CERTIFICATIONS = ['1', '2'] as const;

/**
 * Part IV, nonqualified intermediary (spec §3; w8imy.md Part IV, summarised): not a QI and not acting for its own
 * account; certification "1" (it transmits its payees' withholding certificates with a payee-level, detailed
 * withholding statement, type 48) or "2" (its U.S. payees are in a chapter 4 withholding rate pool meeting
 * §1.6049-4(c)(4)(iii): the pooled statement, type 50); `isAltStatement` Yes replaces that statement with the
 * alternative withholding statement (type 49) and asks the 2021 certification that its information was verified;
 * `isQsl`, acting as a QSL, asks the QSL statement.
 */
/** The ordinary statement stands until the alternative one is chosen. */
const notAlt = (ctx: EvalContext) => textOf(ctx.block.isAltStatement) !== 'Yes';
const partIV = part('IV', [
  box('IV', 'nqiCertification'),
  choice('IV', 'certification', NQI_CERTIFICATIONS),
  choice('IV', 'isAltStatement', YES_NO),
  { ...box('IV', 'altStatementVerified'), visible: is('isAltStatement', 'Yes') },
  optionalBox('IV', 'isQsl'),
  statementUpload('IV', 'detailedWhdStatement', (ctx) => notAlt(ctx) && textOf(ctx.block.certification) === '1'),
  statementUpload('IV', 'pooledWhdStatement', (ctx) => notAlt(ctx) && textOf(ctx.block.certification) === '2'),
  statementUpload('IV', 'altWhdStatement', is('isAltStatement', 'Yes')),
  statementUpload('IV', 'qslStatement', (ctx) => isTicked(ctx.block.isQsl)),
]);

/** Whether a U.S. branch or territory financial institution is treated as a U.S. person or acts as an intermediary (spec §3). */
export const US_PERSON_OR_INTERMEDIARY = ['UsPerson', 'Intermediary'] as const;

/**
 * Parts V and VI (spec §3 "US person / intermediary"; w8imy.md Parts V, VI, summarised): the Part's own box (a
 * financial institution organised in a U.S. possession; a U.S. branch receiving payments that are not effectively
 * connected income), then `entity`: UsPerson agrees with the withholding agent to be treated as a U.S. person
 * (`usPersonCertification`), Intermediary transmits its payees' documentation with a withholding statement
 * (`intermediaryCertification` and the detailed statement, type 48).
 */
function usPersonOrIntermediary(id: 'V' | 'VI', own: string, alsoOpens?: (ctx: EvalContext) => boolean): BlockDef {
  const usPerson = is('entity', 'UsPerson');
  const intermediary = is('entity', 'Intermediary');
  return part(
    id,
    [
      box(id, own),
      choice(id, 'entity', US_PERSON_OR_INTERMEDIARY),
      { ...box(id, 'usPersonCertification'), visible: usPerson },
      { ...box(id, 'intermediaryCertification'), visible: intermediary },
      statementUpload(id, 'detailedWhdStatement', intermediary),
    ],
    alsoOpens,
  );
}

/** Part V opens on the chapter 3 territory financial institution and on the chapter 4 one (w8imy.md lines 4 and 5). */
const partV = usPersonOrIntermediary('V', 'territoryFi', (ctx) => ch4(ctx) === 'TerritoryFinancialInstitution');
const partVI = usPersonOrIntermediary('VI', 'notEci');

/**
 * Part VII, withholding foreign partnership or trust (w8imy.md Part VII): it acts under its WP or WT agreement and
 * assumes primary withholding responsibility, so no withholding statement (w8imy.md "Withholding statements").
 */
const partVII = part('VII', [box('VII', 'agreement')]);

/**
 * Part VIII, nonwithholding foreign partnership, simple or grantor trust (spec §3; w8imy.md Part VIII, summarised):
 * not acting for its own account; a lower-tier partnership (a partnership only), providing each grantor's
 * documentation (a grantor trust only), section 1446(f) amounts realized and the modified amount realized (once
 * 1446(f) is ticked); `isAltStatement` chooses the alternative statement (type 49) over the detailed one (type 48).
 */
const partVIII = part('VIII', [
  box('VIII', 'notOwnAccount'),
  optionalBox('VIII', 'isLowerTierPartnership', (ctx) => ch3(ctx) === 'NonwithholdingForeignPartnership'),
  optionalBox('VIII', 'isProvidingEachGrantor', (ctx) => ch3(ctx) === 'NonwithholdingForeignGrantorTrust'),
  optionalBox('VIII', 'isSection1446f'),
  optionalBox('VIII', 'isModifiedAmount', (ctx) => isTicked(ctx.block.isSection1446f)),
  choice('VIII', 'isAltStatement', YES_NO),
  statementUpload('VIII', 'detailedWhdStatement', notAlt),
  statementUpload('VIII', 'altWhdStatement', is('isAltStatement', 'Yes')),
]);

/** Parts III–VIII in the form's order. */
export const intermediaryParts: readonly BlockDef[] = [partIII, partIV, partV, partVI, partVII, partVIII];

/** The withholding statement types a W-8IMY's answers require (the upload question ids), for tests and docs. */
export const WITHHOLDING_STATEMENTS = [
  'simpleWhdStatement',
  'detailedWhdStatement',
  'altWhdStatement',
  'pooledWhdStatement',
] as const;
