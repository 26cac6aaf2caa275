import {
  isBlank,
  optionsOf,
  textOf,
  yesNoOptions,
  type AnswerValue,
  type BlockDef,
  type EvalContext,
  type MessageValue,
  type Option,
  type QuestionDef,
  type ReferenceData,
} from '@taxcert/engine';
import { CH4_STATUS_FINDER, withHints } from './statusFinder';

/** W-8BEN-E line 4, chapter 3 status (w8bene.md), in the form's order. */
export const CH3_STATUSES = [
  'Corporation',
  'Partnership',
  'SimpleTrust',
  'TaxExemptOrganization',
  'ComplexTrust',
  'ForeignGovernmentControlledEntity',
  'CentralBankOfIssue',
  'PrivateFoundation',
  'Estate',
  'ForeignGovernmentIntegralPart',
  'GrantorTrust',
  'DisregardedEntity',
  'InternationalOrganization',
] as const;

/** W-8BEN-E line 5, chapter 4 (FATCA) status (w8bene.md), in the form's order. */
export const CH4_STATUSES = [
  'NonParticipatingFfi',
  'ParticipatingFfi',
  'ReportingModel1Ffi',
  'ReportingModel2Ffi',
  'RegisteredDeemedCompliantFfi',
  'SponsoredFfi',
  'NonregisteringLocalBank',
  'LowValueAccountsFfi',
  'CertifiedSponsoredInvestmentVehicle',
  'LimitedLifeDebtInvestmentEntity',
  'InvestmentEntityWithoutFinancialAccounts',
  'OwnerDocumentedFfi',
  'RestrictedDistributor',
  'NonReportingIgaFfi',
  'ForeignGovernment',
  'InternationalOrganization',
  'ExemptRetirementPlans',
  'WhollyOwnedByExemptBeneficialOwners',
  'TerritoryFinancialInstitution',
  'NonfinancialGroupEntity',
  'NonfinancialStartUpCompany',
  'NonfinancialEntityInLiquidation',
  'Organization501C',
  'NonprofitOrganization',
  'PubliclyTradedNffeorNffeAffiliate',
  'ExceptedTerritoryNffe',
  'ActiveNffe',
  'PassiveNffe',
  'ExceptedInterAffiliateFfi',
  'DirectReportingNffe',
  'SponsoredDirectReportingNffe',
  'AccountNotFinancialAccount',
] as const;

/**
 * W-8BEN-E Rev. July 2017 line 4: 12 boxes with one "Government" box where Rev. 2021 has "Foreign Government –
 * Controlled Entity" and "Foreign Government – Integral Part" (w8bene.md, corrections). ASSUMPTION (unconfirmed: the
 * reference gives the 2017 set, not its order): the 2021 order with "Government" in the first government box's place.
 */
export const CH3_STATUSES_2017 = [
  'Corporation',
  'Partnership',
  'SimpleTrust',
  'TaxExemptOrganization',
  'ComplexTrust',
  'Government',
  'CentralBankOfIssue',
  'PrivateFoundation',
  'Estate',
  'GrantorTrust',
  'DisregardedEntity',
  'InternationalOrganization',
] as const;

/** Chapter 3 statuses that ask whether the entity is a hybrid making a treaty claim (questionnaire-and-forms.md §4). */
export const HYBRID_CH3_STATUSES: readonly string[] = [
  'DisregardedEntity',
  'Partnership',
  'SimpleTrust',
  'GrantorTrust',
];

/**
 * The chapter 3 statuses offered: those paired with the chosen chapter 4 status (any, while none is
 * chosen) in the form type's valid combinations; `undefined` (every status) without combinations.
 */
export function ch3Options(reference: ReferenceData, ch4Status: AnswerValue): string[] | undefined {
  const combos = reference.validCh3Ch4Combinations;
  if (!combos) return undefined;
  const ch4 = textOf(ch4Status);
  return [...new Set(combos.filter((c) => ch4 === '' || c.ch4Status === ch4).map((c) => c.ch3Status))];
}

/** The chapter 4 statuses offered, paired with the chosen chapter 3 status (see {@link ch3Options}). */
export function ch4Options(reference: ReferenceData, ch3Status: AnswerValue): string[] | undefined {
  const combos = reference.validCh3Ch4Combinations;
  if (!combos) return undefined;
  const ch3 = textOf(ch3Status);
  return [...new Set(combos.filter((c) => ch3 === '' || c.ch3Status === ch3).map((c) => c.ch4Status))];
}

/** Blank, no list to check against, or one of the options. */
const within = (options: string[] | undefined, value: AnswerValue): boolean =>
  isBlank(value) || options === undefined || options.includes(textOf(value));

const showsHybrid = (ctx: EvalContext): boolean => HYBRID_CH3_STATUSES.includes(textOf(ctx.block.ch3Status));

/** The boxes of one status line, each with its short name (`<prefix>.name.<status>`) for the messages that name it. */
/** The chapter 3 boxes with a plain explanation: the W-8BEN-E's (both revisions); the W-8IMY's are its own roles. */
const CH3_HINTED: ReadonlySet<string> = new Set([...CH3_STATUSES, 'Government']);

const statusOptions = (prefix: string, statuses: readonly string[]): Option[] =>
  optionsOf(prefix, statuses).map((option) => ({ ...option, name: `${prefix}.name.${option.value}` }));

/** A status answered, as a message names it: its box's short name, translated in the message's language. */
const statusName = (options: readonly Option[], value: AnswerValue): MessageValue => {
  const option = options.find((o) => o.value === textOf(value));
  return option ? { key: option.name ?? option.label } : textOf(value);
};

export interface EntityTypeBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /** The chapter 3 boxes of the revision, in its order; {@link CH3_STATUSES} (Rev. 2021) by default. */
  ch3Statuses?: readonly string[];
  /** Official line numbers of the statuses, e.g. '4' and '5' on the W-8BEN-E. */
  lines?: { ch3Status: string; ch4Status: string };
  /** The chapter 4 boxes of the form, in its order; {@link CH4_STATUSES} (W-8BEN-E) by default (the W-8IMY has 26). */
  ch4Statuses?: readonly string[];
  /**
   * Prefix of the options' texts, `<prefix>.ch3Status` and `<prefix>.ch4Status` ('questionnaire.entityType' by
   * default): a form whose boxes name other Parts (the W-8IMY's "Complete Part III") names its own.
   */
  optionKeys?: string;
  /** Ask the hybrid-entity question (W-8BEN-E line 4); true by default. The W-8IMY's boxes have no hybrid status. */
  hybridEntity?: boolean;
}

/**
 * Entity type (questionnaire-and-forms.md §3–§5): ch3Status, ch4Status (both required) and hybridEntity (Yes/No, shown and
 * required only for ch3 DisregardedEntity, Partnership, SimpleTrust or GrantorTrust; hidden, and so
 * cleared, otherwise). The two statuses filter each other by the valid combinations of the form type,
 * passed in as `EvaluateOptions.reference.validCh3Ch4Combinations` (the online configuration's list
 * for the form type); a pair that is not a valid combination fails on ch4Status. Without that list
 * every status is offered and any pair is accepted.
 */
export function entityTypeBlock(options: EntityTypeBlockOptions): BlockDef {
  const ch3Statuses = options.ch3Statuses ?? CH3_STATUSES;
  const ch4Statuses = options.ch4Statuses ?? CH4_STATUSES;
  const optionKeys = options.optionKeys ?? 'questionnaire.entityType';
  // One-line plain explanations of the W-8BEN-E's chapter 3 boxes and of every chapter 4 status.
  const ch3Boxes = statusOptions(`${optionKeys}.ch3Status`, ch3Statuses).map((option) =>
    CH3_HINTED.has(option.value) ? { ...option, hint: `questionnaire.statusHint.ch3.${option.value}` } : option,
  );
  const ch4Boxes = withHints(statusOptions(`${optionKeys}.ch4Status`, ch4Statuses), 'questionnaire.statusHint.ch4');
  const block: BlockDef = {
    id: options.id ?? 'entityType',
    title: options.title,
    questions: [
      {
        id: 'ch3Status',
        label: 'questionnaire.entityType.ch3Status.label',
        widget: 'select',
        ...(options.lines ? { line: options.lines.ch3Status } : {}),
        props: { options: ch3Boxes },
        availableOptions: (ctx) => ch3Options(ctx.reference, ctx.block.ch4Status),
        rules: [
          { kind: 'required', message: 'questionnaire.entityType.ch3Status.errorMessage' },
          {
            kind: 'custom',
            test: (value, ctx) => within(ch3Options(ctx.reference, undefined) ?? [...ch3Statuses], value),
            message: 'questionnaire.entityType.ch3Status.errorMessage',
          },
        ],
      },
      {
        id: 'ch4Status',
        label: 'questionnaire.entityType.ch4Status.label',
        widget: 'select',
        ...(options.lines ? { line: options.lines.ch4Status } : {}),
        props: { options: ch4Boxes, finder: CH4_STATUS_FINDER },
        availableOptions: (ctx) => ch4Options(ctx.reference, ctx.block.ch3Status),
        rules: [
          { kind: 'required', message: 'questionnaire.entityType.ch4Status.errorMessage' },
          // A box the form does not have (the W-8IMY has no international organization box) is refused.
          {
            kind: 'custom',
            test: (value) => within([...ch4Statuses], value),
            message: 'questionnaire.entityType.ch4Status.errorMessage',
          },
          {
            kind: 'custom',
            test: (value, ctx) => within(ch4Options(ctx.reference, ctx.block.ch3Status), value),
            message: 'questionnaire.entityType.combination.errorMessage',
            // "Chapter 4 status “Passive NFFE” cannot be combined with chapter 3 status “Government”".
            values: (value, ctx) => ({
              ch4: statusName(ch4Boxes, value),
              ch3: statusName(ch3Boxes, ctx.block.ch3Status),
            }),
          },
        ],
      },
    ],
  };
  if (options.hybridEntity ?? true) block.questions.push(hybridEntityQuestion(options));
  if (options.part !== undefined) block.part = options.part;
  return block;
}

/** The hybrid-entity question (questionnaire-and-forms.md §4), shown only for the chapter 3 statuses of {@link HYBRID_CH3_STATUSES}. */
const hybridEntityQuestion = (options: EntityTypeBlockOptions): QuestionDef => ({
  id: 'hybridEntity',
  label: 'questionnaire.entityType.hybridEntity.label',
  widget: 'radio',
  ...(options.lines ? { line: options.lines.ch3Status } : {}),
  props: { options: yesNoOptions },
  visible: showsHybrid,
  rules: [{ kind: 'required', message: 'questionnaire.entityType.hybridEntity.errorMessage' }],
});
