import { textOf, type Answers, type AnswerValue, type CheckDef, type MessageValues } from '@taxcert/engine';
import { CONTROLLING_PERSON_COUNTRIES } from '../blocks/crsConsistency';
import { FINANCIAL_STATUSES, NON_FINANCIAL_STATUSES } from './fatcaStatuses';

/**
 * The FATCA status and the CRS entity type of a combined entity form, compared (fatca-crs-lines.md §4; ADR 060).
 * The two classifications are made separately and need not coincide, but some pairs contradict each other:
 * - **refused** where both regimes apply the same test, so the signed form would say two opposite things: a CRS
 *   financial institution (a depository or custodial institution or specified insurance company: any NFFE status;
 *   an investment entity: the active NFFE) and a CRS passive NFE that says active NFFE (the same 50 % passive
 *   income and assets test);
 * - **warned** where the regimes' definitions differ at the edges and the institution will look at it: a CRS active
 *   NFE (listed, related or other) with an FFI status, a governmental entity, central bank or international organisation that says passive
 *   NFFE, a CRS passive NFE with an FFI status;
 * - warned too: an entity incorporated in the United States that says it is not a US person (§1: an entity created
 *   or organised in the United States is a US person, but a trust or estate is tested otherwise).
 * - a controlling person who says "not a U.S. citizen or resident" and lists the United States among the person's tax
 *   residences contradicts itself (fatca-crs-lines.md §5, as on the FATCA/CRS individual): refused on that row.
 * Each message names both answers (`{{crs}}`, `{{fatca}}`, ADR 028).
 */

type Verdict = 'rejection' | 'warning' | undefined;

/** The CRS sub-type the answers chose: the FI or active NFE sub-type, or the passive NFE. */
function crsTypeOf(answers: Answers): { value: string; label: string } | undefined {
  const crs = answers.crsEntityType ?? {};
  const type = textOf(crs.entityType);
  if (type === 'PassiveNFE') return { value: type, label: 'questionnaire.crsEntityType.entityType.option.PassiveNFE' };
  const sub = textOf(type === 'FinancialInstitution' ? crs.fiType : type === 'ActiveNFE' ? crs.activeNffeType : '');
  if (sub === '') return undefined;
  const question = type === 'FinancialInstitution' ? 'fiType' : 'activeNffeType';
  return { value: sub, label: `questionnaire.crsEntityType.${question}.option.${sub}` };
}

/** The FATCA status of a non-US entity, '' otherwise. */
const fatcaStatusOf = (answers: Answers): string =>
  answers.fatcaEntity?.isUsPerson === 'No' ? textOf(answers.fatcaEntity.status) : '';

/** The notes' table (fatca-crs-lines.md §4): what a pair of answers is. */
export function fatcaCrsVerdict(crsType: string, fatca: string): Verdict {
  if (fatca === '') return undefined;
  switch (crsType) {
    case 'DepositoryCustodialInsurance':
      return NON_FINANCIAL_STATUSES.has(fatca) ? 'rejection' : undefined;
    case 'ManagedInvestmentEntity':
    case 'OtherInvestmentEntity':
      return fatca === 'ActiveNffe' ? 'rejection' : undefined;
    case 'PassiveNFE':
      if (fatca === 'ActiveNffe') return 'rejection';
      return FINANCIAL_STATUSES.has(fatca) ? 'warning' : undefined;
    case 'Governmental':
    case 'InternationalOrganisation':
      return fatca === 'PassiveNffe' ? 'warning' : undefined;
    case 'PubliclyTraded':
    case 'RelatedEntity':
    case 'Other':
      return FINANCIAL_STATUSES.has(fatca) ? 'warning' : undefined;
    default:
      return undefined;
  }
}

const verdictOf = (answers: Answers): Verdict =>
  fatcaCrsVerdict(crsTypeOf(answers)?.value ?? '', fatcaStatusOf(answers));

const pairValues = (answers: Answers): MessageValues => ({
  crs: { key: crsTypeOf(answers)?.label ?? '' },
  fatca: { key: `questionnaire.fatcaEntity.status.option.${fatcaStatusOf(answers)}` },
});

const rows = (value: AnswerValue): Record<string, AnswerValue>[] =>
  Array.isArray(value)
    ? value.filter(
        (row): row is Record<string, AnswerValue> => typeof row === 'object' && row !== null && !Array.isArray(row),
      )
    : [];

/** The rows `[person, residence]` where a controlling person who is not a US person lists the United States. */
export function usResidenceOfNonUsPersons(answers: Answers): (readonly number[])[] {
  return rows(answers.controllingPersons?.controllingPersons).flatMap((person, p) =>
    person.isUsPerson === 'No'
      ? rows(person.taxResidences).flatMap((residence, r) => (residence.country === 'US' ? [[p, r]] : []))
      : [],
  );
}

/** The checks of the combined entity form's FATCA and CRS classifications (ADR 060). */
export function fatcaCrsEntityChecks(): CheckDef[] {
  return [
    {
      id: 'FATCA-CRS-CONTRADICTION',
      severity: 'rejection',
      field: 'fatcaEntity.status',
      message: 'questionnaire.fatcaCrsConsistency.contradiction.errorMessage',
      values: pairValues,
      raised: (answers) => verdictOf(answers) === 'rejection',
    },
    {
      id: 'FATCA-CRS-UNUSUAL',
      severity: 'warning',
      field: 'fatcaEntity.status',
      message: 'questionnaire.fatcaCrsConsistency.unusual.warning',
      values: pairValues,
      raised: (answers) => verdictOf(answers) === 'warning',
    },
    {
      id: 'CONTROLLING-PERSON-US-RESIDENCE',
      severity: 'rejection',
      field: CONTROLLING_PERSON_COUNTRIES,
      message: 'questionnaire.fatcaCrsConsistency.controllingPersonUsResidence.errorMessage',
      raised: (answers) => usResidenceOfNonUsPersons(answers).length > 0,
      items: usResidenceOfNonUsPersons,
    },
    {
      id: 'US-INCORPORATED-NOT-US-PERSON',
      severity: 'warning',
      field: 'fatcaEntity.isUsPerson',
      message: 'questionnaire.fatcaCrsConsistency.usIncorporated.warning',
      raised: (answers) => answers.name?.incorporationCountry === 'US' && answers.fatcaEntity?.isUsPerson === 'No',
    },
  ];
}
