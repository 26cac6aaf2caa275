import { giinQuestion, optionsOf, usTinRules, yesNoOptions, type BlockDef, type EvalContext } from '@taxcert/engine';

/**
 * The FATCA statuses a combined FATCA/CRS entity form offers a non-US entity (our list, in this folder: the W-8BEN-E's
 * chapter 4 statuses as institutions' combined forms group them; not the W-8BEN-E's full list in src/blocks/).
 */
export const FATCA_ENTITY_STATUSES = [
  'ParticipatingFfi',
  'ReportingModel1Ffi',
  'ReportingModel2Ffi',
  'RegisteredDeemedCompliantFfi',
  'SponsoredFfi',
  'CertifiedDeemedCompliantFfi',
  'NonReportingIgaFfi',
  'ExemptBeneficialOwner',
  'NonParticipatingFfi',
  'ActiveNffe',
  'PassiveNffe',
  'ExceptedNffe',
  'DirectReportingNffe',
  'SponsoredDirectReportingNffe',
] as const;

/** Statuses that give the entity's own GIIN (as the W-8BEN-E asks it of them, spec §5 "GIIN required for certain ch4 statuses"). */
export const OWN_GIIN_STATUSES = new Set<string>([
  'ParticipatingFfi',
  'ReportingModel1Ffi',
  'ReportingModel2Ffi',
  'RegisteredDeemedCompliantFfi',
  'DirectReportingNffe',
]);
/** Sponsored statuses: the sponsoring entity's name and GIIN. */
export const SPONSORED_STATUSES = new Set<string>(['SponsoredFfi', 'SponsoredDirectReportingNffe']);

const key = (field: string, suffix: string) => `questionnaire.fatcaEntity.${field}.${suffix}`;
const required = (field: string) => [{ kind: 'required' as const, message: key(field, 'errorMessage') }];
const status = (ctx: EvalContext): string =>
  ctx.block.isUsPerson === 'No' && typeof ctx.block.status === 'string' ? ctx.block.status : '';

/** True when the entity's FATCA answers make it a passive NFFE (its controlling persons are asked then). */
export const isPassiveNffe = (answers: EvalContext['answers'], blockId = 'fatcaEntity'): boolean =>
  answers[blockId]?.isUsPerson === 'No' && answers[blockId]?.status === 'PassiveNffe';

export interface FatcaEntityBlockOptions {
  id?: string;
  title: string;
  part?: string;
}

/**
 * The FATCA part of a combined entity form: is the entity a US person (incorporated or organised in the United
 * States, or a US trust or estate); a US person gives its US TIN (EIN); any other entity its FATCA status, with its
 * GIIN where the status has one and the sponsoring entity's name and GIIN for a sponsored status. Each shown question
 * is required.
 */
export function fatcaEntityBlock(options: FatcaEntityBlockOptions): BlockDef {
  const block: BlockDef = {
    id: options.id ?? 'fatcaEntity',
    title: options.title,
    questions: [
      {
        id: 'isUsPerson',
        label: key('isUsPerson', 'label'),
        widget: 'radio',
        props: { options: yesNoOptions },
        clearsOnChange: ['usTin', 'status'],
        rules: required('isUsPerson'),
      },
      {
        id: 'usTin',
        label: key('usTin', 'label'),
        widget: 'tin',
        props: { length: 9, identifier: 'ein' },
        visible: (ctx) => ctx.block.isUsPerson === 'Yes',
        rules: usTinRules('Ein', true),
      },
      {
        id: 'status',
        label: key('status', 'label'),
        widget: 'select',
        props: { options: optionsOf('questionnaire.fatcaEntity.status', FATCA_ENTITY_STATUSES) },
        visible: (ctx) => ctx.block.isUsPerson === 'No',
        rules: required('status'),
      },
      { ...giinQuestion('giin'), label: key('giin', 'label'), visible: (ctx) => OWN_GIIN_STATUSES.has(status(ctx)) },
      {
        id: 'sponsorName',
        label: key('sponsorName', 'label'),
        widget: 'text',
        visible: (ctx) => SPONSORED_STATUSES.has(status(ctx)),
        rules: required('sponsorName'),
      },
      {
        ...giinQuestion('sponsorGiin'),
        label: key('sponsorGiin', 'label'),
        visible: (ctx) => SPONSORED_STATUSES.has(status(ctx)),
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
