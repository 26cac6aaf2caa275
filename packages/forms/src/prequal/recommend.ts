import type { FormGroupConfig, FormTypeConfig } from '@taxcert/contracts';
import type { Answers } from '@taxcert/engine';
import { isFormGroup, type FormGroupType, type FormType } from '../catalogue';
import { outcomeOf } from './outcome';

/** What the configuration says about each form type and group (only enabled and visible ones are offered). */
export interface Availability {
  formTypes: Pick<FormTypeConfig, 'formType' | 'isEnabled' | 'isVisible'>[];
  formGroups?: Pick<FormGroupConfig, 'formType' | 'isEnabled' | 'isVisible'>[];
  /** The online configuration's switch of the Canadian variant (ADR 045); absent or null: inferred. */
  preQualifyingCanadianVariant?: boolean | null | undefined;
}

/** The message key of the one sentence saying why the answers lead to the recommendation. */
const reasonKey = (reason: string) => `prequal.reason.${reason}`;

export type Recommendation =
  /** Not every question the outcome depends on is answered yet. */
  | { kind: 'incomplete' }
  /**
   * The matched-form card: one form (`formType`) or group (`formGroupType`), `reason` the message key of the
   * sentence saying why, and the offered `alternatives` the customer may still open instead.
   */
  | { kind: 'single'; formType: FormType; reason: string; alternatives: FormType[] }
  | { kind: 'group'; formGroupType: FormGroupType; reason: string; alternatives: FormType[] }
  /** The 'no form required' card (Canadian variant, no Canadian account). */
  | { kind: 'none'; reason: string }
  /** The recommended types exist but none is both enabled and visible (`alternatives`: the offered other choices). */
  | { kind: 'unavailable'; candidates: string[]; alternatives: FormType[] };

/** True when the configuration enables and shows the form type or group. */
export function isOffered(type: string, availability: Availability): boolean {
  const entries = isFormGroup(type) ? (availability.formGroups ?? []) : availability.formTypes;
  const entry = entries.find((e) => e.formType === type);
  return entry !== undefined && entry.isEnabled && entry.isVisible;
}

/**
 * The form the pre-qualifying answers lead to, offering only enabled and visible types (questionnaire-and-forms.md §2): the first
 * offered candidate (for the combined individual outcome, fatca_crsi_2023 before the crsiw8ben group).
 */
export function recommendForms(
  answers: Answers,
  availability: Availability,
  options: { canadian?: boolean } = {},
): Recommendation {
  const outcome = outcomeOf(answers, options.canadian ?? false);
  if (outcome.kind === 'incomplete') return outcome;
  if (outcome.kind === 'none') return { kind: 'none', reason: reasonKey(outcome.reason) };
  const alternatives = outcome.alternatives.filter((type) => isOffered(type, availability));
  const first = outcome.candidates.find((type) => isOffered(type, availability));
  if (first === undefined) return { kind: 'unavailable', candidates: outcome.candidates, alternatives };
  const reason = reasonKey(outcome.reason);
  return isFormGroup(first)
    ? { kind: 'group', formGroupType: first, reason, alternatives }
    : { kind: 'single', formType: first, reason, alternatives };
}
