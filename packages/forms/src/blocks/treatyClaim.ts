import {
  isBlank,
  textOf,
  yesNoOptions,
  type AnswerValue,
  type BlockDef,
  type EvalContext,
  type QuestionDef,
  type ReferenceData,
} from '@taxcert/engine';

/** Income type of the "other income" claim, and the article placeholder when a type has none (questionnaire-and-forms.md §4). */
export const OTHER_INCOME = 'Other Income';
export const NOT_APPLICABLE = 'Not Applicable';

/** Limitation-on-benefit flags of the reference data that are offered as options, in order. */
export const lobProvisions = [
  'government',
  'taxExempt',
  'otherTaxExempt',
  'publiclyTradedCorporation',
  'subsidiary',
  'meetsOwnershipTest',
  'derivativeBenefitsTest',
  'activeTradeBusinessTest',
  'discretionaryDetermination',
] as const;
/**
 * W-8BEN-E Rev. October 2021 line 14b "No LOB article in treaty" (new in 2021, w8bene.md corrections): the one
 * choice of a treaty country whose LOB entry in the reference data has no LOB provision.
 */
export const NO_LOB_ARTICLE = 'noLobArticle';
/** The LOB option that shows the 'other' list. */
export const LOB_OTHER = 'other';

type Lob = NonNullable<ReferenceData['lobs']>[number];

const claimed = (ctx: EvalContext, block = ctx.block): boolean => block.claimed === 'Yes';
const countryOf = (block: Record<string, AnswerValue>): string => textOf(block.country);
const lobOf = (reference: ReferenceData, country: string): Lob | undefined =>
  reference.lobs?.find((l) => l.country === country);

/**
 * LOB options of the treaty country: its true flags, then 'other' when it lists other provisions — or, when the
 * other provision is written in (`otherWritten`, the W-8BEN-E's "Other (specify Article and paragraph)"), for every
 * treaty with an LOB article.
 */
export function lobOptions(
  reference: ReferenceData,
  country: string,
  noLobArticle = false,
  otherWritten = false,
): string[] {
  const lob = lobOf(reference, country);
  if (!lob) return [];
  if (!lob.hasLobProvision) return noLobArticle ? [NO_LOB_ARTICLE] : [];
  const options: string[] = lobProvisions.filter((flag) => lob[flag]);
  if (otherWritten || lob.others.length > 0) options.push(LOB_OTHER);
  return options;
}

/** The LOB answers are complete: none asked, or chosen (and the 'other' provision when needed). */
function lobComplete(
  ctx: EvalContext,
  block: Record<string, AnswerValue>,
  withLob: boolean,
  noLobArticle: boolean,
  otherWritten: boolean,
): boolean {
  if (!withLob || lobOptions(ctx.reference, countryOf(block), noLobArticle, otherWritten).length === 0) return true;
  if (isBlank(block.limitationOnBenefit)) return false;
  return block.limitationOnBenefit !== LOB_OTHER || !isBlank(block.other);
}

/** The income type of the reference data's dividend provisions. */
export const DIVIDENDS = 'Dividends';

/**
 * The LOB choice that makes a claim a pension claim ("Tax-exempt pension trust or pension fund", line
 * 14b). ASSUMPTION: the reference API's `specialrateprovisions?hasPensionClaim=true` is asked for exactly
 * this choice; W-8BEN (no LOB question) and countries without LOB provisions never make pension claims.
 */
export const PENSION_LOB = 'taxExempt';

/**
 * The special rate provisions of a country: the `standard` ones, and for a pension claim also the
 * `pension` ones (as `specialrateprovisions?hasPensionClaim=true` answers: standard, then pension).
 */
export function provisionsOf(reference: ReferenceData, country: string, pension = false) {
  const provisions = reference.specialRateProvisions?.[country];
  if (!provisions) return [];
  return pension ? [...provisions.standard, ...provisions.pension] : provisions.standard;
}

/** The claim is a pension claim (see {@link PENSION_LOB}). */
export const isPensionClaim = (block: Record<string, AnswerValue>): boolean =>
  block.limitationOnBenefit === PENSION_LOB;

/**
 * ASSUMPTION (questionnaire-and-forms.md §3 isUsSourceDividends, W-8BEN-E line 14c): the question is asked when the chosen
 * treaty country has special dividend rates, i.e. a standard or pension provision of income type
 * 'Dividends' in the reference data; without dividend rates there is no dividend claim to qualify.
 */
export function hasDividendRates(reference: ReferenceData, country: string): boolean {
  return provisionsOf(reference, country, true).some((p) => p.incomeType === DIVIDENDS);
}

/** Income types with special rates for the country (pension rates too for a pension claim), then 'Other Income'. */
export function incomeTypeOptions(reference: ReferenceData, country: string, pension = false): string[] {
  return [...new Set(provisionsOf(reference, country, pension).map((p) => p.incomeType)), OTHER_INCOME];
}

/** Articles for an income type: the provisions' articles, the country's other articles for Other Income, or 'Not Applicable'. */
export function articleOptions(
  reference: ReferenceData,
  country: string,
  incomeType: string,
  pension = false,
): string[] {
  const articles =
    incomeType === OTHER_INCOME
      ? (reference.otherArticles?.find((o) => o.country === country)?.articles ?? [])
      : [
          ...new Set(
            provisionsOf(reference, country, pension)
              .filter((p) => p.incomeType === incomeType)
              .map((p) => p.article),
          ),
        ];
  return articles.length > 0 ? articles : [NOT_APPLICABLE];
}

/** Rates (percentages, as text) for an income type and article; undefined (free entry) when none are listed. */
export function rateOptions(
  reference: ReferenceData,
  country: string,
  incomeType: string,
  article: string,
  pension = false,
): string[] | undefined {
  const rates = provisionsOf(reference, country, pension)
    .filter((p) => p.incomeType === incomeType && p.article === article)
    .map((p) => String(p.percentage));
  return rates.length > 0 ? [...new Set(rates)] : undefined;
}

/** Blank, no list to check against, or one of the options (numbers compared as text). */
const within = (options: string[] | undefined, value: AnswerValue): boolean =>
  isBlank(value) ||
  options === undefined ||
  options.includes(typeof value === 'number' ? String(value) : textOf(value));

/** The yes/no question in front of line 10 (see `specialRatesQuestion`). */
export const SPECIAL_RATES_APPLY = 'specialRatesApply';

/**
 * The questions of one special rate claim (line 10); `parent` is the treaty claim's answers. `explained`: the
 * additional conditions carry a hint saying what to write.
 */
function specialRateQuestions(explained = false): QuestionDef[] {
  const parentCountry = (ctx: EvalContext) => countryOf(ctx.parent ?? {});
  const pension = (ctx: EvalContext) => isPensionClaim(ctx.parent ?? {});
  const incomeTypes = (ctx: EvalContext) => incomeTypeOptions(ctx.reference, parentCountry(ctx), pension(ctx));
  const articles = (ctx: EvalContext) =>
    articleOptions(ctx.reference, parentCountry(ctx), textOf(ctx.block.incomeType), pension(ctx));
  const rates = (ctx: EvalContext) =>
    rateOptions(
      ctx.reference,
      parentCountry(ctx),
      textOf(ctx.block.incomeType),
      textOf(ctx.block.articleParagraph),
      pension(ctx),
    );
  return [
    {
      id: 'incomeType',
      label: 'questionnaire.treatyClaim.specialRates.incomeType.label',
      widget: 'select',
      availableOptions: incomeTypes,
      selectSingleOption: true,
      clearsOnChange: ['articleParagraph', 'rate'],
      rules: [
        { kind: 'required', message: 'questionnaire.treatyClaim.specialRates.incomeType.errorMessage' },
        {
          kind: 'custom',
          test: (value, ctx) => within(incomeTypes(ctx), value),
          message: 'questionnaire.treatyClaim.specialRates.incomeType.errorMessage',
        },
      ],
    },
    {
      id: 'articleParagraph',
      label: 'questionnaire.treatyClaim.specialRates.article.label',
      widget: 'select',
      availableOptions: articles,
      selectSingleOption: true,
      clearsOnChange: ['rate'],
      rules: [
        { kind: 'required', message: 'questionnaire.treatyClaim.specialRates.article.errorMessage' },
        {
          kind: 'custom',
          test: (value, ctx) => within(articles(ctx), value),
          message: 'questionnaire.treatyClaim.specialRates.article.errorMessage',
        },
      ],
    },
    {
      id: 'rate',
      label: 'questionnaire.treatyClaim.specialRates.rate.label',
      widget: 'number',
      props: { min: 0, max: 100 },
      availableOptions: rates,
      selectSingleOption: true,
      rules: [
        { kind: 'required', message: 'questionnaire.treatyClaim.specialRates.rate.errorMessage' },
        { kind: 'decimal', message: 'questionnaire.treatyClaim.specialRates.rate.numberErrorMessage' },
        { kind: 'range', message: 'questionnaire.treatyClaim.specialRates.rate.rangeErrorMessage' },
        {
          kind: 'custom',
          test: (value, ctx) => within(rates(ctx), value),
          message: 'questionnaire.treatyClaim.specialRates.rate.errorMessage',
        },
      ],
    },
    {
      id: 'explanation',
      label: 'questionnaire.treatyClaim.specialRates.explanation.label',
      ...(explained ? { hint: 'questionnaire.treatyClaim.specialRates.explanation.hint' } : {}),
      widget: 'textarea',
      rules: [{ kind: 'required', message: 'questionnaire.treatyClaim.specialRates.explanation.errorMessage' }],
    },
  ];
}

export interface TreatyClaimBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /** W-8BEN-E: ask for the limitation-on-benefit provision (and 'other'). Not on W-8BEN. */
  limitationOnBenefit?: boolean;
  /**
   * W-8BEN-E Rev. October 2021: a treaty country without an LOB article offers (as its only choice) the
   * {@link NO_LOB_ARTICLE} box; without it such a country asks no LOB question (Rev. July 2017 has no such box).
   */
  noLobArticle?: boolean;
  /**
   * The 'other' LOB provision is written in, as on the paper W-8BEN-E ("Other (specify Article and paragraph)"): a
   * text offered for every treaty with an LOB article (the reference data lists no other provisions yet). Without
   * it, 'other' is a choice from the country's list of other provisions, offered only where there is one.
   */
  otherWritten?: boolean;
  /** W-8BEN-E line 14c: ask isUsSourceDividends (when the country has special dividend rates). Not on W-8BEN. */
  usSourceDividends?: boolean;
  /** questionnaire-and-forms.md §9: treaty special rate claims 0–1. */
  specialRates?: { min: number; max: number };
  /**
   * W-8BEN (ADR 048): ask first whether special rates or conditions apply (a yes/no question, no line
   * on the paper form); the special rate claim (line 10) shows only after Yes, as one claim to fill in. A claim
   * on line 9 alone (an ordinary treaty rate) needs no line 10.
   */
  specialRatesQuestion?: boolean;
  lines?: { country: string; specialRates: string; usSourceDividends?: string; limitationOnBenefit?: string };
  /**
   * The form's own labels where its lines say more than the shared ones (W-8BEN-E line 14b's statement, line 15's
   * sentence as the repeater's label); the shared labels otherwise.
   */
  labels?: { limitationOnBenefit?: string; specialRates?: string };
}

/**
 * Treaty claim (questionnaire-and-forms.md §3–§5): claimed (required; No hides and so clears the rest), country (a treaty
 * country from the reference data; a change clears the LOB and special rates), limitationOnBenefit
 * and other (when the country has LOB provisions), isUsSourceDividends (optional checkbox, when asked
 * for and the country has special dividend rates: see {@link hasDividendRates}), then special rate
 * claims once claimed is Yes, the country is set and the LOB selection is complete. A pension claim
 * (LOB {@link PENSION_LOB}) also offers the country's pension rates. Reference data comes in as
 * `EvaluateOptions.reference`.
 */
export function treatyClaimBlock(options: TreatyClaimBlockOptions): BlockDef {
  const withLob = options.limitationOnBenefit ?? false;
  const noLob = options.noLobArticle ?? false;
  const written = options.otherWritten ?? false;
  const lobChoices = (ctx: EvalContext) => lobOptions(ctx.reference, countryOf(ctx.block), noLob, written);
  const limits = options.specialRates ?? { min: 0, max: 1 };
  const questions: QuestionDef[] = [
    {
      id: 'claimed',
      label: 'questionnaire.treatyClaim.claimed.label',
      widget: 'radio',
      props: { options: yesNoOptions },
      rules: [{ kind: 'required', message: 'questionnaire.treatyClaim.claimed.errorMessage' }],
    },
    {
      id: 'country',
      label: 'questionnaire.treatyClaim.country.label',
      widget: 'country',
      ...(options.lines ? { line: options.lines.country } : {}),
      props: { countries: 'treaty' },
      visible: (ctx) => claimed(ctx),
      availableOptions: (ctx) => ctx.reference.usTaxTreatyCountries,
      clearsOnChange: ['limitationOnBenefit', 'other', 'isUsSourceDividends', 'treatySpecialRatesClaims'],
      rules: [
        { kind: 'required', message: 'questionnaire.treatyClaim.country.errorMessage' },
        {
          kind: 'custom',
          test: (value, ctx) => within(ctx.reference.usTaxTreatyCountries, value),
          message: 'questionnaire.treatyClaim.country.treatyErrorMessage',
        },
      ],
    },
  ];
  if (withLob) {
    questions.push(
      {
        id: 'limitationOnBenefit',
        label: options.labels?.limitationOnBenefit ?? 'questionnaire.taxTreatyClaim.limitationOnBenefit.label',
        widget: 'select',
        ...(options.lines?.limitationOnBenefit === undefined ? {} : { line: options.lines.limitationOnBenefit }),
        props: {
          // Each provision with a one-line plain explanation of who meets it.
          options: [...lobProvisions, ...(noLob ? [NO_LOB_ARTICLE] : []), LOB_OTHER].map((value) => ({
            value,
            label: `questionnaire.taxTreatyClaim.limitationOnBenefit.option.${value}`,
            hint: `questionnaire.lobHint.${value}`,
          })),
        },
        visible: (ctx) => claimed(ctx) && lobChoices(ctx).length > 0,
        availableOptions: lobChoices,
        clearsOnChange: ['other', 'treatySpecialRatesClaims'],
        rules: [
          { kind: 'required', message: 'questionnaire.taxTreatyClaim.limitationOnBenefit.errorMessage' },
          // A provision the country's treaty does not have (an API client's answer) is refused like a missing one.
          {
            kind: 'custom',
            test: (value, ctx) => within(lobChoices(ctx), value),
            message: 'questionnaire.taxTreatyClaim.limitationOnBenefit.errorMessage',
          },
        ],
      },
      {
        id: 'other',
        label: 'questionnaire.taxTreatyClaim.other.label',
        widget: written ? 'text' : 'select',
        visible: (ctx) => claimed(ctx) && ctx.block.limitationOnBenefit === LOB_OTHER,
        ...(written
          ? {}
          : { availableOptions: (ctx: EvalContext) => lobOf(ctx.reference, countryOf(ctx.block))?.others ?? [] }),
        rules: [{ kind: 'required', message: 'questionnaire.taxTreatyClaim.other.errorMessage' }],
      },
    );
  }
  if (options.usSourceDividends ?? false) {
    questions.push({
      id: 'isUsSourceDividends',
      label: 'questionnaire.treatyClaim.isUsSourceDividends.label',
      widget: 'checkbox',
      ...(options.lines?.usSourceDividends === undefined ? {} : { line: options.lines.usSourceDividends }),
      visible: (ctx) => claimed(ctx) && hasDividendRates(ctx.reference, countryOf(ctx.block)),
    });
  }
  const ready = (ctx: EvalContext) =>
    claimed(ctx) && !isBlank(ctx.block.country) && lobComplete(ctx, ctx.block, withLob, noLob, written);
  const asked = options.specialRatesQuestion ?? false;
  if (asked) {
    questions.push({
      id: SPECIAL_RATES_APPLY,
      label: 'questionnaire.treatyClaim.specialRatesApply.label',
      hint: 'questionnaire.treatyClaim.specialRatesApply.hint',
      widget: 'radio',
      props: { options: yesNoOptions },
      // Not for a country line 9 refuses: its own message says what to do first.
      visible: (ctx) => ready(ctx) && within(ctx.reference.usTaxTreatyCountries, ctx.block.country),
      clearsOnChange: ['treatySpecialRatesClaims'],
      rules: [{ kind: 'required', message: 'questionnaire.treatyClaim.specialRatesApply.errorMessage' }],
    });
  }
  questions.push({
    id: 'treatySpecialRatesClaims',
    label: options.labels?.specialRates ?? 'questionnaire.treatyClaim.specialRates.label',
    widget: 'repeater',
    ...(options.lines ? { line: options.lines.specialRates } : {}),
    // Behind the yes/no question the claim shows only after Yes, as one claim (the spec's 0–1: none after No).
    props: asked ? { min: Math.max(limits.min, 1), max: limits.max } : { min: limits.min, max: limits.max },
    visible: (ctx) => ready(ctx) && (!asked || ctx.block[SPECIAL_RATES_APPLY] === 'Yes'),
    items: {
      itemTitle: 'questionnaire.treatyClaim.specialRates.item.title',
      questions: specialRateQuestions(asked),
    },
    rules: [
      { kind: 'maxItems', max: limits.max, message: 'questionnaire.treatyClaim.specialRates.maxItemsErrorMessage' },
    ],
  });
  const block: BlockDef = { id: options.id ?? 'treatyClaim', title: options.title, questions };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
