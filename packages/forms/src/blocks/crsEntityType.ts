import { giinQuestion, optionsOf, textOf, type BlockDef, type EvalContext, type QuestionDef } from '@taxcert/engine';

/** The CRS entity types of the widely used entity self-certification templates (crs.md, CRS-E Part 2). */
export const CRS_ENTITY_TYPES = ['FinancialInstitution', 'ActiveNFE', 'PassiveNFE'] as const;

/**
 * Financial Institution sub-types (crs.md 1(a)(i), 1(a)(ii), 1(b)): an investment entity in a non-participating
 * jurisdiction managed by another Financial Institution (treated as a passive NFE: its controlling persons follow),
 * any other investment entity, a depository or custodial institution or specified insurance company.
 */
export const FI_TYPES = ['ManagedInvestmentEntity', 'OtherInvestmentEntity', 'DepositoryCustodialInsurance'] as const;

/**
 * Active NFE sub-types (crs.md 2(a)–2(e)): publicly traded corporation, related entity of one, governmental entity
 * or central bank, international organisation, other active NFE.
 */
export const ACTIVE_NFE_TYPES = [
  'PubliclyTraded',
  'RelatedEntity',
  'Governmental',
  'InternationalOrganisation',
  'Other',
] as const;

const key = (field: string, suffix: string) => `questionnaire.crsEntityType.${field}.${suffix}`;
const required = (field: string) => [{ kind: 'required' as const, message: key(field, 'errorMessage') }];

/**
 * Active NFE sub-types of the 2019 industry template (crs.md, the correction at its end): the listed corporation and
 * the related entity of one share a box (ListedOrRelated), then governmental entity or central bank, international
 * organisation, other active NFE.
 */
export const ACTIVE_NFE_TYPES_2019 = ['ListedOrRelated', 'Governmental', 'InternationalOrganisation', 'Other'] as const;

/** The active NFE sub-types that name the securities market the stock is regularly traded on (questionnaire-and-forms.md §5). */
const TRADED = new Set<string>(['PubliclyTraded', 'RelatedEntity', 'ListedOrRelated']);

/**
 * True when the entity's answers need controlling persons (questionnaire-and-forms.md §5): a passive NFE, or an investment entity in a
 * non-participating jurisdiction managed by another Financial Institution. Never for an active NFE.
 */
export function needsControllingPersons(answers: EvalContext['answers'], blockId = 'crsEntityType'): boolean {
  const block = answers[blockId] ?? {};
  return (
    block.entityType === 'PassiveNFE' ||
    (block.entityType === 'FinancialInstitution' && block.fiType === 'ManagedInvestmentEntity')
  );
}

export interface CrsEntityTypeBlockOptions {
  id?: string;
  title: string;
  part?: string;
  /**
   * 'separate' (default): the listed corporation and the related entity are two sub-types, the related entity
   * naming its corporation (required). 'combined' (the 2019 template): one sub-type, the corporation's name asked
   * only of a related entity (optional).
   */
  listed?: 'separate' | 'combined';
  /**
   * Ask a Financial Institution its GIIN, optional ("if held"): the CRS templates ask it only of Financial
   * Institutions, since only an entity registered with the IRS for FATCA holds one (crs-canada-lines.md §1); an
   * Active or Passive NFE has none. Off by default (the FATCA/CRS entity form asks the GIIN by FATCA status).
   */
  giin?: boolean;
}

/** The GIIN of a Financial Institution, if it holds one: optional, in the GIIN's layout (identifier module). */
const fiGiin: QuestionDef = {
  ...giinQuestion('giin', 'giin16', false),
  label: key('giin', 'label'),
  hint: key('giin', 'hint'),
  visible: (ctx) => ctx.block.entityType === 'FinancialInstitution',
};

/**
 * The CRS entity type (questionnaire-and-forms.md §3, §5): entityType; fiType shown for a Financial Institution; activeNffeType for an
 * active NFE; relatedEntity (the name of the regularly traded corporation) for a related entity; securitiesMarket
 * (from the stock-market list) for a publicly traded corporation and its related entity; with `giin`, a Financial
 * Institution's GIIN. Each shown question is required (but the combined template's related corporation and the
 * GIIN); a change of type hides, and so clears, the sub-type answers that no longer apply.
 */
export function crsEntityTypeBlock(options: CrsEntityTypeBlockOptions): BlockDef {
  const combined = options.listed === 'combined';
  const block: BlockDef = {
    id: options.id ?? 'crsEntityType',
    title: options.title,
    questions: [
      {
        id: 'entityType',
        label: key('entityType', 'label'),
        widget: 'radio',
        props: { options: optionsOf('questionnaire.crsEntityType.entityType', CRS_ENTITY_TYPES) },
        rules: required('entityType'),
      },
      {
        id: 'fiType',
        label: key('fiType', 'label'),
        widget: 'radio',
        props: { options: optionsOf('questionnaire.crsEntityType.fiType', FI_TYPES) },
        visible: (ctx) => ctx.block.entityType === 'FinancialInstitution',
        rules: required('fiType'),
      },
      ...(options.giin ? [fiGiin] : []),
      {
        id: 'activeNffeType',
        label: key('activeNffeType', 'label'),
        widget: 'radio',
        props: {
          options: optionsOf(
            'questionnaire.crsEntityType.activeNffeType',
            combined ? ACTIVE_NFE_TYPES_2019 : ACTIVE_NFE_TYPES,
          ),
        },
        visible: (ctx) => ctx.block.entityType === 'ActiveNFE',
        rules: required('activeNffeType'),
      },
      combined
        ? {
            id: 'relatedEntity',
            label: key('relatedEntity', 'ifRelatedLabel'),
            widget: 'text',
            visible: (ctx) => ctx.block.entityType === 'ActiveNFE' && ctx.block.activeNffeType === 'ListedOrRelated',
          }
        : {
            id: 'relatedEntity',
            label: key('relatedEntity', 'label'),
            widget: 'text',
            visible: (ctx) => ctx.block.entityType === 'ActiveNFE' && ctx.block.activeNffeType === 'RelatedEntity',
            rules: required('relatedEntity'),
          },
      {
        id: 'securitiesMarket',
        label: key('securitiesMarket', 'label'),
        widget: 'exchange',
        visible: (ctx) => ctx.block.entityType === 'ActiveNFE' && TRADED.has(textOf(ctx.block.activeNffeType)),
        rules: required('securitiesMarket'),
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
