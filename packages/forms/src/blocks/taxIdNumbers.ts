import {
  ftinRules,
  giinQuestion,
  isTicked,
  textOf,
  usTinRules,
  type BlockAnswers,
  type BlockDef,
  type EvalContext,
  type GiinLayout,
  type QuestionDef,
  type RuleDef,
} from '@taxcert/engine';
import type { CH4_STATUSES } from './entityType';
import { IGA_MODELS, igaModelOf } from './nonReportingIgaFfi';

type Ch4Status = (typeof CH4_STATUSES)[number];

/** Chapter 4 statuses for which the US TIN is required (questionnaire-and-forms.md §5). */
export const US_TIN_CH4_STATUSES: readonly Ch4Status[] = [
  'ParticipatingFfi',
  'ReportingModel1Ffi',
  'ReportingModel2Ffi',
  'RegisteredDeemedCompliantFfi',
  'DirectReportingNffe',
  'SponsoredFfi',
  'SponsoredDirectReportingNffe',
];

/**
 * Chapter 4 statuses for which the GIIN (W-8BEN-E line 9a) is required: w8bene.md "9a GIIN required
 * for" participating FFI, reporting Model 1/2 FFI, registered deemed-compliant FFI, direct reporting
 * NFFE, and the sponsored direct reporting NFFE (own GIIN expected).
 */
export const GIIN_REQUIRED_CH4_STATUSES: readonly Ch4Status[] = [
  'ParticipatingFfi',
  'ReportingModel1Ffi',
  'ReportingModel2Ffi',
  'RegisteredDeemedCompliantFfi',
  'DirectReportingNffe',
  'SponsoredDirectReportingNffe',
];

/**
 * ASSUMPTION (questionnaire-and-forms.md §4 "GIIN shown only for certain ch4 statuses", the list is not given): the GIIN is
 * shown for the statuses that require it and, optional, for a sponsored FFI (w8bene.md: "sponsored FFI
 * that has its own GIIN") and a nonreporting IGA FFI (one treated as registered deemed-compliant under
 * its IGA has a GIIN). Hidden, and so cleared, for every other status or while none is chosen.
 */
export const GIIN_SHOWN_CH4_STATUSES: readonly Ch4Status[] = [
  ...GIIN_REQUIRED_CH4_STATUSES,
  'SponsoredFfi',
  'NonReportingIgaFfi',
];

/**
 * ASSUMPTION (questionnaire-and-forms.md §5: "the exact list is not shown"): the subclassifications of a nonreporting IGA FFI
 * that require the US TIN. Always: the controlled foreign corporation (the reference data's
 * 'sponsored-investment-entity-cfc'). With a Foreign trustee (isUSTrustee No): the trustee-documented
 * trust. Under a Model 2 IGA only: the local-client-base FI and the (exempt) collective investment
 * vehicles.
 */
export const US_TIN_IGA_SUBCLASSIFICATIONS: {
  always: readonly string[];
  foreignTrustee: readonly string[];
  model2: readonly string[];
} = {
  always: ['sponsored-investment-entity-cfc'],
  foreignTrustee: ['trustee-documented-trust'],
  model2: ['local-client-base-fi', 'collective-investment-vehicle', 'exempt-collective-investment-vehicle'],
};

/** Where the block reads the other blocks' answers. */
export interface TaxIdSources {
  /** Id of the entity type block (its `ch4Status`); 'entityType' by default. */
  entityType?: string;
  /** Id of the nonreporting IGA FFI block; 'nonReportingIgaFfi' by default. */
  nonReportingIgaFfi?: string;
}

const ch4StatusOf = (ctx: EvalContext, sources: TaxIdSources): string =>
  textOf(ctx.answers[sources.entityType ?? 'entityType']?.ch4Status);

/** A nonreporting IGA FFI whose subclassification needs the US TIN (see {@link US_TIN_IGA_SUBCLASSIFICATIONS}). */
export function igaNeedsUsTin(iga: BlockAnswers, ctx: EvalContext): boolean {
  const sub = textOf(iga.igaSubclassification);
  const lists = US_TIN_IGA_SUBCLASSIFICATIONS;
  if (lists.always.includes(sub)) return true;
  if (lists.foreignTrustee.includes(sub) && iga.isUSTrustee === 'No') return true;
  return lists.model2.includes(sub) && igaModelOf(ctx.reference, textOf(iga.country)) === IGA_MODELS.Model2Iga;
}

/** The US TIN of the tax identification numbers block is required (questionnaire-and-forms.md §5). */
export function taxIdUsTinRequired(
  ctx: EvalContext,
  sources: TaxIdSources = {},
  statuses: readonly string[] = US_TIN_CH4_STATUSES,
): boolean {
  const status = ch4StatusOf(ctx, sources);
  if (statuses.includes(status)) return true;
  return (
    status === 'NonReportingIgaFfi' &&
    igaNeedsUsTin(ctx.answers[sources.nonReportingIgaFfi ?? 'nonReportingIgaFfi'] ?? {}, ctx)
  );
}

/** The GIIN of the tax identification numbers block is shown / required (questionnaire-and-forms.md §4–§5). */
export const taxIdGiinShown = (ctx: EvalContext, sources: TaxIdSources = {}): boolean =>
  (GIIN_SHOWN_CH4_STATUSES as readonly string[]).includes(ch4StatusOf(ctx, sources));
export const taxIdGiinRequired = (
  ctx: EvalContext,
  sources: TaxIdSources = {},
  statuses: readonly string[] = GIIN_REQUIRED_CH4_STATUSES,
): boolean => statuses.includes(ch4StatusOf(ctx, sources));

export interface TaxIdNumbersBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /** Ask for the foreign TIN and its "not legally required" box (W-8BEN-E 9b, 9c); true by default. */
  foreignTin?: boolean;
  /**
   * The foreign TIN's "not legally required" box (W-8BEN-E 9c, new in Rev. October 2021); true by default. Without
   * it (Rev. July 2017: 9a and 9b only) the foreign TIN is asked but not required: the form has no way to say that
   * none is required (ADR 050).
   */
  ftinNotRequiredBox?: boolean;
  giinLayout?: GiinLayout;
  sources?: TaxIdSources;
  /**
   * The chapter 4 statuses that require the US TIN; the spec's {@link US_TIN_CH4_STATUSES} by default. The
   * W-8BEN-E passes none: on the official form that list requires the GIIN (line 9a), not the US TIN (ADR 016).
   */
  usTinStatuses?: readonly string[];
  /**
   * The chapter 4 statuses that require the GIIN; {@link GIIN_REQUIRED_CH4_STATUSES} by default. The W-8BEN-E adds
   * the sponsored FFI (w8bene.md "9a GIIN required for"; fatca-crs-lines.md: since 2017 a sponsored FFI reports
   * under its own GIIN). Each status must be one of {@link GIIN_SHOWN_CH4_STATUSES}.
   */
  giinRequiredStatuses?: readonly string[];
  /** Official line numbers, e.g. W-8BEN-E: usTin '8', giin '9a', ftin '9b', ftinNotRequired '9c'. */
  lines?: { usTin?: string; giin?: string; ftin?: string; ftinNotRequired?: string };
}

/**
 * Tax identification numbers (questionnaire-and-forms.md §3–§5; W-8BEN-E lines 8–9c): giin, usTin, ftin, ftinNotRequired.
 * The chapter 4 status is read from the entity type block's answers (`entityType.ch4Status`) and, for a
 * nonreporting IGA FFI, the IGA block's answers. usTin is a 9-digit EIN, required for the statuses of
 * {@link US_TIN_CH4_STATUSES} and the IGA subclassifications of {@link US_TIN_IGA_SUBCLASSIFICATIONS}
 * (message questionnaire.usTin.tin.requiredErrorMessage), optional otherwise. giin is shown only for
 * {@link GIIN_SHOWN_CH4_STATUSES} and required only for {@link GIIN_REQUIRED_CH4_STATUSES}. ftin is
 * required unless ftinNotRequired is ticked, which hides (and so clears) it.
 */
export function taxIdNumbersBlock(options: TaxIdNumbersBlockOptions): BlockDef {
  const sources = options.sources ?? {};
  const lines = options.lines ?? {};
  const lineOf = (id: keyof typeof lines) => (lines[id] === undefined ? {} : { line: lines[id] });

  const baseGiin = giinQuestion('giin', options.giinLayout, false);
  const giinRules = Array.isArray(baseGiin.rules) ? baseGiin.rules : [];
  const giin: QuestionDef = {
    id: 'giin',
    label: baseGiin.label,
    widget: baseGiin.widget,
    ...lineOf('giin'),
    ...(baseGiin.props ? { props: baseGiin.props } : {}),
    visible: (ctx) => taxIdGiinShown(ctx, sources),
    rules: (ctx): RuleDef[] => [
      ...(taxIdGiinRequired(ctx, sources, options.giinRequiredStatuses)
        ? [{ kind: 'required' as const, message: 'questionnaire.giin.errorMessage' }]
        : []),
      ...giinRules,
    ],
  };

  const usTin: QuestionDef = {
    id: 'usTin',
    label: 'questionnaire.taxIdNumbers.usTin.label',
    widget: 'tin',
    ...lineOf('usTin'),
    // An entity's U.S. TIN is an EIN (the rules below): boxes and print as 12-3456789, not SSN grouping.
    props: { length: 9, identifier: 'ein' },
    rules: (ctx): RuleDef[] => [
      ...(taxIdUsTinRequired(ctx, sources, options.usTinStatuses)
        ? [{ kind: 'required' as const, message: 'questionnaire.usTin.tin.requiredErrorMessage' }]
        : []),
      ...usTinRules('Ein', false),
    ],
  };

  const questions: QuestionDef[] = [usTin, giin];
  const withBox = options.ftinNotRequiredBox ?? true;
  if ((options.foreignTin ?? true) && !withBox)
    questions.push({
      id: 'ftin',
      label: 'questionnaire.foreignTin.tin.label',
      widget: 'text',
      props: { identifier: 'ftin' },
      ...lineOf('ftin'),
      rules: ftinRules(),
    });
  if ((options.foreignTin ?? true) && withBox) {
    questions.push(
      {
        id: 'ftin',
        label: 'questionnaire.foreignTin.tin.label',
        widget: 'text',
        props: { identifier: 'ftin' },
        ...lineOf('ftin'),
        visible: (ctx) => !isTicked(ctx.block.ftinNotRequired),
        rules: [{ kind: 'required', message: 'questionnaire.foreignTin.tin.errorMessage' }, ...ftinRules()],
      },
      {
        id: 'ftinNotRequired',
        label: 'questionnaire.foreignTin.notRequired.label',
        widget: 'checkbox',
        ...lineOf('ftinNotRequired'),
        default: false,
      },
    );
  }
  const block: BlockDef = { id: options.id ?? 'taxIdNumbers', title: options.title, questions };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
