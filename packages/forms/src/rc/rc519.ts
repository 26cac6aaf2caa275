import {
  giinBlock,
  isBlank,
  optionsOf,
  signerBlock,
  type Answers,
  type BlockDef,
  type EvalContext,
  type FormDefinition,
} from '@taxcert/engine';
import { formCatalogue } from '../catalogue';
import { rcControllingPersonsBlock } from './controllingPerson';
import { rcAccountNumberBlock, rcAddressBlock } from './identification';
import { RC_EXPLAINED_REASONS, RC_NO_TIN_REASONS, rcOtherTaxResidencesBlock } from './otherResidences';
import { RC_SECTION_LABEL, rcCertification, rcHeader, rcPaper } from './texts';
import { rcEntityCanadianTaxResidentBlock, rcUsTaxResidentBlock } from './taxResidents';
import { CONTROLLING_PERSON_COUNTRIES, duplicateJurisdictionCheck } from '../blocks/crsConsistency';

/**
 * Section 3's entity classification. ASSUMPTION (ours, unconfirmed): the reference lists the classifications
 * without their numbers; questionnaire-and-forms.md §5 shows the GIIN "when entity type is '2'", so "2" is the financial institution.
 * 1 active NFE; 2 financial institution (GIIN); 3 investment entity in a non-participating jurisdiction managed
 * by another financial institution and 4 passive NFE, both listing their controlling persons (ADR 018).
 */
export const RC519_ENTITY_TYPES = ['1', '2', '3', '4'] as const;
const FINANCIAL_INSTITUTION = '2';
const LISTS_CONTROLLING_PERSONS = new Set(['3', '4']);

const entityTypeOf = (ctx: EvalContext): string => {
  const type = ctx.answers.entityType?.type;
  return typeof type === 'string' ? type : '';
};

/** Section 1: the entity's legal name (block `name`, so the customer's name pre-fills it). */
const nameBlock: BlockDef = {
  id: 'name',
  title: 'questionnaire.rc519.name.title',
  part: '1',
  titleInPart: true,
  questions: [
    {
      id: 'name',
      label: 'questionnaire.rc519.name.label',
      widget: 'text',
      rules: [{ kind: 'required', message: 'questionnaire.rc519.name.errorMessage' }],
    },
  ],
};

/** Section 1: jurisdiction of incorporation or organization. */
const incorporationBlock: BlockDef = {
  id: 'incorporation',
  title: 'questionnaire.rc519.incorporation.title',
  part: '1',
  questions: [
    {
      id: 'country',
      label: 'questionnaire.rc519.incorporation.label',
      widget: 'country',
      rules: [{ kind: 'required', message: 'questionnaire.rc519.incorporation.errorMessage' }],
    },
  ],
};

/** True when the answers declare the entity a tax resident of no jurisdiction: not Canada, not the U.S., no other. */
function declaresNoResidence(ctx: EvalContext): boolean {
  const { answers } = ctx;
  const others = answers.taxResidences?.taxResidences;
  const listsOther =
    Array.isArray(others) &&
    others.some((item) => typeof item === 'object' && item !== null && !Array.isArray(item) && !isBlank(item.country));
  return (
    answers.canadianTaxResident?.isCanadianTaxResident === 'No' &&
    answers.usTaxResident?.isUsTaxResident === 'No' &&
    !listsOther
  );
}

/**
 * Section 2: an entity with no jurisdiction of tax residence (e.g. a fiscally transparent partnership) gives the
 * jurisdiction of its place of effective management (crs-canada-lines.md §1 and §3, the CRS rule; how the RC519
 * words it is unconfirmed). Asked, and required, only while the entity declares no residence in Canada, the United
 * States or elsewhere: before, a form declaring no residence at all was accepted.
 */
const effectiveManagementBlock: BlockDef = {
  id: 'effectiveManagement',
  title: 'questionnaire.rc519.effectiveManagement.title',
  part: '2',
  visible: declaresNoResidence,
  questions: [
    {
      id: 'country',
      label: 'questionnaire.rc519.effectiveManagement.label',
      widget: 'country',
      rules: [{ kind: 'required', message: 'questionnaire.rc519.effectiveManagement.errorMessage' }],
    },
  ],
};

/** Section 3: the entity's classification. */
const entityTypeBlock: BlockDef = {
  id: 'entityType',
  title: 'questionnaire.rc519.entityType.title',
  part: '3',
  titleInPart: true,
  questions: [
    {
      id: 'type',
      label: 'questionnaire.rc519.entityType.label',
      widget: 'radio',
      props: { options: optionsOf('questionnaire.rc519.entityType', RC519_ENTITY_TYPES) },
      rules: [{ kind: 'required', message: 'questionnaire.rc519.entityType.errorMessage' }],
    },
  ],
};

/**
 * RC519 in the reference's section order: 1 identification (legal name, jurisdiction of incorporation or
 * organization, the optional account number, addresses); 2 declaration of tax residence (Canada with the
 * business number — the BN9 or the program account, ADR 064 — or the trust account number; the United States with
 * the EIN or "applied for"; 1–2 other jurisdictions, optional, with a TIN or reason 1–3; with none of these, the
 * jurisdiction of the place of effective management); 3 entity classification, with the GIIN (or "applied
 * for") when the type is "2"; 4 controlling persons (1–2) of a type "3" or "4" entity; 5 certification by an
 * authorized person with their position (signature section `signature`, signed yyyy-MM-dd). `rc519` is the
 * revision before 2024, `rc519_2024` the 2024 one, with one content (differences unconfirmed: ADR 018).
 */
function rc519Definition(formType: 'rc519' | 'rc519_2024'): FormDefinition {
  const { family, signatureSection, signDateFormat, revision } = formCatalogue[formType];
  return {
    formType,
    family,
    title: 'questionnaire.rc519.title',
    revision,
    signatureSection,
    certification: rcCertification('rc519'),
    paper: rcPaper('rc519'),
    header: rcHeader('rc519'),
    // The form's own dates are Year/Month/Day as the CRA prints them, the sign date too (app-shell.md §5), not the
    // catalogue's dd-MM-yyyy for rc forms (questionnaire-and-forms.md §9): the signature date the apps fill in and print (ADR 018).
    dateFormat: signDateFormat,
    blocks: [
      nameBlock,
      incorporationBlock,
      rcAccountNumberBlock({ title: 'questionnaire.rc.accountNumber.title', part: '1' }),
      rcAddressBlock({ id: 'address', title: 'questionnaire.rc519.address.title', part: '1' }),
      rcAddressBlock({
        id: 'mailingAddress',
        title: 'questionnaire.rc519.mailingAddress.title',
        part: '1',
        optional: true,
        linkBlock: 'address',
      }),
      {
        ...rcEntityCanadianTaxResidentBlock({ title: 'questionnaire.rc519.canadianTaxResident.title', part: '2' }),
        titleInPart: true,
      },
      rcUsTaxResidentBlock({
        title: 'questionnaire.rc519.usTaxResident.title',
        part: '2',
        holder: 'entity',
        label: 'questionnaire.rc519.usTaxResident.isUsTaxResident.label',
      }),
      rcOtherTaxResidencesBlock({ title: 'questionnaire.rc519.taxResidences.title', part: '2' }),
      effectiveManagementBlock,
      entityTypeBlock,
      {
        ...giinBlock({ title: 'questionnaire.giin.title', part: '3' }),
        visible: (ctx) => entityTypeOf(ctx) === FINANCIAL_INSTITUTION,
      },
      {
        ...rcControllingPersonsBlock({
          title: 'questionnaire.rc519.controllingPersons.title',
          part: '4',
          min: 1,
          max: 2,
          dateFormat: 'yyyy-MM-dd',
          reasons: RC_NO_TIN_REASONS,
          explanationReasons: RC_EXPLAINED_REASONS,
          taxResidences: { min: 0, max: 2 },
          visible: (ctx) => LISTS_CONTROLLING_PERSONS.has(entityTypeOf(ctx)),
        }),
        titleInPart: true,
      },
      {
        ...signerBlock({
          id: signatureSection,
          title: 'questionnaire.rc519.certification.title',
          part: '5',
          signer: 'entityOnly',
          dateFormat: signDateFormat,
          statement: 'certification.rc519.statement',
        }),
        titleInPart: true,
      },
    ],
    // The CRA's sections 1–5, headed "Section N" as the CRA does.
    partLabel: RC_SECTION_LABEL,
    parts: ['1', '2', '3', '4', '5'].map((id) => ({ id, title: `questionnaire.rc519.parts.${id}` })),
    checks: [duplicateJurisdictionCheck(), duplicateJurisdictionCheck(CONTROLLING_PERSON_COUNTRIES)],
    lockGroups: { customerName: ['name.name'], customerAddress: ['address'] },
    // The typical customer: a passive Canadian corporation (business number, not a U.S. resident) with
    // one controlling person, a Canadian resident, signed by a director.
    sampleAnswers: (current: Answers, signerName: string): Answers => ({
      ...current,
      incorporation: { country: 'CA' },
      canadianTaxResident: { isCanadianTaxResident: 'Yes', businessNumber: '123456782RC0001' },
      usTaxResident: { isUsTaxResident: 'No', appliedFor: 'No' },
      entityType: { type: '4' },
      controllingPersons: {
        controllingPersons: [
          {
            firstName: 'Marie',
            lastName: 'Tremblay',
            birthDate: '1975-03-21',
            type: 'CRS801',
            address: [
              { line1: '100 Rue Sainte-Catherine', line3: 'Montréal QC', postalCode: 'H2X 1Z4', country: 'CA' },
            ],
            cpCanadianTaxResident: [{ isCanadianTaxResident: 'Yes', socialInsuranceNumber: '527149686' }],
          },
        ],
      },
      [signatureSection]: { ...current[signatureSection], name: signerName, capacity: 'Director' },
    }),
  };
}

/** RC519, the revision before 2024. */
export const rc519 = rc519Definition('rc519');
/** RC519, 2024 revision. */
export const rc519_2024 = rc519Definition('rc519_2024');
