import type { FormDefinition } from '@taxcert/engine';
import type { FormGroupType, FormType } from '../catalogue';
import { prequal, prequalCanada } from './definition';
import { isOffered, type Availability } from './recommend';

export type PrequalVariant = 'standard' | 'canadian';

/** The forms only the Canadian variant leads to. */
const CANADIAN_ONLY: readonly FormType[] = ['rc518_2024', 'rc519_2024'];
/** The forms and groups only the standard variant leads to (its CRS and remaining W-8 outcomes). */
const STANDARD_ONLY: readonly (FormType | FormGroupType)[] = [
  'crsi_2024',
  'fatca_crsi_2023',
  'crsiw8ben',
  'w8ben_2021',
  'w8bene_2021',
  'w8imy_2021',
  'w8exp_2023',
];

/**
 * Which variant of the pre-qualifying questionnaire the configuration calls for (questionnaire-and-forms.md §2: "Canadian-specific
 * questions appear only in a Canadian variant"). The online configuration's `preQualifyingCanadianVariant` decides
 * when it is true or false (ADR 045: an institution offering both kinds of form may want the Canadian questions).
 * Absent or null, the variant is the one whose recommendations the configuration can offer: Canadian when a
 * Canadian form (rc518_2024, rc519_2024) is offered and none of the forms only the standard flow recommends is;
 * otherwise standard.
 */
export function prequalVariant(availability: Availability): PrequalVariant {
  const chosen = availability.preQualifyingCanadianVariant;
  if (typeof chosen === 'boolean') return chosen ? 'canadian' : 'standard';
  const offers = (type: string) => isOffered(type, availability);
  return CANADIAN_ONLY.some(offers) && !STANDARD_ONLY.some(offers) ? 'canadian' : 'standard';
}

/** The questionnaire definition of a variant. */
export function prequalDefinitionOf(variant: PrequalVariant): FormDefinition {
  return variant === 'canadian' ? prequalCanada : prequal;
}
