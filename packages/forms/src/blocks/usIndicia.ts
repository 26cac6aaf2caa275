import type { Answers, AnswerValue, CheckDef } from '@taxcert/engine';
import type { FormType } from '../catalogue';

/**
 * Where a W-8 holds the answers that are US indicia, as `blockId.questionId`. A form names the ones it asks;
 * an entity form (W-8BEN-E, W-8ECI, W-8EXP, W-8IMY) gets the checks by naming its fields, not by code.
 */
export interface UsIndiciaFields {
  /** Country of citizenship (an individual's W-8). */
  citizenship?: string;
  /** Country of incorporation or organisation (an entity's W-8). */
  incorporation?: string;
  /**
   * Country of the permanent residence address. Leave it out where the address block's own rules already
   * reject a US country (W-8BEN line 3, `permanentResidenceRules`), so the customer does not read it twice.
   */
  residence?: string;
  /** Country of the mailing address. */
  mailing?: string;
  /** Country of birth. */
  birthCountry?: string;
}

/** The answer at `blockId.questionId` (block ids of a group hold a '/', never a dot). */
function answerAt(answers: Answers, field: string): AnswerValue {
  const dot = field.indexOf('.');
  return answers[field.slice(0, dot)]?.[field.slice(dot + 1)];
}

const isUs = (field: string) => (answers: Answers) => answerAt(answers, field) === 'US';

/**
 * The form a US person gives instead of a W-8 (w8ben.md "Do NOT use this form if"): Form W-9, its current revision
 * (Rev. March 2024), the one the pre-qualifying questionnaire recommends to a US person too.
 */
export const US_PERSON_FORM: FormType = 'w9_2024';

/**
 * The US indicia checks of a W-8, from the forms' "Do NOT use this form if" table (w8ben.md:
 * a US citizen or other US person, including a resident alien, gives Form W-9) and the change-in-circumstances
 * triggers of signatures-and-validity.md §2 (a US address, a US place of birth):
 * - a US citizenship (individual) or a US country of incorporation (entity) is a rejection: that person is a
 *   US person, the W-8 is the wrong form; the message says so and the check offers Form W-9 (`offer`: the apps show
 *   a way to start it for the same account);
 * - a US permanent residence is a rejection for an individual (a US resident is a US person) and a warning for
 *   an entity (a foreign entity may have its office in the US; the institution will ask why);
 * - a US mailing address or a US place of birth is a warning: the form stays valid, and the message says what
 *   the institution will ask for. ASSUMPTION (ours, unconfirmed — the reference files name these indicia but
 *   not the documents that cure them): the cures named in the messages (documentary evidence of foreign
 *   status and a written explanation; for a US place of birth, evidence of having given up or never held US
 *   citizenship) are our summary of the Requester instructions' "reason to know" rules, not quoted text.
 */
export function usIndiciaChecks(kind: 'individual' | 'entity', fields: UsIndiciaFields): CheckDef[] {
  const checks: CheckDef[] = [];
  if (fields.citizenship) {
    checks.push({
      id: 'US-CITIZEN',
      severity: 'rejection',
      field: fields.citizenship,
      message: 'questionnaire.usIndicia.citizenship.errorMessage',
      raised: isUs(fields.citizenship),
      offer: { formType: US_PERSON_FORM },
    });
  }
  if (fields.incorporation) {
    checks.push({
      id: 'US-ENTITY',
      severity: 'rejection',
      field: fields.incorporation,
      message: 'questionnaire.usIndicia.incorporation.errorMessage',
      raised: isUs(fields.incorporation),
      offer: { formType: US_PERSON_FORM },
    });
  }
  if (fields.residence) {
    const rejection = kind === 'individual';
    checks.push({
      id: 'US-RESIDENCE',
      severity: rejection ? 'rejection' : 'warning',
      field: fields.residence,
      message: rejection
        ? 'questionnaire.usIndicia.residence.errorMessage'
        : 'questionnaire.usIndicia.residence.warning',
      raised: isUs(fields.residence),
    });
  }
  if (fields.mailing) {
    checks.push({
      id: 'US-MAILING-ADDRESS',
      severity: 'warning',
      field: fields.mailing,
      message: 'questionnaire.usIndicia.mailingAddress.warning',
      raised: isUs(fields.mailing),
    });
  }
  if (fields.birthCountry) {
    checks.push({
      id: 'US-BIRTHPLACE',
      severity: 'warning',
      field: fields.birthCountry,
      message: 'questionnaire.usIndicia.birthCountry.warning',
      raised: isUs(fields.birthCountry),
    });
  }
  return checks;
}
