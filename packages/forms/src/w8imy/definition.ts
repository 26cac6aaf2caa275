import {
  ftinRules,
  optionsOf,
  textOf,
  usTinRules,
  type Answers,
  type BlockDef,
  type EvalContext,
  type FormDefinition,
  type QuestionDef,
  type RuleDef,
} from '@taxcert/engine';
import { internationalAddressBlock, isOutsideUs, permanentResidenceRules } from '../blocks/address';
import { ch4PartBlocks } from '../blocks/ch4Parts';
import { disregardedEntityBlock } from '../blocks/disregardedEntity';
import { entityTypeBlock } from '../blocks/entityType';
import { taxIdNumbersBlock } from '../blocks/taxIdNumbers';
import { identificationBlock } from '../blocks/identification';
import { w8SignerBlock } from '../blocks/w8Signature';
import { formCatalogue } from '../catalogue';
import { intermediaryParts } from './intermediaryParts';
import type { W8imyRevision } from './revisions';
import { W8IMY_CH3_STATUSES, W8IMY_CH4_PARTS, W8IMY_CH4_STATUSES } from './statuses';
import { W8IMY_HEADER, W8IMY_NOT_FOR, w8imyCertification, w8imyPaper } from './texts';
import { usIndiciaChecks } from '../blocks/usIndicia';

const key = (id: string) => `questionnaire.w8imy.${id}`;

/** Line 10: reference number(s), optional. */
const referenceBlock: BlockDef = {
  id: 'referenceNumbers',
  title: key('referenceNumbers.title'),
  part: 'I',
  questions: [{ id: 'referenceNumbers', line: '10', label: key('line10.label'), widget: 'text' }],
};

/** Line 8's type boxes (w8imy.md Part I). */
export const US_TIN_TYPES = ['QiEin', 'WpEin', 'WtEin', 'Ein'] as const;

/**
 * Line 8's type box the chapter 3 status requires (w8imy-lines.md "Which TIN type on line 8"): the QI-EIN of a QI's
 * agreement (including a QDD), the WP-EIN or WT-EIN the IRS assigns a withholding foreign partnership or trust, each
 * "used only in that capacity"; every other status gives an EIN.
 */
export const US_TIN_TYPE_OF_STATUS: Readonly<Record<string, (typeof US_TIN_TYPES)[number]>> = {
  QualifiedIntermediary: 'QiEin',
  WithholdingForeignPartnership: 'WpEin',
  WithholdingForeignTrust: 'WtEin',
};
const tinTypeOf = (ctx: EvalContext): string =>
  US_TIN_TYPE_OF_STATUS[textOf(ctx.answers.entityType?.ch3Status)] ?? 'Ein';
const TIN_TYPE_MESSAGES: Readonly<Record<string, string>> = {
  QiEin: key('usTinType.qiEinErrorMessage'),
  WpEin: key('usTinType.wpEinErrorMessage'),
  WtEin: key('usTinType.wtEinErrorMessage'),
  Ein: key('usTinType.einErrorMessage'),
};

/**
 * The statuses that must give line 8 (w8imy-lines.md): a QI, a withholding foreign partnership and a withholding
 * foreign trust (the EIN of their agreement), and a territory financial institution or U.S. branch that agrees to be
 * treated as a U.S. person (lines 18b, 19b: "must give its EIN"). For every other status the U.S. TIN is "if required"
 * and optional here.
 */
export const US_TIN_CH3_STATUSES: readonly string[] = Object.keys(US_TIN_TYPE_OF_STATUS);

const usTinRequired = (ctx: EvalContext): boolean =>
  US_TIN_CH3_STATUSES.includes(textOf(ctx.answers.entityType?.ch3Status)) ||
  ['partV', 'partVI'].some((part) => textOf(ctx.answers[part]?.entity) === 'UsPerson');

/**
 * Lines 8–9b: the shared tax identification numbers block (U.S. TIN, GIIN shown and required by the chapter 4
 * status) with line 8's type boxes after the TIN and, from Rev. 2021, line 9b's foreign TIN "if required" (optional,
 * without the W-8BEN-E's "not legally required" box).
 */
function taxIdBlock(revision: W8imyRevision): BlockDef {
  const shared = taxIdNumbersBlock({
    title: key('taxIdNumbers.title'),
    part: 'I',
    foreignTin: false,
    usTinStatuses: [],
    sources: { nonReportingIgaFfi: 'partXIX' },
    lines: { usTin: '8', giin: revision.foreignTin ? '9a' : '9' },
  });
  const usTinType: QuestionDef = {
    id: 'usTinType',
    label: key('usTinType.label'),
    line: '8',
    widget: 'radio',
    props: { options: optionsOf(key('usTinType'), US_TIN_TYPES) },
    visible: (ctx) => textOf(ctx.block.usTin) !== '' || usTinRequired(ctx),
    rules: [
      { kind: 'required', message: key('usTinType.errorMessage') },
      // One rule per type box, each refusing another box while its own is the status's, with its own message.
      ...US_TIN_TYPES.map((type): RuleDef => ({
        kind: 'custom',
        test: (value, ctx) => tinTypeOf(ctx) !== type || textOf(value) === '' || textOf(value) === type,
        message: TIN_TYPE_MESSAGES[type] ?? key('usTinType.errorMessage'),
      })),
    ],
  };
  const questions = shared.questions.flatMap((question): QuestionDef[] => {
    if (question.id !== 'usTin') return [question];
    const usTin: QuestionDef = {
      ...question,
      // Every kind line 8 offers is an EIN (printed 12-3456789).
      props: { ...question.props, identifier: 'ein' },
      rules: (ctx): RuleDef[] => [
        ...(usTinRequired(ctx)
          ? [{ kind: 'required' as const, message: 'questionnaire.usTin.tin.requiredErrorMessage' }]
          : []),
        ...usTinRules('Ein', false),
      ],
    };
    return [usTin, usTinType];
  });
  if (revision.foreignTin) {
    questions.push({
      id: 'ftin',
      line: '9b',
      label: key('ftin.label'),
      widget: 'text',
      props: { identifier: 'ftin' },
      rules: ftinRules(),
    });
  }
  return { ...shared, questions };
}

/** The chapter 4 Parts IX–XXVIII: the shared Part blocks under their lines 22–42 (statuses.ts). */
const ch4Parts = (): BlockDef[] =>
  ch4PartBlocks({ parts: W8IMY_CH4_PARTS, keyPrefix: 'questionnaire.w8imy', dateFormat: 'MM-dd-yyyy' });

/** The status Parts as the revision has them: without the boxes it lacks, with the labels it words otherwise. */
function revisionParts(revision: W8imyRevision): BlockDef[] {
  const without = new Set<string>(revision.without);
  const labels: Readonly<Record<string, string>> = revision.labels;
  return [...intermediaryParts, ...ch4Parts()].map((block) => ({
    ...block,
    questions: block.questions
      .filter((q) => !without.has(`${block.id}.${q.id}`))
      .map((q) => {
        const label = labels[`${block.id}.${q.id}`];
        return label ? { ...q, label } : q;
      }),
  }));
}

const branchStreet = permanentResidenceRules({
  poBox: key('line12.poBoxErrorMessage'),
  inCareOf: key('line12.inCareOfErrorMessage'),
  inUs: key('address.usErrorMessage'),
});
function partIIQuestion(q: QuestionDef): QuestionDef {
  if (q.id === 'type') return { ...q, hint: key('partII.hint') };
  if (q.id === 'giin') return { ...q, label: key('line13.label') };
  if (q.id !== 'address' || !q.items) return q;
  const items = q.items.questions.map((item) => {
    const street = item.id === 'line1' || item.id === 'line2' ? (branchStreet[item.id] ?? []) : [];
    if (street.length === 0) return item;
    const own = item.rules;
    return {
      ...item,
      rules: (ctx: EvalContext): RuleDef[] => [...(typeof own === 'function' ? own(ctx) : (own ?? [])), ...street],
    };
  });
  return { ...q, label: key('line12.label'), items: { ...q.items, questions: items } };
}

/**
 * Part II (lines 11–13): the shared disregarded entity block without its name, which is line 3 of Part I; line 11
 * carries the Part's note (only a disregarded entity with a GIIN or a branch of an FFI outside the FFI's country of
 * residence completes it; never for a QDD's branches).
 */
function partIIBlock(): BlockDef {
  const shared = disregardedEntityBlock({
    title: key('parts.II'),
    part: 'II',
    lines: { type: '11', address: '12', giin: '13' },
  });
  return {
    ...shared,
    titleInPart: true,
    // In the form's order 11 → 12 → 13 (the shared block asks the GIIN before the address), under the form's labels;
    // line 12, like line 6, is never a P.O. box or an in-care-of address (other than a registered address).
    questions: ['type', 'address', 'giin'].flatMap((id) =>
      shared.questions.filter((q) => q.id === id).map((q) => partIIQuestion(q)),
    ),
  };
}

/**
 * A Form W-8IMY revision in the official line order (w8imy-lines.md, w8imy.md): Part I lines 1–2 and line 3 (the
 * disregarded entity's name, a full-width row under them), the chapter 3 status of line 4 (9 boxes) and the chapter 4
 * status of line 5 (26 boxes, the corrected order), the permanent residence address (line 6, outside the US, never a
 * P.O. box or in-care-of address) and mailing address (7), the U.S. TIN with its type tied to the status (8), GIIN
 * (9a) and foreign TIN (9b), the reference number (10); Part II (lines 11–13: the disregarded entity or branch
 * receiving the payment); the Part of III–VIII the chapter 3 status opens (lines 14–21), with the withholding
 * statement it requires as a supporting document (intermediaryParts.ts, qiPart.ts); the Part of IX–XXVIII the chapter
 * 4 status opens (lines 22–42); Part XXIX (certification, signature). The header and the "Do not use this form for"
 * list are data (texts.ts) the apps render.
 * A W-8IMY does not expire (catalogue: validForYears null). Texts and what is unconfirmed: ./texts.ts.
 */
export function w8imyDefinition(revision: W8imyRevision): FormDefinition {
  const { family, signatureSection, dateFormat, revision: printed } = formCatalogue[revision.formType];
  const statusParts = revisionParts(revision);
  return {
    formType: revision.formType,
    family,
    title: key('title'),
    revision: printed,
    header: W8IMY_HEADER,
    notFor: W8IMY_NOT_FOR,
    signatureSection,
    certification: w8imyCertification,
    paper: w8imyPaper(statusParts, { section: signatureSection, capacityToSign: revision.capacityToSign }),
    dateFormat,
    blocks: [
      identificationBlock({
        keyPrefix: 'questionnaire.w8imy',
        more: [{ id: 'disregardedEntity', line: '3', label: key('line3.label'), widget: 'text' }],
      }),
      entityTypeBlock({
        title: key('entityType.title'),
        part: 'I',
        ch3Statuses: W8IMY_CH3_STATUSES,
        ch4Statuses: W8IMY_CH4_STATUSES,
        optionKeys: 'questionnaire.w8imy',
        hybridEntity: false,
        lines: { ch3Status: '4', ch4Status: '5' },
      }),
      internationalAddressBlock({
        id: 'address',
        title: key('address.title'),
        part: 'I',
        line: '6',
        rules: permanentResidenceRules({
          poBox: key('address.poBoxErrorMessage'),
          inCareOf: key('address.inCareOfErrorMessage'),
          inUs: key('address.usErrorMessage'),
        }),
      }),
      internationalAddressBlock({
        id: 'mailingAddress',
        title: key('mailingAddress.title'),
        part: 'I',
        line: '7',
        optional: true,
        linkBlock: 'address',
      }),
      taxIdBlock(revision),
      referenceBlock,
      partIIBlock(),
      ...statusParts,
      w8SignerBlock({
        id: signatureSection,
        title: key('parts.XXIX'),
        part: 'XXIX',
        signer: 'entityOnly',
        dateFormat,
        capacityToSign: revision.capacityToSign,
        statement: 'certification.w8.consent',
      }),
    ],
    parts: ['I', 'II', ...statusParts.map((block) => block.part ?? ''), 'XXIX'].map((id) => ({
      id,
      title: key(`parts.${id}`),
    })),
    // US indicia: a US country of incorporation is refused (Form W-9 instead), the others warn.
    checks: usIndiciaChecks('entity', { incorporation: 'name.country', mailing: 'mailingAddress.country' }),
    lockGroups: {
      customerName: ['name.name'],
      customerAddress: ['address'],
    },
    // A withholding foreign partnership in Germany under its WP agreement (Part VII: no withholding statement), a
    // participating FFI with its GIIN and WP-EIN, signed by an officer. A sample cannot carry an uploaded document.
    sampleAnswers: (current: Answers, signerName: string): Answers => ({
      ...current,
      name: {
        name: 'Example Partners KG',
        ...current.name,
        country: current.name?.country === 'US' || !current.name?.country ? 'DE' : current.name.country,
      },
      entityType: { ch3Status: 'WithholdingForeignPartnership', ch4Status: 'ParticipatingFfi' },
      address:
        current.address?.country && isOutsideUs(current.address.country)
          ? { ...current.address }
          : { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
      taxIdNumbers: { usTin: '981234567', usTinType: 'WpEin', giin: '98Q96B00000LE276' },
      partVII: { agreement: true },
      [signatureSection]: {
        ...current[signatureSection],
        ...(revision.capacityToSign ? { capacityToSign: true } : { capacity: 'Director' }),
        name: signerName,
      },
    }),
  };
}
