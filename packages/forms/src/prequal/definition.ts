import {
  yesNoOptions,
  type Answers,
  type BlockDef,
  type EvalContext,
  type FormDefinition,
  type QuestionDef,
  type RuleDef,
} from '@taxcert/engine';
import {
  earlyCrs,
  ENTITY,
  hasUsIncome,
  INDIVIDUAL,
  isEntity,
  isIndividual,
  isUsPerson,
  NOT_EXEMPT,
  notUsPerson,
  WITHHOLDING_QUALIFIED_HOLDER,
  pastEci,
  status,
} from './answers';
import { leadsToForm } from './outcome';

/**
 * The pre-qualifying questionnaire (questionnaire-and-forms.md §2, 'Pre-qualifying questionnaire flow'). The deciding questions come
 * first and appear only while they can still change the outcome (see `outcome.ts`); the Canadian questions exist
 * only in the Canadian variant. The questions that only fill the form in (residence, country of incorporation,
 * names, the trade-name / disregarded-entity question and its owner) come last and only once the answers lead to
 * a form (ADR 005, ADR 021). Its kind is PreQualifying: a changed answer clears every later one.
 */

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

function holderBlock(): BlockDef {
  return {
    id: 'holder',
    title: `${p}.holder.title`,
    questions: [
      {
        id: 'accountHolderType',
        label: `${p}.accountHolderType.label`,
        widget: 'radio',
        props: {
          options: [INDIVIDUAL, ENTITY].map((value) => ({ value, label: `${p}.accountHolderType.option.${value}` })),
        },
        rules: required('accountHolderType'),
      },
    ],
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
    questions: [
      yesNo('hasCanadianAccount', pastEci),
      yesNo('isCanadianResident', (a) => pastEci(a) && a.canada?.hasCanadianAccount === 'Yes'),
    ],
  };
}

function crsBlock(): BlockDef {
  const asked = (a: Answers) => isIndividual(a) && pastEci(a);
  return {
    id: 'crs',
    title: `${p}.crs.title`,
    visible: (ctx) => asked(ctx.answers),
    questions: [yesNo('isCrsParticipatingAccount', asked)],
  };
}

/**
 * The two questions that tell a foreign entity's W-8 forms apart (standard variant, ADR 021): does it receive
 * the income for others (W-8IMY), and is it one of the organisations W-8EXP is for (its line 3 statuses, so the
 * answer is carried as the form's chapter 3 status, or — Rev. 2023 — its withholding-qualified-holder box)?
 * A partnership that is a withholding qualified holder uses W-8EXP, not W-8IMY (the form's "Do not use" list,
 * w8eci-w8exp-lines.md): the first question's hint says it answers No (ADR 057).
 */
export const EXEMPT_STATUSES = [
  'ForeignGovernment',
  'InternationalOrganization',
  'CentralBankOfIssue',
  'TaxExemptOrganization',
  'PrivateFoundation',
  'TerritoryGovernment',
  WITHHOLDING_QUALIFIED_HOLDER,
  NOT_EXEMPT,
] as const;

function entityKindBlock(): BlockDef {
  const asked = (a: Answers) => isEntity(a) && pastEci(a);
  return {
    id: 'entityKind',
    title: `${p}.entityKind.title`,
    visible: (ctx) => asked(ctx.answers),
    questions: [
      { ...yesNo('receivesForOthers', asked), hint: `${p}.receivesForOthers.hint` },
      {
        id: 'exemptStatus',
        label: `${p}.exemptStatus.label`,
        widget: 'radio',
        props: { options: EXEMPT_STATUSES.map((value) => ({ value, label: `${p}.exemptStatus.option.${value}` })) },
        visible: (ctx) => asked(ctx.answers) && ctx.answers.entityKind?.receivesForOthers === 'No',
        rules: required('exemptStatus'),
      },
    ],
  };
}

/**
 * What only fills the form in, asked once the answers lead to a form and the account holder is not a US person:
 * non-US residency and its country (the W-8 permanent address, the CRS and RC tax residences) and an
 * organisation's country of incorporation or organisation.
 */
function residencyBlock(canadian: boolean): BlockDef {
  const asked = (a: Answers) => leadsToForm(a, canadian) && !isUsPerson(a);
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
      {
        id: 'incorporationCountry',
        label: `${p}.incorporationCountry.label`,
        widget: 'country',
        visible: (ctx) => asked(ctx.answers) && isEntity(ctx.answers),
      },
    ],
  };
}

/**
 * The names carried into the form, asked once the answers lead to a form and after every deciding question
 * (questionnaire-and-forms.md §4: a changed answer clears every later one), so a name typed here never clears an answer that decides
 * the form, and no deciding answer can be given after it (ADR 005, ADR 021).
 */
function holderNameBlock(canadian: boolean): BlockDef {
  const asked = (type: (a: Answers) => boolean) => (a: Answers) => type(a) && leadsToForm(a, canadian);
  return {
    id: 'holderName',
    title: `${p}.holderName.title`,
    visible: (ctx) => leadsToForm(ctx.answers, canadian),
    questions: [
      text('firstName', asked(isIndividual), required('firstName')),
      text('middleName', asked(isIndividual)),
      text('lastName', asked(isIndividual), required('lastName')),
      text('entityName', asked(isEntity), required('entityName')),
    ],
  };
}

/**
 * questionnaire-and-forms.md §2 (3): a DBA / disregarded entity may give its sole owner's details. The trade-name question follows
 * the organisation's name, so answering it never clears the name typed before it.
 */
function soleOwnerBlock(canadian: boolean): BlockDef {
  const asked = (a: Answers) => isEntity(a) && leadsToForm(a, canadian);
  const ownerIs = (type: string) => (a: Answers) =>
    asked(a) && a.soleOwner?.isDbaOrDre === 'Yes' && a.soleOwner.ownerType === type;
  return {
    id: 'soleOwner',
    title: `${p}.soleOwner.title`,
    visible: (ctx) => asked(ctx.answers),
    questions: [
      yesNo('isDbaOrDre', asked),
      {
        id: 'ownerType',
        label: `${p}.ownerType.label`,
        widget: 'radio',
        props: { options: [INDIVIDUAL, ENTITY].map((value) => ({ value, label: `${p}.ownerType.option.${value}` })) },
        visible: (ctx) => asked(ctx.answers) && ctx.answers.soleOwner?.isDbaOrDre === 'Yes',
      },
      text('ownerFirstName', ownerIs(INDIVIDUAL)),
      text('ownerMiddleName', ownerIs(INDIVIDUAL)),
      text('ownerLastName', ownerIs(INDIVIDUAL)),
      text('ownerEntityName', ownerIs(ENTITY)),
    ],
  };
}

/** The pre-qualifying questionnaire; `canadian` adds the Canadian account and residency questions. */
export function prequalDefinition(options: { canadian: boolean }): FormDefinition {
  const { canadian } = options;
  const blocks = [holderBlock(), yesNoBlock('usIncome', 'hasUsIncome'), statusBlock()];
  if (canadian) blocks.push(canadaBlock());
  else blocks.push(crsBlock(), entityKindBlock());
  blocks.push(residencyBlock(canadian), holderNameBlock(canadian), soleOwnerBlock(canadian));
  return {
    formType: canadian ? 'prequal_ca' : 'prequal',
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
