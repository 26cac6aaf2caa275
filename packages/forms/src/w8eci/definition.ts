import {
  ftinRules,
  birthDetailsBlock,
  foreignTinBlock,
  optionsOf,
  textOf,
  usTinBlock,
  usTinRules,
  type Answers,
  type BlockDef,
  type FormDefinition,
  type QuestionDef,
} from '@taxcert/engine';
import { internationalAddressBlock, isNotInCareOf, isNotPoBox } from '../blocks/address';
import { identificationBlock } from '../blocks/identification';
import { w8SignerBlock } from '../blocks/w8Signature';
import { formCatalogue } from '../catalogue';
import type { W8eciRevision } from './revisions';
import { w8eciCertification, w8eciHeader, w8eciNotFor, w8eciPaper } from './texts';
import { usIndiciaChecks } from '../blocks/usIndicia';

const key = (id: string) => `questionnaire.w8eci.${id}`;

/** A U.S. ZIP code: five digits, or ZIP+4. */
export const US_ZIP = /^\d{5}(?:-\d{4})?$/;

/** Lines 1–3: the beneficial owner, its country of incorporation or organization (or residence), the disregarded entity. */
const identification = identificationBlock({
  keyPrefix: 'questionnaire.w8eci',
  more: [{ id: 'disregardedEntity', line: '3', label: key('line3.label'), widget: 'text' }],
});

/** Line 4: the chapter 3 status (entity type), one box of the revision's list. */
function statusBlock(statuses: readonly string[]): BlockDef {
  return {
    // The spec's entity type block id (its ch3Status), where the pre-qualifying questionnaire carries a status.
    id: 'entityType',
    title: key('status.title'),
    part: 'I',
    questions: [
      {
        id: 'ch3Status',
        line: '4',
        label: key('line4.label'),
        widget: 'select',
        props: { options: optionsOf('questionnaire.entityType.ch3Status', statuses) },
        rules: [
          { kind: 'required', message: 'questionnaire.entityType.ch3Status.errorMessage' },
          {
            kind: 'custom',
            test: (value) => value === undefined || value === '' || statuses.includes(textOf(value)),
            message: 'questionnaire.entityType.ch3Status.errorMessage',
          },
        ],
      },
    ],
  };
}

/** A street line that is neither a P.O. box nor an in-care-of address (lines 5 and 6), each with its own message. */
const streetRules = (line: '5' | '6') => {
  const prefix = line === '5' ? key('address') : key('usAddress');
  return [
    { kind: 'custom' as const, test: isNotPoBox, message: `${prefix}.poBoxErrorMessage` },
    { kind: 'custom' as const, test: isNotInCareOf, message: `${prefix}.inCareOfErrorMessage` },
  ];
};

/**
 * Line 6: the business address in the United States — street (never a P.O. box or in-care-of address, as line 5),
 * then city or town, state and ZIP code; all required.
 */
const usAddressBlock: BlockDef = {
  id: 'usAddress',
  title: key('line6.title'),
  part: 'I',
  questions: [
    {
      id: 'line1',
      line: '6',
      label: 'questionnaire.address.line1.label',
      widget: 'text',
      rules: [{ kind: 'required', message: 'questionnaire.address.1.errorMessage' }, ...streetRules('6')],
    },
    { id: 'line2', line: '6', label: 'questionnaire.address.line2.label', widget: 'text', rules: streetRules('6') },
    {
      id: 'line3',
      line: '6',
      label: 'questionnaire.address.line3.label',
      widget: 'text',
      rules: [{ kind: 'required', message: key('usAddress.cityErrorMessage') }],
    },
    {
      id: 'line4',
      line: '6',
      label: 'questionnaire.address.line4.label',
      widget: 'text',
      rules: [{ kind: 'required', message: key('usAddress.stateErrorMessage') }],
    },
    {
      id: 'postalCode',
      line: '6',
      label: 'questionnaire.address.postalCode.label',
      widget: 'text',
      rules: [
        { kind: 'required', message: key('usAddress.zipErrorMessage') },
        { kind: 'pattern', pattern: US_ZIP, message: key('usAddress.zipFormatErrorMessage') },
      ],
    },
  ],
};

/**
 * Line 7: the U.S. TIN, required — the SSN or ITIN box, or the EIN box. The form has no "applied for": the block
 * has no such question, and the TIN's rules never depend on one (an API client's `appliedFor` cannot drop them).
 */
function usTinLine7(): BlockDef {
  const block = usTinBlock({
    title: key('usTin.title'),
    part: 'I',
    line: '7',
    tinTypes: ['Ssn', 'Ein'],
    appliedFor: false,
    required: true,
  });
  return {
    ...block,
    questions: block.questions
      .filter((q) => q.id !== 'appliedFor')
      .map((q) =>
        q.id === 'tin'
          ? {
              ...q,
              disabled: false,
              rules: (ctx) => usTinRules(ctx.block.tinType === 'Ein' ? 'Ein' : 'Ssn', true),
            }
          : q,
      ),
  };
}

/** Line 8 of the earlier revision: the foreign TIN alone, optional (no "not legally required" box to excuse it). */
const foreignTinLine8: BlockDef = {
  id: 'foreignTin',
  title: key('foreignTin.title'),
  part: 'I',
  questions: [
    {
      id: 'tin',
      line: '8',
      label: 'questionnaire.foreignTin.tin.label',
      widget: 'text',
      props: { identifier: 'ftin' },
      rules: ftinRules(),
    },
  ],
};

const line11: QuestionDef = {
  id: 'items',
  line: '11',
  label: key('line11.label'),
  widget: 'textarea',
  rules: [
    { kind: 'required', message: key('line11.errorMessage') },
    { kind: 'maxLength', max: 1000, message: key('line11.lengthErrorMessage') },
  ],
};

const isIndividual = (answers: Answers): boolean => answers.entityType?.ch3Status === 'Individual';

/**
 * A Form W-8ECI revision in the official line order (reference w8eci-w8exp.md): Part I lines 1–3, the chapter 3 status
 * (line 4), the permanent residence address (5, never a P.O. box or in-care-of address), the business address in the
 * United States (6, required), the U.S. TIN (7, required: SSN or ITIN, or EIN; never "applied for"), the foreign TIN
 * (8, or 8a with 8b "FTIN not legally required" in Rev. 2021), reference numbers (9), the date of birth of an
 * individual (10), the items of effectively connected income (11), the securities dealer's box (12, Rev. 2021);
 * Part II, the certification and signature (`part2`). The form has no chapter 4 status and no treaty Part: ECI is not
 * a withholdable payment (w8eci-w8exp-lines.md). The header and the "Do not use this form if" list are data
 * (texts.ts), rendered by the apps. Texts: ./texts.ts (the certification and line 12 are *our wording*).
 */
export function w8eciDefinition(revision: W8eciRevision): FormDefinition {
  const { family, signatureSection, dateFormat, revision: printed } = formCatalogue[revision.formType];
  const blocks: BlockDef[] = [
    identification,
    statusBlock(revision.ch3Statuses),
    internationalAddressBlock({
      id: 'address',
      title: key('address.title'),
      part: 'I',
      line: '5',
      rules: { line1: streetRules('5'), line2: streetRules('5') },
    }),
    usAddressBlock,
    usTinLine7(),
    revision.ftinNotRequired
      ? foreignTinBlock({ title: key('foreignTin.title'), part: 'I', lines: { tin: '8a', notRequired: '8b' } })
      : foreignTinLine8,
    {
      id: 'referenceNumbers',
      title: key('referenceNumbers.title'),
      part: 'I',
      questions: [{ id: 'referenceNumbers', line: '9', label: key('line9.label'), widget: 'text' }],
    },
    // Line 10 is for individuals (reference): shown, and required, only for the Individual box of line 4.
    {
      ...birthDetailsBlock({ title: key('birthDetails.title'), part: 'I', dateFormat: 'MM-dd-yyyy', line: '10' }),
      visible: (ctx) => isIndividual(ctx.answers),
    },
    { id: 'income', title: key('income.title'), part: 'I', questions: [line11] },
  ];
  if (revision.dealerLine12) {
    blocks.push({
      id: 'securitiesDealer',
      title: key('securitiesDealer.title'),
      part: 'I',
      // Line 12's statement certifies three things at once (texts.ts): dealer in securities, transferor of a PTP
      // interest claiming the exception of Regulations section 1.1446(f)-4(b)(6), gain effectively connected without
      // regard to section 864(c)(8). Optional: only a dealer transferring a PTP interest ticks it.
      questions: [{ id: 'isDealer', line: '12', label: key('line12.statement'), widget: 'checkbox', default: false }],
    });
  }
  blocks.push(
    w8SignerBlock({
      id: signatureSection,
      title: key('part2.title'),
      part: 'II',
      signer: 'both',
      dateFormat,
      capacityToSign: revision.capacityToSign,
      statement: 'certification.w8eci.consentEci',
    }),
  );
  return {
    formType: revision.formType,
    family,
    title: key('title'),
    revision: printed,
    header: w8eciHeader,
    notFor: w8eciNotFor,
    signatureSection,
    certification: w8eciCertification,
    paper: w8eciPaper(revision.capacityToSign),
    dateFormat,
    blocks,
    // Part headings (fixtures/languages/<locale>/renderer.json), as the W-8BEN's.
    parts: ['I', 'II'].map((id) => ({ id, title: key(`parts.${id}`) })),
    // US indicia: a US country of incorporation is refused (Form W-9 instead), the others warn.
    checks: usIndiciaChecks('entity', { incorporation: 'name.country' }),
    lockGroups: { customerName: ['name.name'], customerAddress: ['address'] },
    // A German company with rental income from a building it runs in New York, its EIN and German TIN, signed by a director.
    sampleAnswers: (current: Answers, signerName: string): Answers => ({
      ...current,
      name: {
        name: 'Example GmbH',
        ...current.name,
        country: current.name?.country === 'US' || !current.name?.country ? 'DE' : current.name.country,
      },
      entityType: { ch3Status: 'Corporation' },
      address:
        current.address?.country && current.address.country !== 'US'
          ? { ...current.address }
          : { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
      usAddress: { line1: '350 Fifth Avenue', line3: 'New York', line4: 'NY', postalCode: '10118' },
      usTin: { tinType: 'Ein', tin: '271234568' },
      foreignTin: { tin: 'DE123456789', ...(revision.ftinNotRequired ? { notRequired: false } : {}) },
      income: {
        items: 'Rents from the office building at 350 Fifth Avenue, New York, operated as a U.S. trade or business',
      },
      [signatureSection]: {
        ...current[signatureSection],
        ...(revision.capacityToSign ? { capacityToSign: true } : { capacity: 'Director' }),
        name: signerName,
      },
    }),
  };
}
