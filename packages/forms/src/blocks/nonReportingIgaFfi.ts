import {
  isBlank,
  textOf,
  type AnswerValue,
  type BlockDef,
  type EvalContext,
  type ReferenceData,
} from '@taxcert/engine';

/** IGA model enumeration of the reference data's jurisdictions (questionnaire-and-forms.md §3). */
export const IGA_MODELS = { NoIga: 1, Model1AIga: 2, Model1BIga: 3, Model2Iga: 4, UsTerritory: 5, Us: 6 } as const;

/**
 * ASSUMPTION: the subclassifications (`value` slugs of `reference.igaSubClassificationsCombos`) that
 * count as "sponsored or trusteed" (questionnaire-and-forms.md §5) and so ask for the sponsor or trustee: the W-8BEN-E line
 * 26 asks for "the name of the trustee or sponsor" of a trustee-documented trust or a sponsored entity
 * (w8bene.md Part XII). Of the reference list, those are the trustee-documented trust, the sponsored
 * investment entity (and controlled foreign corporation) and the sponsored closely held investment
 * vehicle. The list the institution owns may name them differently: revisit with the real data.
 */
export const SPONSORED_OR_TRUSTEED_SUBCLASSIFICATIONS: readonly string[] = [
  'trustee-documented-trust',
  'sponsored-investment-entity-cfc',
  'sponsored-closely-held-investment-vehicle',
];

/** The IGA model of a jurisdiction (`reference.jurisdictions[].igaModel`), when known. */
export function igaModelOf(reference: ReferenceData, country: string): number | undefined {
  return reference.jurisdictions?.find((j) => j.countryCodeAlpha === country)?.igaModel;
}

const combosOf = (reference: ReferenceData, model: number | undefined) =>
  model === undefined ? undefined : reference.igaSubClassificationsCombos?.find((c) => c.igaModel === model);

/**
 * The subclassification values offered for a country: those of `reference.igaSubClassificationsCombos`
 * for the country's IGA model; none for an unknown country or a model without subclassifications. The
 * UI shows each option with the reference data's own `label` (the list is the institution's, so it has
 * no message keys).
 */
export function igaSubclassificationOptions(reference: ReferenceData, country: string): string[] {
  return combosOf(reference, igaModelOf(reference, country))?.subclassifications.map((s) => s.value) ?? [];
}

/**
 * The countries a non-reporting IGA FFI can name: those whose IGA model has subclassifications in the
 * reference data (so not NoIga, the US or its territories); `undefined` (every country) without
 * jurisdictions in the reference data.
 */
export function igaCountryOptions(reference: ReferenceData): string[] | undefined {
  if (!reference.jurisdictions) return undefined;
  return reference.jurisdictions
    .filter((j) => combosOf(reference, j.igaModel) !== undefined)
    .map((j) => j.countryCodeAlpha);
}

/** The subclassification is a sponsored or trusteed one (see {@link SPONSORED_OR_TRUSTEED_SUBCLASSIFICATIONS}). */
export const isSponsoredOrTrusteed = (subclassification: AnswerValue): boolean =>
  SPONSORED_OR_TRUSTEED_SUBCLASSIFICATIONS.includes(textOf(subclassification));

/** Blank, no list to check against, or one of the options. */
const within = (options: string[] | undefined, value: AnswerValue): boolean =>
  isBlank(value) || options === undefined || options.includes(textOf(value));

const key = (field: string, suffix: string) => `questionnaire.nonReportingIgaFfi.${field}.${suffix}`;
const showsSponsor = (ctx: EvalContext): boolean => isSponsoredOrTrusteed(ctx.block.igaSubclassification);

export interface NonReportingIgaFfiBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /** Official line number, '26' on the W-8BEN-E. */
  line?: string;
}

/**
 * Non-reporting IGA FFI (questionnaire-and-forms.md §3–§5; W-8BEN-E Part XII): country (an IGA jurisdiction), then
 * igaSubclassification (the options of `reference.igaSubClassificationsCombos` for the `igaModel` of
 * the country in `reference.jurisdictions`), then, for a sponsored or trusteed subclassification,
 * sponsorTrusteeName and isUSTrustee (Yes = U.S., No = Foreign). Every field is required when visible.
 * A country change clears the subclassification (and so the sponsor fields); a subclassification
 * change clears the sponsor/trustee fields.
 */
export function nonReportingIgaFfiBlock(options: NonReportingIgaFfiBlockOptions): BlockDef {
  const line = options.line === undefined ? {} : { line: options.line };
  const subclassifications = (ctx: EvalContext) =>
    igaSubclassificationOptions(ctx.reference, textOf(ctx.block.country));
  const block: BlockDef = {
    id: options.id ?? 'nonReportingIgaFfi',
    title: options.title,
    questions: [
      {
        id: 'country',
        label: key('country', 'label'),
        widget: 'country',
        ...line,
        availableOptions: (ctx) => igaCountryOptions(ctx.reference),
        clearsOnChange: ['igaSubclassification'],
        rules: [
          { kind: 'required', message: key('country', 'errorMessage') },
          {
            kind: 'custom',
            test: (value, ctx) => within(igaCountryOptions(ctx.reference), value),
            message: key('country', 'igaErrorMessage'),
          },
        ],
      },
      {
        id: 'igaSubclassification',
        label: key('igaSubclassification', 'label'),
        widget: 'select',
        ...line,
        visible: (ctx) => !isBlank(ctx.block.country),
        availableOptions: subclassifications,
        clearsOnChange: ['sponsorTrusteeName', 'isUSTrustee'],
        rules: [
          { kind: 'required', message: key('igaSubclassification', 'errorMessage') },
          {
            kind: 'custom',
            test: (value, ctx) => within(subclassifications(ctx), value),
            message: key('igaSubclassification', 'errorMessage'),
          },
        ],
      },
      {
        id: 'sponsorTrusteeName',
        label: key('sponsorTrusteeName', 'label'),
        widget: 'text',
        ...line,
        visible: showsSponsor,
        rules: [{ kind: 'required', message: key('sponsorTrusteeName', 'errorMessage') }],
      },
      {
        id: 'isUSTrustee',
        label: key('isUSTrustee', 'label'),
        widget: 'radio',
        ...line,
        props: {
          options: [
            { value: 'Yes', label: key('isUSTrustee', 'option.Yes') },
            { value: 'No', label: key('isUSTrustee', 'option.No') },
          ],
        },
        visible: showsSponsor,
        rules: [{ kind: 'required', message: key('isUSTrustee', 'errorMessage') }],
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
