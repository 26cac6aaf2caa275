import type { Answers, AnswerValue, CheckDef } from '@taxcert/engine';

/**
 * The consistency rules every CRS-based form shares (crs.md, fatca-crs-lines.md §5), as checks
 * of the answers taken together:
 * - a jurisdiction appears once among the tax residences: every later row naming it again is rejected
 *   (`DUPLICATE-JURISDICTION`, on that row's country);
 * - a form that says "not a US person" (the FATCA/CRS individual's two Noes) and lists the United States as a CRS
 *   tax residence contradicts itself: rejected on the row, the message naming both answers (`US-RESIDENCE-NOT-US-PERSON`);
 * - US indicia on such a form — a US residence or mailing address, a US place of birth — are warnings that say
 *   which document the institution will ask for (fatca-crs-lines.md §5, the Model 1 IGA Annex I cures as the
 *   reference summarises them: its wording is unconfirmed there, and the messages are our own summary of it).
 */

/** The fields that hold the tax residences' jurisdictions, `blockId.repeaterId.itemQuestionId`. */
export const TAX_RESIDENCE_COUNTRIES = 'taxResidences.taxResidences.country';

/** Each controlling person's own tax residences (CRS entity forms), a repeater inside the persons' items. */
export const CONTROLLING_PERSON_COUNTRIES = 'controllingPersons.controllingPersons.taxResidences.country';

type Row = { at: readonly number[]; value: AnswerValue };

const recordOf = (value: AnswerValue): Record<string, AnswerValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

/**
 * The rows of the repeater `field` names (`blockId.repeater[.repeater…].itemQuestionId`), one list per innermost
 * repeater: each row's indices through the repeaters and its answer to the item question.
 */
function rowLists(answers: Answers, field: string): Row[][] {
  const [blockId = '', ...parts] = field.split('.');
  const questionId = parts.at(-1) ?? '';
  const lists = (container: Record<string, AnswerValue>, repeaters: string[], at: number[]): Row[][] => {
    const [id = '', ...inner] = repeaters;
    const value = container[id];
    const items = Array.isArray(value) ? value.map(recordOf) : [];
    if (inner.length === 0) return [items.map((item, index) => ({ at: [...at, index], value: item[questionId] }))];
    return items.flatMap((item, index) => lists(item, inner, [...at, index]));
  };
  return lists(answers[blockId] ?? {}, parts.slice(0, -1), []);
}

/** The rows whose jurisdiction an earlier row of the same list already names. */
export function duplicatedRows(answers: Answers, field = TAX_RESIDENCE_COUNTRIES): (readonly number[])[] {
  return rowLists(answers, field).flatMap((rows) => {
    const seen = new Set<string>();
    return rows.flatMap(({ at, value }) => {
      if (typeof value !== 'string' || value === '') return [];
      if (seen.has(value)) return [at];
      seen.add(value);
      return [];
    });
  });
}

/** A jurisdiction may appear once among the tax residences: each repeated row is rejected. */
export function duplicateJurisdictionCheck(field = TAX_RESIDENCE_COUNTRIES): CheckDef {
  return {
    id: 'DUPLICATE-JURISDICTION',
    severity: 'rejection',
    field,
    message: 'questionnaire.crsConsistency.duplicateJurisdiction.errorMessage',
    raised: (answers) => duplicatedRows(answers, field).length > 0,
    items: (answers) => duplicatedRows(answers, field),
  };
}

/** The answer at `blockId.questionId`. */
function answerAt(answers: Answers, field: string): AnswerValue {
  const dot = field.indexOf('.');
  return answers[field.slice(0, dot)]?.[field.slice(dot + 1)];
}

export interface NotUsPersonOptions {
  /** True when the answers say "not a US person" (e.g. both FATCA questions answered No). */
  notUsPerson: (answers: Answers) => boolean;
  /** The tax residences' jurisdictions (default `taxResidences.taxResidences.country`). */
  countries?: string;
  /** Where the form holds the US indicia it asks, as `blockId.questionId`. */
  indicia: { residence?: string; mailing?: string; birthCountry?: string };
}

/**
 * The checks of a form that asks whether the account holder is a US person: the United States among the CRS tax
 * residences of someone who says "not a US person" is a rejection on that row; a US address or a US place of birth
 * a warning naming the document the institution will ask for.
 */
export function notUsPersonChecks(options: NotUsPersonOptions): CheckDef[] {
  const countries = options.countries ?? TAX_RESIDENCE_COUNTRIES;
  const usRows = (answers: Answers): (readonly number[])[] =>
    options.notUsPerson(answers)
      ? rowLists(answers, countries)
          .flat()
          .flatMap(({ at, value }) => (value === 'US' ? [at] : []))
      : [];
  const checks: CheckDef[] = [
    {
      id: 'US-RESIDENCE-NOT-US-PERSON',
      severity: 'rejection',
      field: countries,
      message: 'questionnaire.crsConsistency.usResidenceNotUsPerson.errorMessage',
      raised: (answers) => usRows(answers).length > 0,
      items: usRows,
    },
  ];
  const indicium = (id: string, field: string | undefined, message: string) => {
    if (!field) return;
    checks.push({
      id,
      severity: 'warning',
      field,
      message,
      raised: (answers) => options.notUsPerson(answers) && answerAt(answers, field) === 'US',
    });
  };
  indicium('US-ADDRESS-NOT-US-PERSON', options.indicia.residence, 'questionnaire.crsConsistency.usAddress.warning');
  indicium(
    'US-MAILING-ADDRESS-NOT-US-PERSON',
    options.indicia.mailing,
    'questionnaire.crsConsistency.usAddress.warning',
  );
  indicium(
    'US-BIRTHPLACE-NOT-US-PERSON',
    options.indicia.birthCountry,
    'questionnaire.crsConsistency.usBirthplace.warning',
  );
  return checks;
}
