import type { Answers } from '@taxcert/engine';

/** Readers of the pre-qualifying answers, shared by the definition (visibility), the outcome and the carry. */

export const INDIVIDUAL = 'Individual';
export const ENTITY = 'Entity';
/** The answer of the exempt-status question that names none of the W-8EXP organisations. */
export const NOT_EXEMPT = 'None';
/**
 * The answer of the exempt-status question naming a withholding qualified holder under section 1445: carried as
 * Form W-8EXP Rev. 2023's line-3 box of that name, not as a chapter 3 status.
 */
export const WITHHOLDING_QUALIFIED_HOLDER = 'WithholdingQualifiedHolder';

export const holderType = (a: Answers) => a.holder?.accountHolderType;
export const isIndividual = (a: Answers) => holderType(a) === INDIVIDUAL;
export const isEntity = (a: Answers) => holderType(a) === ENTITY;
export const status = (a: Answers, id: string) => a.status?.[id];
export const hasUsIncome = (a: Answers) => a.usIncome?.hasUsIncome === 'Yes';

/** The individual is a controlling person, or the entity is CRS-participating: the outcome is set. */
export const earlyCrs = (a: Answers) =>
  status(a, 'isControllingPerson') === 'Yes' || status(a, 'isCrsParticipatingEntity') === 'Yes';
/** A US person (citizen or US incorporated): W-9. */
export const isUsPerson = (a: Answers) => status(a, 'isUsCitizen') === 'Yes' || status(a, 'isUsIncorporated') === 'Yes';
/** Answered "not a US person". */
export const notUsPerson = (a: Answers) => status(a, 'isUsCitizen') === 'No' || status(a, 'isUsIncorporated') === 'No';
/** Past the US-person questions without a decision: ECI answered No, or not asked (no US income). */
export const pastEci = (a: Answers) =>
  notUsPerson(a) && (!hasUsIncome(a) || status(a, 'hasEffectivelyConnectedIncome') === 'No');
