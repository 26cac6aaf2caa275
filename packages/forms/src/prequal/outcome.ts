import type { Answers } from '@taxcert/engine';
import type { FormGroupType, FormType } from '../catalogue';
import { US_PERSON_FORM } from '../blocks/usIndicia';
import { isEntity, isIndividual, isUsPerson, NOT_EXEMPT } from './answers';

/** Why the answers lead where they do: the last part of a `prequal.reason.*` message key (one sentence each). */
export const REASONS = [
  'controllingPerson',
  'crsEntity',
  'usCitizen',
  'usEntity',
  'effectivelyConnected',
  'canadianIndividual',
  'canadianEntity',
  'noCanadianAccount',
  'crsIndividual',
  'crsIndividualUsIncome',
  'foreignIndividual',
  'intermediary',
  'exemptOrganisation',
  'foreignEntity',
] as const;
export type Reason = (typeof REASONS)[number];

/**
 * The outcome of the flow before availability: incomplete, no form, or one form — the first offered of
 * `candidates` — with the sentence saying why, and the `alternatives` the customer may still open (the other W-8
 * forms of a foreign entity, which the deciding questions told apart).
 */
export type Outcome =
  | { kind: 'incomplete' }
  | { kind: 'none'; reason: Reason }
  | { kind: 'form'; candidates: (FormType | FormGroupType)[]; reason: Reason; alternatives: FormType[] };

const answer = (a: Answers, block: string, id: string) => a[block]?.[id];
const incomplete: Outcome = { kind: 'incomplete' };
const form = (reason: Reason, ...candidates: (FormType | FormGroupType)[]): Outcome => ({
  kind: 'form',
  candidates,
  reason,
  alternatives: [],
});

/** The W-8 forms a foreign entity chooses among (questionnaire-and-forms.md §2: "remaining W-8 choices when not US incorporated"). */
const ENTITY_W8: readonly FormType[] = ['w8bene_2021', 'w8imy_2021', 'w8exp_2023'];

/**
 * A foreign entity's W-8, told apart by two questions read from the forms' "Do not use this form" lists
 * (w8bene.md, w8eci-w8exp.md): an intermediary, agent or flow-through entity uses W-8IMY; a foreign government,
 * international organisation, central bank of issue, tax-exempt organisation or private foundation (or a US
 * territory's government) claiming its exemption uses W-8EXP; the beneficial owner otherwise W-8BEN-E.
 */
function entityW8(a: Answers): Outcome {
  const intermediary = answer(a, 'entityKind', 'receivesForOthers');
  if (intermediary === undefined) return incomplete;
  const pick = (reason: Reason, type: FormType): Outcome => ({
    kind: 'form',
    candidates: [type],
    reason,
    alternatives: ENTITY_W8.filter((t) => t !== type),
  });
  if (intermediary === 'Yes') return pick('intermediary', 'w8imy_2021');
  const exempt = answer(a, 'entityKind', 'exemptStatus');
  if (exempt === undefined) return incomplete;
  return exempt === NOT_EXEMPT ? pick('foreignEntity', 'w8bene_2021') : pick('exemptOrganisation', 'w8exp_2023');
}

/** The decision table of the flow (questionnaire-and-forms.md §2); the questions that tell the W-8 forms of an entity apart are ours (ADR 021). */
export function outcomeOf(a: Answers, canadian: boolean): Outcome {
  if (!isIndividual(a) && !isEntity(a)) return incomplete;
  const usIncome = answer(a, 'usIncome', 'hasUsIncome');
  if (usIncome !== 'Yes' && usIncome !== 'No') return incomplete;

  if (isIndividual(a)) {
    const controlling = answer(a, 'status', 'isControllingPerson');
    if (controlling === undefined) return incomplete;
    if (controlling === 'Yes') return form('controllingPerson', 'crscp');
    if (answer(a, 'status', 'isUsCitizen') === undefined) return incomplete;
  } else {
    const crsEntity = answer(a, 'status', 'isCrsParticipatingEntity');
    if (crsEntity === undefined) return incomplete;
    if (crsEntity === 'Yes') return form('crsEntity', 'crse');
    if (answer(a, 'status', 'isUsIncorporated') === undefined) return incomplete;
  }
  if (isUsPerson(a)) return form(isIndividual(a) ? 'usCitizen' : 'usEntity', US_PERSON_FORM);

  if (usIncome === 'Yes') {
    const eci = answer(a, 'status', 'hasEffectivelyConnectedIncome');
    if (eci === undefined) return incomplete;
    if (eci === 'Yes') return form('effectivelyConnected', 'w8eci_2021');
  }

  if (canadian) {
    const account = answer(a, 'canada', 'hasCanadianAccount');
    if (account === undefined) return incomplete;
    if (account === 'No') return { kind: 'none', reason: 'noCanadianAccount' };
    return isIndividual(a) ? form('canadianIndividual', 'rc518_2024') : form('canadianEntity', 'rc519_2024');
  }

  if (isEntity(a)) return entityW8(a);
  const crsAccount = answer(a, 'crs', 'isCrsParticipatingAccount');
  if (crsAccount === undefined) return incomplete;
  if (crsAccount === 'Yes')
    return usIncome === 'Yes'
      ? form('crsIndividualUsIncome', 'fatca_crsi_2023', 'crsiw8ben')
      : form('crsIndividual', 'crsi_2024');
  return form('foreignIndividual', 'w8ben_2021');
}

/** True once the answers lead to a form: the questions that only fill it in (names, residence) are asked then. */
export const leadsToForm = (a: Answers, canadian: boolean): boolean => outcomeOf(a, canadian).kind === 'form';
