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
import { w8imyCertification, w8imyPaper } from './texts';
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
 * ASSUMPTION (ours, from line 8's QI-EIN, WP-EIN and WT-EIN boxes): a QI, a withholding foreign partnership and a
 * withholding foreign trust give the EIN their agreement with the IRS gave them; for every other status the U.S. TIN
 * is "if required" and optional here.
 */
export const US_TIN_CH3_STATUSES: readonly string[] = [
  'QualifiedIntermediary',
  'WithholdingForeignPartnership',
  'WithholdingForeignTrust',
];

const usTinRequired = (ctx: EvalContext): boolean =>
  US_TIN_CH3_STATUSES.includes(textOf(ctx.answers.entityType?.ch3Status));

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
    rules: [{ kind: 'required', message: key('usTinType.errorMessage') }],
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

/** The questions a revision lacks (`blockId.questionId`), read from its traits. */
function absentQuestions(revision: W8imyRevision): string[] {
  return [
    ...(revision.section1446f
      ? []
      : ['partIII.additionalResponsibility2', 'partVIII.isSection1446f', 'partVIII.isModifiedAmount']),
    ...(revision.qsl
      ? []
      : ['partIII.additionalResponsibility3', 'partIII.qslStatement', 'partIV.isQsl', 'partIV.qslStatement']),
    ...(revision.altStatementVerification ? [] : ['partIV.altStatementVerified']),
  ];
}

/** The chapter 4 Parts IX–XXVIII: the shared Part blocks, their boxes without line numbers (statuses.ts). */
const ch4Parts = (): BlockDef[] =>
  ch4PartBlocks({ parts: W8IMY_CH4_PARTS, keyPrefix: 'questionnaire.w8imy', dateFormat: 'MM-dd-yyyy' }).map(
    (block) => ({
      ...block,
      questions: block.questions.map(({ line: _line, ...question }) => question),
    }),
  );

/**
 * A Form W-8IMY revision in the official line order (w8imy.md): Part I lines 1–2, the chapter 3 status of line 4
 * (9 boxes) and the chapter 4 status of line 5 (26 boxes, the corrected order), the permanent residence address
 * (line 6, outside the US, never a P.O. box or in-care-of address) and mailing address (7), the U.S. TIN with its
 * type (8), GIIN (9a) and foreign TIN (9b), the reference number (10); Part II (the disregarded entity or branch
 * receiving the payment: line 3's name with lines 11–13, *line numbers unconfirmed*); the Part of III–VIII the
 * chapter 3 status opens, with the withholding statement it requires as a supporting document
 * (intermediaryParts.ts); the Part of IX–XXVIII the chapter 4 status opens; Part XXIX (certification, signature).
 * A W-8IMY does not expire (catalogue: validForYears null). Texts and what is unconfirmed: ./texts.ts.
 */
export function w8imyDefinition(revision: W8imyRevision): FormDefinition {
  const { family, signatureSection, dateFormat } = formCatalogue[revision.formType];
  const absent = new Set(absentQuestions(revision));
  const statusParts = [...intermediaryParts, ...ch4Parts()].map((block) => ({
    ...block,
    questions: block.questions.filter((q) => !absent.has(`${block.id}.${q.id}`)),
  }));
  return {
    formType: revision.formType,
    family,
    title: key('title'),
    revision: revision.revision,
    signatureSection,
    certification: w8imyCertification,
    paper: w8imyPaper(statusParts, { section: signatureSection, capacityToSign: revision.capacityToSign }),
    dateFormat,
    blocks: [
      identificationBlock({ keyPrefix: 'questionnaire.w8imy' }),
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
      {
        ...disregardedEntityBlock({
          title: key('parts.II'),
          part: 'II',
          lines: { name: '3', type: '11', address: '12', giin: '13' },
        }),
        titleInPart: true,
      },
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
    // US indicia (issue 21 item 6): a US country of incorporation is refused (Form W-9 instead), the others warn.
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
