import {
  birthDetailsBlock,
  isBlank,
  signerBlock,
  type Answers,
  type CheckDef,
  type FormDefinition,
} from '@taxcert/engine';
import { formCatalogue } from '../catalogue';
import { rcAccountNumberBlock, rcAddressBlock, rcControllingPersonTypeBlock, rcNameBlock } from './identification';
import { rcOtherTaxResidencesBlock } from './otherResidences';
import { RC_SECTION_LABEL, rcCertification, rcHeader, rcPaper } from './texts';
import { canadianTaxResidentBlock, rcUsTaxResidentBlock } from './taxResidents';
import { duplicateJurisdictionCheck } from '../blocks/crsConsistency';

/**
 * A controlling person gives the entity's account number in Section 1 (crs-canada-lines.md §2): a type of controlling
 * person without an account number is warned of (the number stays optional on the form), at the account number.
 */
const controllingPersonWithoutAccountCheck: CheckDef = {
  id: 'RC-CONTROLLING-PERSON-ACCOUNT',
  severity: 'warning',
  field: 'accountNumber.accountNumber',
  message: 'questionnaire.rc518.controllingPersonType.noAccountWarning',
  raised: (answers) => !isBlank(answers.controllingPersonType?.type) && isBlank(answers.accountNumber?.accountNumber),
};

/**
 * RC518 in the CRA's section order: Section 1 identification of the account holder (last name, first name and
 * initials, date of birth as the form's Year/Month/Day boxes, the optional account number, permanent residence
 * and mailing addresses), Section 2 declaration of tax residence (Canada with the SIN; the United States,
 * resident or citizen, with the U.S. TIN or "applied for"; 1–2 other jurisdictions, optional, each with a TIN or
 * reason 1, 2 or 3), Section 3 certification (the signature section `signature`, signed yyyy-MM-dd). The CRA's
 * introductory notes are the header's notes (texts.ts: our wording). A controlling person of an entity may fill
 * out the form (crs-canada-lines.md §2): Section 1 then asks the type of controlling person (optional, questionnaire-and-forms.md §2)
 * and the account number is the entity's; a type without an account number is warned of.
 * `rc518` is the revision before 2024 and `rc518_2024` the 2024 one: the reference describes one content for
 * both (its public copy is "18e"); what the 2024 revision changed is unconfirmed (ADR 018).
 */
function rc518Definition(formType: 'rc518' | 'rc518_2024'): FormDefinition {
  const { family, signatureSection, signDateFormat, revision } = formCatalogue[formType];
  return {
    formType,
    family,
    title: 'questionnaire.rc518.title',
    revision,
    signatureSection,
    certification: rcCertification('rc518'),
    paper: rcPaper('rc518'),
    header: rcHeader('rc518'),
    // The form's own dates are Year/Month/Day as the CRA prints them, the sign date too (app-shell.md §5), not the
    // catalogue's dd-MM-yyyy for rc forms (questionnaire-and-forms.md §9): the signature date the apps fill in and print (ADR 018).
    dateFormat: signDateFormat,
    blocks: [
      { ...rcNameBlock({ title: 'questionnaire.rc518.name.title', part: '1' }), titleInPart: true },
      // The CRA prints Year / Month / Day boxes (canada-rc518-rc519.md; questionnaire-and-forms.md §5 says dd-MM-yyyy: ADR 018).
      birthDetailsBlock({ title: 'questionnaire.rc518.birthDetails.title', part: '1', dateFormat: 'yyyy-MM-dd' }),
      rcAccountNumberBlock({
        title: 'questionnaire.rc.accountNumber.title',
        part: '1',
        hint: 'questionnaire.rc518.accountNumber.hint',
      }),
      rcControllingPersonTypeBlock({ title: 'questionnaire.rc518.controllingPersonType.title', part: '1' }),
      rcAddressBlock({ id: 'address', title: 'questionnaire.rc518.address.title', part: '1' }),
      rcAddressBlock({
        id: 'mailingAddress',
        title: 'questionnaire.rc518.mailingAddress.title',
        part: '1',
        optional: true,
        linkBlock: 'address',
      }),
      {
        ...canadianTaxResidentBlock({ title: 'questionnaire.rc518.canadianTaxResident.title', part: '2' }),
        titleInPart: true,
      },
      rcUsTaxResidentBlock({ title: 'questionnaire.rc518.usTaxResident.title', part: '2' }),
      rcOtherTaxResidencesBlock({ title: 'questionnaire.rc518.taxResidences.title', part: '2' }),
      {
        ...signerBlock({
          id: signatureSection,
          title: 'questionnaire.rc518.certification.title',
          part: '3',
          signer: 'individualOnly',
          dateFormat: signDateFormat,
          statement: 'certification.rc518.statement',
        }),
        titleInPart: true,
      },
    ],
    // The CRA's sections 1–3, headed "Section N" as the CRA does; the form numbers no lines.
    partLabel: RC_SECTION_LABEL,
    parts: [
      { id: '1', title: 'questionnaire.rc518.parts.1' },
      { id: '2', title: 'questionnaire.rc518.parts.2' },
      { id: '3', title: 'questionnaire.rc518.parts.3' },
    ],
    checks: [duplicateJurisdictionCheck(), controllingPersonWithoutAccountCheck],
    lockGroups: {
      customerName: ['crsName.firstName', 'crsName.lastName'],
      customerAddress: ['address'],
      customerBirthDate: ['birthDetails.birthDate'],
    },
    // A Canadian resident who is also a U.S. citizen (the typical customer): SIN and SSN, no other
    // jurisdiction, signed by the account holder.
    sampleAnswers: (current: Answers, signerName: string): Answers => ({
      ...current,
      canadianTaxResident: { isCanadianTaxResident: 'Yes', socialInsuranceNumber: '527149686' },
      usTaxResident: { isUsTaxResident: 'Yes', tin: '521447812', appliedFor: 'No' },
      [signatureSection]: { ...current[signatureSection], name: signerName },
    }),
  };
}

/** RC518, the revision before 2024 (public copy "18e"). */
export const rc518 = rc518Definition('rc518');
/** RC518, 2024 revision. */
export const rc518_2024 = rc518Definition('rc518_2024');
