import {
  isBlank,
  tinIdentifier,
  usTinRules,
  yesNoOptions,
  type BlockDef,
  type EvalContext,
  type QuestionDef,
  type RuleDef,
} from '@taxcert/engine';

const canadian = (field: string, suffix: string) => `questionnaire.canadianTaxResident.${field}.${suffix}`;
const us = (field: string, suffix: string) => `questionnaire.rcUsTaxResident.${field}.${suffix}`;

/**
 * The social insurance number's rules (questionnaire-and-forms.md §5, identifiers.md): 9 digits, Luhn, not sequential or one digit,
 * and a first digit the CRA issues — 1 to 7 (the provinces) or 9 (temporary residents); 0 and 8 are "not used".
 */
export const sinRules: RuleDef[] = [
  { kind: 'required', message: canadian('socialInsuranceNumber', 'errorMessage') },
  { kind: 'pattern', pattern: /^\d+$/, message: canadian('socialInsuranceNumber', 'digitsErrorMessage') },
  { kind: 'pattern', pattern: /^[1-79]/, message: canadian('socialInsuranceNumber', 'firstDigitErrorMessage') },
  { kind: 'length', length: 9, message: canadian('socialInsuranceNumber', 'lengthErrorMessage') },
  { kind: 'sameChar', message: canadian('socialInsuranceNumber', 'sameCharErrorMessage') },
  { kind: 'sequential', message: canadian('socialInsuranceNumber', 'sequentialErrorMessage') },
  { kind: 'luhn', message: canadian('socialInsuranceNumber', 'luhnErrorMessage') },
];

const isCanadianResident = (ctx: EvalContext) => ctx.block.isCanadianTaxResident === 'Yes';

/** The Yes/No question "tax resident of Canada?" that clears the given follow-up answers when it changes. */
function isCanadianTaxResidentQuestion(label: string | undefined, clears: string[], required = true): QuestionDef {
  return {
    id: 'isCanadianTaxResident',
    label: label ?? canadian('isCanadianTaxResident', 'label'),
    widget: 'radio',
    props: { options: yesNoOptions },
    rules: required ? [{ kind: 'required', message: canadian('isCanadianTaxResident', 'errorMessage') }] : [],
    clearsOnChange: clears,
  };
}

/**
 * The questions of an individual's Canadian tax residence (questionnaire-and-forms.md §3): isCanadianTaxResident (Yes/No, required)
 * and, for Yes, the social insurance number (9 digits, Luhn); answering No hides and clears the number.
 * `label` words the Yes/No question for someone other than the account holder (a controlling person);
 * `required: false` where the questions form an optional sub-block, answered or left blank as a whole.
 */
export function canadianTaxResidentQuestions(label?: string, required = true): QuestionDef[] {
  return [
    isCanadianTaxResidentQuestion(label, ['socialInsuranceNumber'], required),
    {
      id: 'socialInsuranceNumber',
      label: canadian('socialInsuranceNumber', 'label'),
      widget: 'text',
      props: { length: 9, identifier: 'sin' },
      visible: isCanadianResident,
      rules: sinRules,
    },
  ];
}

/** Canadian tax resident (RC518, questionnaire-and-forms.md §3): the questions of {@link canadianTaxResidentQuestions} as a block. */
export function canadianTaxResidentBlock(options: { id?: string; title: string; part?: string }): BlockDef {
  const block: BlockDef = {
    id: options.id ?? 'canadianTaxResident',
    title: options.title,
    questions: canadianTaxResidentQuestions(),
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}

const entity = (field: string, suffix: string) => `questionnaire.rcEntityCanadianTaxResident.${field}.${suffix}`;

/**
 * An entity's Canadian tax residence (RC519, questionnaire-and-forms.md §3): isCanadianTaxResident and, for Yes, the business number or,
 * for a trust, the trust account number (the spec's T- field: 8 digits after a printed "T"). One of the two is
 * required; either is checked when given. ADR 064: the RC519 asks for the "business number" (BN), the 9-digit
 * number; whether its box is drawn for the BN9 or the 15-character program account is unconfirmed (identifiers.md,
 * crs-canada-lines.md §3), so the spec's 15 boxes take either: the BN9 in the first nine, or a whole program account
 * (BN9 + 2-letter program identifier + 4-digit reference, e.g. 123456789RC0001), whose first nine digits are the BN.
 * The BN module (engine identifiers/bn.ts) validates both shapes and prints each in its layout.
 */
export function rcEntityCanadianTaxResidentBlock(options: { id?: string; title: string; part?: string }): BlockDef {
  const needsBusinessNumber = (ctx: EvalContext) => isBlank(ctx.block.trustAccountNumber);
  const block: BlockDef = {
    id: options.id ?? 'canadianTaxResident',
    title: options.title,
    questions: [
      isCanadianTaxResidentQuestion(entity('isCanadianTaxResident', 'label'), ['businessNumber', 'trustAccountNumber']),
      {
        id: 'businessNumber',
        label: entity('businessNumber', 'label'),
        hint: 'questionnaire.rc519.businessNumber.hint',
        widget: 'giin',
        props: { length: 15, giinLayout: 'giin15', identifier: 'bn' },
        visible: isCanadianResident,
        rules: (ctx) => [
          ...(needsBusinessNumber(ctx)
            ? [{ kind: 'required' as const, message: entity('businessNumber', 'errorMessage') }]
            : []),
          { kind: 'identifier', identifier: 'bn', message: 'questionnaire.rc519.businessNumber.formatErrorMessage' },
        ],
      },
      {
        id: 'trustAccountNumber',
        label: entity('trustAccountNumber', 'label'),
        widget: 'giin',
        props: { length: 8, giinLayout: 't8', identifier: 'trustAccount' },
        visible: isCanadianResident,
        rules: [
          { kind: 'length', length: 8, message: entity('trustAccountNumber', 'lengthErrorMessage') },
          { kind: 'digits', message: entity('trustAccountNumber', 'digitsErrorMessage') },
        ],
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}

/** appliedFor Yes: the TIN is disabled and its validation removed (questionnaire-and-forms.md §4). */
const appliedFor = (ctx: EvalContext) => ctx.block.appliedFor === 'Yes';

/** Who the U.S. questions are about: the account holder ("you"), the entity, or a controlling person ("this person"). */
export type RcHolder = 'individual' | 'entity' | 'controllingPerson';

/** The labels of the U.S. TIN and "applied for" questions for each holder; the entity's TIN is its EIN (RC519). */
const US_LABELS: Readonly<Record<RcHolder, { tin: string; appliedFor: string }>> = {
  individual: { tin: us('tin', 'label'), appliedFor: us('appliedFor', 'label') },
  entity: { tin: 'questionnaire.rc519.usTin.label', appliedFor: 'questionnaire.rc519.usAppliedFor.label' },
  controllingPerson: {
    tin: us('tin', 'label'),
    appliedFor: 'questionnaire.rcControllingPerson.usAppliedFor.label',
  },
};

/**
 * The questions of the RC forms' US tax residence (questionnaire-and-forms.md §3–§4): isUsTaxResident (Yes/No), tin, appliedFor
 * (Yes/No, default No). Changing isUsTaxResident clears the TIN and resets appliedFor to No; appliedFor Yes
 * disables the TIN and drops its rules. No is valid as it is; Yes needs a valid TIN, or appliedFor Yes with no
 * TIN. An individual's or controlling person's TIN is an SSN or ITIN (RC518: "SSN/ITIN"), an entity's an EIN
 * (RC519), each through its identifier module. `label` words the Yes/No question for an entity or a controlling
 * person; `required: false` where the questions form an optional sub-block.
 */
export function rcUsTaxResidentQuestions(
  holder: RcHolder = 'individual',
  label?: string,
  required = true,
): QuestionDef[] {
  const tinType = holder === 'entity' ? 'Ein' : 'Ssn';
  const isResident = (ctx: EvalContext) => ctx.block.isUsTaxResident === 'Yes';
  return [
    {
      id: 'isUsTaxResident',
      label: label ?? us('isUsTaxResident', 'label'),
      widget: 'radio',
      props: { options: yesNoOptions },
      rules: required ? [{ kind: 'required', message: us('isUsTaxResident', 'errorMessage') }] : [],
      clearsOnChange: ['tin'],
      resetsOnChange: { appliedFor: 'No' },
    },
    {
      id: 'tin',
      label: US_LABELS[holder].tin,
      widget: 'tin',
      props: { length: 9, identifier: tinIdentifier(tinType) },
      visible: isResident,
      disabled: appliedFor,
      rules: (ctx) => (appliedFor(ctx) ? [] : usTinRules(tinType, true)),
    },
    {
      id: 'appliedFor',
      label: US_LABELS[holder].appliedFor,
      widget: 'radio',
      default: 'No',
      props: { options: yesNoOptions },
      visible: isResident,
      // Yes: no TIN is given (questionnaire-and-forms.md §4: "appliedFor Yes with no TIN").
      clearsOnChange: ['tin'],
    },
  ];
}

/** US tax resident of the RC forms (questionnaire-and-forms.md §3–§4): the questions of {@link rcUsTaxResidentQuestions} as a block. */
export function rcUsTaxResidentBlock(options: {
  id?: string;
  title: string;
  part?: string;
  holder?: RcHolder;
  label?: string;
}): BlockDef {
  const block: BlockDef = {
    id: options.id ?? 'usTaxResident',
    title: options.title,
    questions: rcUsTaxResidentQuestions(options.holder, options.label),
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
