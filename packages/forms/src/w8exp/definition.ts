import {
  ftinRules,
  isBlank,
  isTicked,
  textOf,
  type Answers,
  type AnswerValue,
  type BlockDef,
  type EvalContext,
  type FormDefinition,
  type QuestionDef,
  type RuleDef,
} from '@taxcert/engine';
import { internationalAddressBlock, isOutsideUs } from '../blocks/address';
import { identificationBlock } from '../blocks/identification';
import { w8SignerBlock } from '../blocks/w8Signature';
import { ch4PartBlock, ch4PartBlockId, ch4PartOf, type Ch4PartSpec } from '../blocks/ch4Parts';
import { taxIdNumbersBlock } from '../blocks/taxIdNumbers';
import { formCatalogue } from '../catalogue';
import { W8EXP_CH4_STATUSES, type W8expRevision } from './revisions';
import { w8exp2017Certification, w8exp2023Certification, w8expHeader, w8expNotFor, w8expPaper } from './texts';
import {
  WQH,
  line15Block,
  withBeneficiaries,
  withCommercialActivities,
  withholdingQualifiedHolderBox,
} from './lines2023';
import { usIndiciaChecks } from '../blocks/usIndicia';

const key = (id: string) => `questionnaire.w8exp.${id}`;

/** The shared status Parts' messages name W-8BEN-E's line 5; the W-8EXP's statuses stand on lines 3 and 4. */
const OWN_MESSAGES: Readonly<Record<string, string>> = {
  'questionnaire.ch4Part.box.errorMessage': key('box.errorMessage'),
  'questionnaire.ch4Part.choice.errorMessage': key('choice.errorMessage'),
  'questionnaire.ch4Part.name.errorMessage': key('name.errorMessage'),
};
const ownRules = (rules: QuestionDef['rules']): QuestionDef['rules'] =>
  Array.isArray(rules)
    ? rules.map((rule) => ({ ...rule, message: OWN_MESSAGES[rule.message] ?? rule.message }))
    : rules;

/** One line of Part II or III as a block of its Part, opened by its status (the shared status-Part builder). */
function statusLine(spec: Ch4PartSpec, part: 'II' | 'III', keyPrefix: string): BlockDef {
  const block = ch4PartBlock(spec, { parts: [spec], keyPrefix, dateFormat: 'MM-dd-yyyy', entityType: 'entityType' });
  return {
    ...block,
    part,
    title: key(part === 'II' ? 'part2.title' : 'part3.title'),
    questions: block.questions.map((q) => ({ ...q, rules: ownRules(q.rules) })),
  };
}

/**
 * Lines 3 (chapter 3 status, one box, required) and 4 (chapter 4 status, "if required": optional). Rev. 2023's line 3
 * adds the withholding-qualified-holder box, ticked alone or with one other status: the status is then optional, and
 * offered as a list that can be emptied again (a radio choice cannot be taken back).
 */
function statusBlock(revision: W8expRevision): BlockDef {
  const ch3 = revision.ch3Statuses;
  const ch3Label = (value: string) =>
    value === 'TerritoryGovernment' ? `${revision.keyPrefix}.line3.option.${value}` : key(`line3.option.${value}`);
  const within = (values: readonly string[]) => (value: AnswerValue) =>
    isBlank(value) || values.includes(textOf(value));
  return {
    // The spec's entity type block id (ch3Status, ch4Status): the pre-qualifying questionnaire carries the exempt
    // status there, in the values of line 3.
    id: 'entityType',
    title: key('status.title'),
    part: 'I',
    questions: [
      {
        id: 'ch3Status',
        line: '3',
        label: revision.withholdingQualifiedHolder ? `${revision.keyPrefix}.line3.label` : key('line3.label'),
        widget: revision.withholdingQualifiedHolder ? 'select' : 'radio',
        props: { options: ch3.map((value) => ({ value, label: ch3Label(value) })) },
        rules: revision.withholdingQualifiedHolder
          ? (ctx): RuleDef[] => [
              ...(isTicked(ctx.block[WQH])
                ? []
                : [{ kind: 'required' as const, message: `${revision.keyPrefix}.line3.errorMessage` }]),
              { kind: 'custom', test: within(ch3), message: key('line3.errorMessage') },
            ]
          : [
              { kind: 'required', message: key('line3.errorMessage') },
              { kind: 'custom', test: within(ch3), message: key('line3.errorMessage') },
            ],
      },
      ...(revision.withholdingQualifiedHolder ? [withholdingQualifiedHolderBox] : []),
      {
        id: 'ch4Status',
        line: '4',
        label: key('line4.label'),
        widget: 'select',
        props: { options: W8EXP_CH4_STATUSES.map((value) => ({ value, label: key(`line4.option.${value}`) })) },
        rules: [{ kind: 'custom', test: within(W8EXP_CH4_STATUSES), message: key('line4.errorMessage') }],
      },
    ],
  };
}

const ch3Of = (ctx: EvalContext): string => textOf(ctx.answers.entityType?.ch3Status);
const EXEMPT_ORGANIZATIONS = ['TaxExemptOrganization', 'PrivateFoundation'];
/** Line 13c or 13d: a private foundation is described in section 509 (13d); a tax-exempt organization that is not (13c). */
const section509Choices = (ctx: EvalContext): string[] => (ch3Of(ctx) === 'PrivateFoundation' ? ['13d'] : ['13c']);

/**
 * Line 13, a foreign tax-exempt organization or private foundation: 13a an IRS determination letter (its date) or 13b
 * an opinion of U.S. counsel — one of them; then, for a section 501(c)(3) organization, 13c (not a private foundation)
 * or 13d (a private foundation). A private foundation ticks "Foreign private foundation" on line 3 (reference), so it
 * must tick 13d, and a tax-exempt organization may tick 13c only.
 */
function line13Block(keyPrefix: string): BlockDef {
  const k = (id: string) => `${keyPrefix}.part13.${id}`;
  const rule509: RuleDef = {
    kind: 'custom',
    test: (value, ctx) => isBlank(value) || section509Choices(ctx).includes(textOf(value)),
    message: key('part13.section509.errorMessage'),
  };
  return {
    id: 'part13',
    title: key('part2.title'),
    titleInPart: true,
    part: 'II',
    visible: (ctx) => EXEMPT_ORGANIZATIONS.includes(ch3Of(ctx)),
    questions: [
      {
        id: 'basis',
        line: '13a, 13b',
        label: k('basis.label'),
        widget: 'radio',
        props: { options: ['13a', '13b'].map((value) => ({ value, label: k(`basis.option.${value}`) })) },
        rules: [{ kind: 'required', message: key('choice.errorMessage') }],
      },
      {
        id: 'letterDate',
        line: '13a',
        label: k('letterDate.label'),
        widget: 'date',
        props: { format: 'MM-dd-yyyy' },
        visible: (ctx) => ctx.block.basis === '13a',
        rules: [
          { kind: 'required', message: key('part13.letterDate.errorMessage') },
          { kind: 'dateFormat', format: 'MM-dd-yyyy', message: key('part13.letterDate.formatErrorMessage') },
          {
            kind: 'dateWindow',
            format: 'MM-dd-yyyy',
            maxDaysAgo: 0,
            message: key('part13.letterDate.futureErrorMessage'),
          },
        ],
      },
      {
        id: 'section509',
        line: '13c, 13d',
        label: k('section509.label'),
        widget: 'radio',
        props: { options: ['13c', '13d'].map((value) => ({ value, label: k(`section509.option.${value}`) })) },
        availableOptions: section509Choices,
        rules: (ctx): RuleDef[] => [
          ...(ch3Of(ctx) === 'PrivateFoundation'
            ? [{ kind: 'required' as const, message: key('part13.section509.errorMessage') }]
            : []),
          rule509,
        ],
      },
    ],
  };
}

/**
 * A Form W-8EXP revision in the official line order (reference w8eci-w8exp-lines.md, w8eci-w8exp.md): Part I lines
 * 1–2, the chapter 3 and 4 statuses (3 — with Rev. 2023's withholding-qualified-holder box — and 4), the permanent
 * address (5) and mailing address (6), the U.S. TIN if required (7), the GIIN (8a: shown and required by the chapter 4
 * status as on the W-8BEN-E) and foreign TIN (8b), reference numbers (9); Part II, the line the chapter 3 status
 * opens (10–14; Rev. 2023's 10d/10e) and Rev. 2023's line 15 for a withholding qualified holder; Part III, the line
 * the chapter 4 status opens (July 2017: 15–22; 2023: 16–23, line 19 with (a)/(b)), the nonreporting IGA FFI's with
 * the IGA country and subclassification of the reference data (config/igasubclassifications); Part IV, certification
 * and signature of the authorized official (`part4`). The header and "Do not use this form for" list are data
 * (texts.ts), rendered by the apps.
 * Line 5: the reference allows a P.O. box or in-care-of address that is a registered address, so the W-8BEN's rule
 * against them does not apply. Texts: ./texts.ts (*unconfirmed wording*).
 */
export function w8expDefinition(revision: W8expRevision): FormDefinition {
  const { family, signatureSection, dateFormat, revision: printed } = formCatalogue[revision.formType];
  const iga = revision.part3.find((spec) => spec.iga === true);
  const taxIds = taxIdNumbersBlock({
    title: key('taxIdNumbers.title'),
    part: 'I',
    foreignTin: false,
    usTinStatuses: [],
    sources: { entityType: 'entityType', ...(iga ? { nonReportingIgaFfi: ch4PartBlockId(iga.part) } : {}) },
    lines: { usTin: '7', giin: '8a' },
  });
  const ftin: QuestionDef = {
    id: 'ftin',
    line: '8b',
    label: 'questionnaire.foreignTin.tin.label',
    widget: 'text',
    props: { identifier: 'ftin' },
    rules: ftinRules(),
  };
  const prefix = revision.keyPrefix;
  const part2Blocks = revision.part2.map((spec) => {
    const block = statusLine(spec, 'II', prefix);
    return spec.part === '10' && revision.line10CommercialActivities ? withCommercialActivities(block, prefix) : block;
  });
  // Lines 10–15 in order: line 13 (its own block) before line 14; Rev. 2023's line 15 last.
  const beforeLine14 = part2Blocks.filter((b) => b.id !== 'part14');
  const line14 = part2Blocks.filter((b) => b.id === 'part14');
  const line15 = revision.withholdingQualifiedHolder ? [line15Block(prefix, key('part2.title'))] : [];
  const part3Blocks = revision.part3.map((spec) => {
    const block = statusLine(spec, 'III', prefix);
    return spec.status === 'ExemptRetirementPlans' && revision.retirementPlanBeneficiaries
      ? withBeneficiaries(block, prefix, spec.part)
      : block;
  });
  const edition = revision.withholdingQualifiedHolder ? '2023' : '2017';
  return {
    formType: revision.formType,
    family,
    title: key('title'),
    revision: printed,
    header: w8expHeader(edition),
    notFor: w8expNotFor(edition),
    signatureSection,
    certification: revision.withholdingQualifiedHolder ? w8exp2023Certification : w8exp2017Certification,
    paper: w8expPaper(revision.capacityToSign),
    dateFormat,
    blocks: [
      identificationBlock({ keyPrefix: 'questionnaire.w8exp' }),
      statusBlock(revision),
      internationalAddressBlock({ id: 'address', title: key('address.title'), part: 'I', line: '5' }),
      internationalAddressBlock({
        id: 'mailingAddress',
        title: key('mailingAddress.title'),
        part: 'I',
        line: '6',
        optional: true,
        linkBlock: 'address',
      }),
      { ...taxIds, questions: [...taxIds.questions, ftin] },
      {
        id: 'referenceNumbers',
        title: key('referenceNumbers.title'),
        part: 'I',
        questions: [{ id: 'referenceNumbers', line: '9', label: key('line9.label'), widget: 'text' }],
      },
      ...beforeLine14,
      line13Block(prefix),
      ...line14,
      ...line15,
      ...part3Blocks,
      w8SignerBlock({
        id: signatureSection,
        title: key('part4.title'),
        part: 'IV',
        signer: 'entityOnly',
        dateFormat,
        capacityToSign: revision.capacityToSign,
        statement: revision.withholdingQualifiedHolder
          ? 'certification.w8exp_2023.consent'
          : 'certification.w8exp.consent',
      }),
    ],
    // Part headings (fixtures/languages/<locale>/renderer.json), as the W-8BEN's.
    parts: ['I', 'II', 'III', 'IV'].map((id) => ({ id, title: key(`parts.${id}`) })),
    // US indicia: a US country of incorporation is refused (Form W-9 instead), the others warn.
    checks: usIndiciaChecks('entity', {
      incorporation: 'name.country',
      residence: 'address.country',
      mailing: 'mailingAddress.country',
    }),
    lockGroups: { customerName: ['name.name'], customerAddress: ['address'] },
    // A foreign central bank of issue not wholly owned by its sovereign (line 12), chapter 4 status foreign
    // government / central bank (its Part III line), signed by an official.
    sampleAnswers: (current: Answers, signerName: string): Answers => {
      const centralBank = ch4PartOf(revision.part3, 'ForeignGovernment');
      return {
        ...current,
        name: {
          name: 'Example Central Bank',
          ...current.name,
          country: current.name?.country === 'US' || !current.name?.country ? 'CH' : current.name.country,
        },
        entityType: { ch3Status: 'CentralBankOfIssue', ch4Status: 'ForeignGovernment' },
        address:
          current.address?.country && isOutsideUs(current.address.country)
            ? { ...current.address }
            : { line1: 'Börsenstrasse 15', line3: 'Zürich', postalCode: '8001', country: 'CH' },
        part12: { box12: true },
        ...(centralBank ? { [ch4PartBlockId(centralBank.part)]: { [`box${centralBank.all?.[0] ?? ''}`]: true } } : {}),
        [signatureSection]: {
          ...current[signatureSection],
          ...(revision.capacityToSign ? { capacityToSign: true } : { capacity: 'Authorised Officer' }),
          name: signerName,
        },
      };
    },
  };
}
