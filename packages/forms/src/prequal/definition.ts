import { yesNoOptions, type Answers, type BlockDef, type EvalContext, type FormDefinition, type QuestionDef, type RuleDef } from '@taxcert/engine';

/**
 * The pre-qualifying questionnaire (spec §2, 'Pre-qualifying questionnaire flow'). Questions appear
 * only while they can still change the outcome (see `recommend.ts`); the Canadian questions exist only
 * in the Canadian variant. Its kind is PreQualifying: a changed answer clears every later one.
 */

export const INDIVIDUAL = 'Individual';
export const ENTITY = 'Entity';

const p = 'questionnaire.prequal';
const required = (id: string): RuleDef[] => [{ kind: 'required', message: `${p}.${id}.errorMessage` }];
const yesNo = (id: string, visible: (a: Answers) => boolean): QuestionDef => ({
  id,
  label: `${p}.${id}.label`,
  widget: 'radio',
  props: { options: yesNoOptions },
  visible: (ctx: EvalContext) => visible(ctx.answers),
  rules: required(id),
});
const text = (id: string, visible: (a: Answers) => boolean, rules: RuleDef[] = []): QuestionDef => ({
  id,
  label: `${p}.${id}.label`,
  widget: 'text',
  visible: (ctx: EvalContext) => visible(ctx.answers),
  rules,
});

// Readers of earlier answers.
export const holderType = (a: Answers) => a.holder?.accountHolderType;
export const isIndividual = (a: Answers) => holderType(a) === INDIVIDUAL;
export const isEntity = (a: Answers) => holderType(a) === ENTITY;
const status = (a: Answers, id: string) => a.status?.[id];
const hasUsIncome = (a: Answers) => a.usIncome?.hasUsIncome === 'Yes';
const isDbaOrDre = (a: Answers) => a.soleOwner?.isDbaOrDre === 'Yes';

/** The individual is a controlling person, or the entity is CRS-participating: the outcome is set. */
const earlyCrs = (a: Answers) => status(a, 'isControllingPerson') === 'Yes' || status(a, 'isCrsParticipatingEntity') === 'Yes';
/** A US person (citizen or US incorporated): W-9. */
export const isUsPerson = (a: Answers) => status(a, 'isUsCitizen') === 'Yes' || status(a, 'isUsIncorporated') === 'Yes';
/** Answered "not a US person". */
const notUsPerson = (a: Answers) => status(a, 'isUsCitizen') === 'No' || status(a, 'isUsIncorporated') === 'No';
/** Past the US-person questions without a decision: ECI answered No, or not asked (no US income). */
const pastEci = (a: Answers) => notUsPerson(a) && (!hasUsIncome(a) || status(a, 'hasEffectivelyConnectedIncome') === 'No');

function holderBlock(): BlockDef {
  return {
    id: 'holder',
    title: `${p}.holder.title`,
    questions: [
      {
        id: 'accountHolderType',
        label: `${p}.accountHolderType.label`,
        widget: 'radio',
        props: { options: [INDIVIDUAL, ENTITY].map((value) => ({ value, label: `${p}.accountHolderType.option.${value}` })) },
        rules: required('accountHolderType'),
      },
    ],
  };
}

/**
 * The names carried into the form: the account holder's, and a DBA's / disregarded entity's sole
 * owner's. Asked last: a changed answer clears every later one (spec §4), so a name typed or corrected
 * here never clears the answers that decide the form.
 */
function holderNameBlock(): BlockDef {
  const ownerIs = (type: string) => (a: Answers) => isEntity(a) && isDbaOrDre(a) && a.holderName?.ownerType === type;
  return {
    id: 'holderName',
    title: `${p}.holderName.title`,
    visible: (ctx) => isIndividual(ctx.answers) || isEntity(ctx.answers),
    questions: [
      text('firstName', isIndividual, required('firstName')),
      text('middleName', isIndividual),
      text('lastName', isIndividual, required('lastName')),
      text('entityName', isEntity, required('entityName')),
      // Spec §2 (3): a DBA / disregarded entity may give its sole owner's details.
      {
        id: 'ownerType',
        label: `${p}.ownerType.label`,
        widget: 'radio',
        props: { options: [INDIVIDUAL, ENTITY].map((value) => ({ value, label: `${p}.ownerType.option.${value}` })) },
        visible: (ctx) => isEntity(ctx.answers) && isDbaOrDre(ctx.answers),
      },
      text('ownerFirstName', ownerIs(INDIVIDUAL)),
      text('ownerMiddleName', ownerIs(INDIVIDUAL)),
      text('ownerLastName', ownerIs(INDIVIDUAL)),
      text('ownerEntityName', ownerIs(ENTITY)),
    ],
  };
}

function soleOwnerBlock(): BlockDef {
  return {
    id: 'soleOwner',
    title: `${p}.soleOwner.title`,
    visible: (ctx) => isEntity(ctx.answers),
    questions: [yesNo('isDbaOrDre', isEntity)],
  };
}

function statusBlock(): BlockDef {
  return {
    id: 'status',
    title: `${p}.status.title`,
    questions: [
      yesNo('isControllingPerson', isIndividual),
      yesNo('isCrsParticipatingEntity', isEntity),
      yesNo('isUsCitizen', (a) => isIndividual(a) && status(a, 'isControllingPerson') === 'No'),
      yesNo('isUsIncorporated', (a) => isEntity(a) && status(a, 'isCrsParticipatingEntity') === 'No'),
      yesNo('hasEffectivelyConnectedIncome', (a) => !earlyCrs(a) && notUsPerson(a) && hasUsIncome(a)),
    ],
  };
}

function canadaBlock(): BlockDef {
  return {
    id: 'canada',
    title: `${p}.canada.title`,
    visible: (ctx) => pastEci(ctx.answers),
    questions: [yesNo('hasCanadianAccount', pastEci), yesNo('isCanadianResident', (a) => pastEci(a) && a.canada?.hasCanadianAccount === 'Yes')],
  };
}

function crsBlock(): BlockDef {
  const asked = (a: Answers) => isIndividual(a) && pastEci(a);
  return { id: 'crs', title: `${p}.crs.title`, visible: (ctx) => asked(ctx.answers), questions: [yesNo('isCrsParticipatingAccount', asked)] };
}

function residencyBlock(canadian: boolean): BlockDef {
  const asked = (a: Answers) => pastEci(a) && (!canadian || a.canada?.hasCanadianAccount === 'Yes');
  return {
    id: 'residency',
    title: `${p}.residency.title`,
    visible: (ctx) => asked(ctx.answers),
    questions: [
      { ...yesNo('isNonUsResident', asked), rules: [] },
      {
        id: 'residenceCountry',
        label: `${p}.residenceCountry.label`,
        widget: 'country',
        visible: (ctx) => asked(ctx.answers) && ctx.answers.residency?.isNonUsResident === 'Yes',
      },
    ],
  };
}

/** The pre-qualifying questionnaire; `canadian` adds the Canadian account and residency questions. */
export function prequalDefinition(options: { canadian: boolean }): FormDefinition {
  const blocks = [holderBlock(), { ...yesNoBlock('usIncome', 'hasUsIncome') }, soleOwnerBlock(), statusBlock()];
  if (options.canadian) blocks.push(canadaBlock());
  else blocks.push(crsBlock());
  blocks.push(residencyBlock(options.canadian), holderNameBlock());
  return {
    formType: options.canadian ? 'prequal_ca' : 'prequal',
    family: 'W',
    title: `${p}.title`,
    revision: '1',
    signatureSection: '',
    dateFormat: 'MM-dd-yyyy',
    blocks,
  };
}

function yesNoBlock(blockId: string, questionId: string): BlockDef {
  return { id: blockId, title: `${p}.${blockId}.title`, questions: [yesNo(questionId, () => true)] };
}

export const prequal = prequalDefinition({ canadian: false });
export const prequalCanada = prequalDefinition({ canadian: true });
