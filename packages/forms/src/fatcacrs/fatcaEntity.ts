import {
  giinQuestion,
  isBlank,
  optionsOf,
  textOf,
  usTinRules,
  yesNoOptions,
  type BlockDef,
  type EvalContext,
  type QuestionDef,
} from '@taxcert/engine';
import { IGA_MODELS, igaModelOf, nonReportingIgaFfiBlock } from '../blocks/nonReportingIgaFfi';
import { W9_FATCA_CODES } from '../blocks/fatcaCodes';
import { FATCA_ENTITY_STATUSES, OWN_GIIN_STATUSES, SPONSORED_STATUSES } from './fatcaStatuses';

const key = (field: string, suffix: string) => `questionnaire.fatcaEntity.${field}.${suffix}`;
const required = (field: string) => [{ kind: 'required' as const, message: key(field, 'errorMessage') }];
const status = (ctx: EvalContext): string =>
  ctx.block.isUsPerson === 'No' && typeof ctx.block.status === 'string' ? ctx.block.status : '';
const usPerson = (ctx: EvalContext): boolean => ctx.block.isUsPerson === 'Yes';
const einAppliedFor = (ctx: EvalContext): boolean => ctx.block.einAppliedFor === 'Yes';

/** True when the entity's FATCA answers make it a passive NFFE (its controlling persons are asked then). */
export const isPassiveNffe = (answers: EvalContext['answers'], blockId = 'fatcaEntity'): boolean =>
  answers[blockId]?.isUsPerson === 'No' && answers[blockId]?.status === 'PassiveNffe';

/** The two IGA models a nonreporting IGA FFI names (the reference data's Model 1A and 1B are both Model 1). */
export const IGA_MODEL_ANSWERS = ['Model1', 'Model2'] as const;

/** The IGA model of a country as this form's answer; undefined for a country without an IGA or unknown. */
export function igaModelAnswer(ctx: EvalContext, country: string): string | undefined {
  const model = igaModelOf(ctx.reference, country);
  if (model === IGA_MODELS.Model1AIga || model === IGA_MODELS.Model1BIga) return 'Model1';
  if (model === IGA_MODELS.Model2Iga) return 'Model2';
  return undefined;
}

/** The subclassification with its own status on this form (fatca-crs-lines.md §2). */
const TRUSTEE_DOCUMENTED = 'trustee-documented-trust';

/**
 * The subclassifications of the fixture reference data (`igaSubClassificationsCombos`, Annex II categories as the
 * reference data lists them) with a label of ours in every language, so the screen and the PDF print words, not the
 * slugs. The list is the institution's: a slug it adds that is not here is not offered until it gets a label here.
 */
export const IGA_SUBCLASSIFICATIONS = [
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
  'sponsored-investment-entity-cfc',
  'sponsored-closely-held-investment-vehicle',
  'investment-advisors-and-managers',
  'collective-investment-vehicle',
  'exempt-collective-investment-vehicle',
] as const;

/**
 * The nonreporting IGA FFI's questions (the shared W-8BEN-E Part XII block's: an IGA country of the reference data,
 * the subclassification of the country's model, the sponsor of a sponsored one) with the IGA model added after the
 * country, asked only for that status. The trustee-documented trust is a status of its own here, so it is not
 * offered as a subclassification.
 */
function igaQuestions(): QuestionDef[] {
  const shared = nonReportingIgaFfiBlock({ title: '' }).questions;
  const isIga = (ctx: EvalContext) => status(ctx) === 'NonReportingIgaFfi';
  const modelOf = (ctx: EvalContext) => igaModelAnswer(ctx, textOf(ctx.block.country));
  const model: QuestionDef = {
    id: 'igaModel',
    label: key('igaModel', 'label'),
    widget: 'radio',
    props: { options: optionsOf('questionnaire.fatcaEntity.igaModel', IGA_MODEL_ANSWERS) },
    visible: (ctx) => isIga(ctx) && !isBlank(ctx.block.country),
    availableOptions: (ctx) => {
      const known = modelOf(ctx);
      return known === undefined ? undefined : [known];
    },
    rules: [
      ...required('igaModel'),
      {
        kind: 'custom',
        test: (value, ctx) => isBlank(value) || modelOf(ctx) === undefined || textOf(value) === modelOf(ctx),
        message: key('igaModel', 'countryErrorMessage'),
      },
    ],
  };
  const own = (question: QuestionDef): QuestionDef => {
    const visible = question.visible;
    const shown = (ctx: EvalContext) => isIga(ctx) && (typeof visible === 'function' ? visible(ctx) : true);
    if (question.id === 'country')
      return {
        ...question,
        label: key('igaCountry', 'label'),
        visible: shown,
        clearsOnChange: ['igaModel', 'igaSubclassification'],
      };
    if (question.id !== 'igaSubclassification') return { ...question, visible: shown };
    const offered = (ctx: EvalContext) =>
      question.availableOptions?.(ctx)?.filter((value) => value !== TRUSTEE_DOCUMENTED);
    return {
      ...question,
      label: key('igaSubclassification', 'label'),
      props: { options: optionsOf('questionnaire.fatcaEntity.igaSubclassification', IGA_SUBCLASSIFICATIONS) },
      visible: shown,
      availableOptions: offered,
      // The shared block's "one of the options" rule, held to the options offered here.
      rules: [
        { kind: 'required', message: 'questionnaire.nonReportingIgaFfi.igaSubclassification.errorMessage' },
        {
          kind: 'custom',
          test: (value, ctx) => {
            const options = offered(ctx);
            return isBlank(value) || options === undefined || options.includes(textOf(value));
          },
          message: 'questionnaire.nonReportingIgaFfi.igaSubclassification.errorMessage',
        },
      ],
    };
  };
  const [country, ...rest] = shared.map(own);
  return [country!, model, ...rest];
}

/** Every answer that depends on the status (cleared when the status changes). */
const STATUS_DEPENDENT = [
  'giin',
  'sponsorName',
  'sponsorGiin',
  'trusteeName',
  'trusteeGiin',
  'trusteeIsUs',
  'country',
  'igaModel',
  'igaSubclassification',
  'sponsorTrusteeName',
  'isUSTrustee',
];

export interface FatcaEntityBlockOptions {
  id?: string;
  title: string;
  part?: string;
}

/**
 * The FATCA part of a combined entity form (fatca-crs-lines.md §1–§2):
 * - the US-person test (created or organised in the United States or under US law, a US estate, a domestic trust);
 * - a US person: a specified US person, or not one because it falls in one of the 13 excluded categories (the W-9's
 *   FATCA exemption codes A–M); its EIN (printed NN-NNNNNNN by the identifier module), unless applied for;
 * - any other entity: its FATCA status, with its own GIIN where the status has one, the sponsoring entity's name
 *   and GIIN for a sponsored status, the trustee's name, GIIN and US or foreign for a trustee-documented trust, and
 *   for a nonreporting IGA FFI the IGA country (only countries with an IGA in the reference data), model and
 *   subclassification.
 * Each shown question is required.
 */
export function fatcaEntityBlock(options: FatcaEntityBlockOptions): BlockDef {
  const shownFor = (statuses: ReadonlySet<string>) => (ctx: EvalContext) => statuses.has(status(ctx));
  const trustee = (ctx: EvalContext) => status(ctx) === 'TrusteeDocumentedTrust';
  const block: BlockDef = {
    id: options.id ?? 'fatcaEntity',
    title: options.title,
    questions: [
      {
        id: 'isUsPerson',
        label: key('isUsPerson', 'label'),
        hint: key('isUsPerson', 'hint'),
        widget: 'radio',
        props: { options: yesNoOptions },
        clearsOnChange: ['usClassification', 'exclusion', 'usTin', 'status', ...STATUS_DEPENDENT],
        resetsOnChange: { einAppliedFor: 'No' },
        rules: required('isUsPerson'),
      },
      {
        id: 'usClassification',
        label: key('usClassification', 'label'),
        widget: 'radio',
        props: { options: optionsOf('questionnaire.fatcaEntity.usClassification', ['Specified', 'NotSpecified']) },
        visible: usPerson,
        clearsOnChange: ['exclusion'],
        rules: required('usClassification'),
      },
      {
        id: 'exclusion',
        label: key('exclusion', 'label'),
        widget: 'select',
        props: {
          options: W9_FATCA_CODES.map((code) => ({
            value: code,
            label: `questionnaire.exemptions.fatcaCode.option.${code}`,
          })),
        },
        visible: (ctx) => usPerson(ctx) && ctx.block.usClassification === 'NotSpecified',
        rules: required('exclusion'),
      },
      {
        id: 'usTin',
        label: key('usTin', 'label'),
        widget: 'tin',
        props: { length: 9, identifier: 'ein' },
        visible: usPerson,
        disabled: einAppliedFor,
        rules: (ctx) => (einAppliedFor(ctx) ? [] : usTinRules('Ein', true)),
      },
      {
        id: 'einAppliedFor',
        label: key('einAppliedFor', 'label'),
        widget: 'radio',
        default: 'No',
        props: { options: yesNoOptions },
        visible: usPerson,
        clearsOnChange: ['usTin'],
      },
      {
        id: 'status',
        label: key('status', 'label'),
        widget: 'select',
        props: { options: optionsOf('questionnaire.fatcaEntity.status', FATCA_ENTITY_STATUSES) },
        visible: (ctx) => ctx.block.isUsPerson === 'No',
        clearsOnChange: STATUS_DEPENDENT,
        rules: required('status'),
      },
      { ...giinQuestion('giin'), label: key('giin', 'label'), visible: shownFor(OWN_GIIN_STATUSES) },
      {
        id: 'sponsorName',
        label: key('sponsorName', 'label'),
        widget: 'text',
        visible: shownFor(SPONSORED_STATUSES),
        rules: required('sponsorName'),
      },
      { ...giinQuestion('sponsorGiin'), label: key('sponsorGiin', 'label'), visible: shownFor(SPONSORED_STATUSES) },
      {
        id: 'trusteeName',
        label: key('trusteeName', 'label'),
        widget: 'text',
        visible: trustee,
        rules: required('trusteeName'),
      },
      { ...giinQuestion('trusteeGiin'), label: key('trusteeGiin', 'label'), visible: trustee },
      {
        id: 'trusteeIsUs',
        label: key('trusteeIsUs', 'label'),
        widget: 'radio',
        props: {
          options: [
            { value: 'Yes', label: 'questionnaire.nonReportingIgaFfi.isUSTrustee.option.Yes' },
            { value: 'No', label: 'questionnaire.nonReportingIgaFfi.isUSTrustee.option.No' },
          ],
        },
        visible: trustee,
        rules: required('trusteeIsUs'),
      },
      ...igaQuestions(),
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
