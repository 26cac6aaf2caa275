import type { FormGroupConfig, FormTypeConfig } from '@taxcert/contracts';
import type { Answers } from '@taxcert/engine';
import { isFormGroup, type FormGroupType, type FormType } from '../catalogue';
import { isEntity, isIndividual, isUsPerson } from './definition';

/** What the configuration says about each form type and group (only enabled and visible ones are offered). */
export interface Availability {
  formTypes: Pick<FormTypeConfig, 'formType' | 'isEnabled' | 'isVisible'>[];
  formGroups?: Pick<FormGroupConfig, 'formType' | 'isEnabled' | 'isVisible'>[];
}

export type Recommendation =
  /** Not every question the outcome depends on is answered yet. */
  | { kind: 'incomplete' }
  /** The matched-form card. */
  | { kind: 'single'; formType: FormType }
  /** The matched form group (crsiw8ben). */
  | { kind: 'group'; formGroupType: FormGroupType }
  /** The card listing several candidate forms. */
  | { kind: 'several'; formTypes: FormType[] }
  /** The 'no form required' card (Canadian variant, no Canadian account). */
  | { kind: 'none' }
  /** The recommended types exist but none is both enabled and visible. */
  | { kind: 'unavailable'; candidates: string[] };

/** The outcome of the flow before availability: one of (the first offered wins), or all offered. */
type Outcome = { kind: 'incomplete' } | { kind: 'none' } | { kind: 'firstOf' | 'allOf'; candidates: (FormType | FormGroupType)[] };

const answer = (a: Answers, block: string, id: string) => a[block]?.[id];
const incomplete: Outcome = { kind: 'incomplete' };
const firstOf = (...candidates: (FormType | FormGroupType)[]): Outcome => ({ kind: 'firstOf', candidates });

/** The decision table of the flow (spec §2); see the ADR-style notes in the report for our readings. */
export function outcomeOf(a: Answers, canadian: boolean): Outcome {
  if (!isIndividual(a) && !isEntity(a)) return incomplete;
  const usIncome = answer(a, 'usIncome', 'hasUsIncome');
  if (usIncome !== 'Yes' && usIncome !== 'No') return incomplete;
  if (isEntity(a) && answer(a, 'soleOwner', 'isDbaOrDre') === undefined) return incomplete;

  if (isIndividual(a)) {
    const controlling = answer(a, 'status', 'isControllingPerson');
    if (controlling === undefined) return incomplete;
    if (controlling === 'Yes') return firstOf('crscp');
    const citizen = answer(a, 'status', 'isUsCitizen');
    if (citizen === undefined) return incomplete;
  } else {
    const crsEntity = answer(a, 'status', 'isCrsParticipatingEntity');
    if (crsEntity === undefined) return incomplete;
    if (crsEntity === 'Yes') return firstOf('crse');
    if (answer(a, 'status', 'isUsIncorporated') === undefined) return incomplete;
  }
  if (isUsPerson(a)) return firstOf('w9_2024');

  if (usIncome === 'Yes') {
    const eci = answer(a, 'status', 'hasEffectivelyConnectedIncome');
    if (eci === undefined) return incomplete;
    if (eci === 'Yes') return firstOf('w8eci_2021');
  }

  if (canadian) {
    const account = answer(a, 'canada', 'hasCanadianAccount');
    if (account === undefined) return incomplete;
    if (account === 'No') return { kind: 'none' };
    return firstOf(isIndividual(a) ? 'rc518_2024' : 'rc519_2024');
  }

  if (isEntity(a)) return { kind: 'allOf', candidates: ['w8bene_2021', 'w8imy_2021', 'w8exp_2023'] };
  const crsAccount = answer(a, 'crs', 'isCrsParticipatingAccount');
  if (crsAccount === undefined) return incomplete;
  if (crsAccount === 'Yes') return usIncome === 'Yes' ? firstOf('fatca_crsi_2023', 'crsiw8ben') : firstOf('crsi_2024');
  return firstOf('w8ben_2021');
}

/** True when the configuration enables and shows the form type or group. */
export function isOffered(type: string, availability: Availability): boolean {
  const entries = isFormGroup(type) ? (availability.formGroups ?? []) : availability.formTypes;
  const entry = entries.find((e) => e.formType === type);
  return entry !== undefined && entry.isEnabled && entry.isVisible;
}

function asRecommendation(type: FormType | FormGroupType): Recommendation {
  return isFormGroup(type) ? { kind: 'group', formGroupType: type } : { kind: 'single', formType: type };
}

/**
 * The forms the pre-qualifying answers lead to, offering only enabled and visible types (spec §2).
 * For the combined individual outcome the first offered of fatca_crsi_2023 and crsiw8ben wins.
 */
export function recommendForms(answers: Answers, availability: Availability, options: { canadian?: boolean } = {}): Recommendation {
  const outcome = outcomeOf(answers, options.canadian ?? false);
  if (outcome.kind === 'incomplete' || outcome.kind === 'none') return outcome;
  const offered = outcome.candidates.filter((type) => isOffered(type, availability));
  const first = offered[0];
  if (first === undefined) return { kind: 'unavailable', candidates: outcome.candidates };
  if (outcome.kind === 'firstOf' || offered.length === 1) return asRecommendation(first);
  return { kind: 'several', formTypes: offered.filter((type): type is FormType => !isFormGroup(type)) };
}
