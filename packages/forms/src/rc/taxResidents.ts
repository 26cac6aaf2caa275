import { usTinRules, yesNoOptions, type BlockDef, type EvalContext, type RuleDef } from '@taxcert/engine';

const canadian = (field: string, suffix: string) => `questionnaire.canadianTaxResident.${field}.${suffix}`;
const us = (field: string, suffix: string) => `questionnaire.rcUsTaxResident.${field}.${suffix}`;

/**
 * The social insurance number's rules (spec §5, identifiers.md): 9 digits, Luhn, not sequential or one digit,
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

/**
 * Canadian tax resident (RC518, spec §3): isCanadianTaxResident (Yes/No, required) and, for Yes, the
 * social insurance number (9 digits, Luhn); answering No hides and clears the number.
 */
export function canadianTaxResidentBlock(options: { id?: string; title: string; part?: string }): BlockDef {
  const isResident = (ctx: EvalContext) => ctx.block.isCanadianTaxResident === 'Yes';
  const block: BlockDef = {
    id: options.id ?? 'canadianTaxResident',
    title: options.title,
    questions: [
      {
        id: 'isCanadianTaxResident',
        label: canadian('isCanadianTaxResident', 'label'),
        widget: 'radio',
        props: { options: yesNoOptions },
        rules: [{ kind: 'required', message: canadian('isCanadianTaxResident', 'errorMessage') }],
        clearsOnChange: ['socialInsuranceNumber'],
      },
      {
        id: 'socialInsuranceNumber',
        label: canadian('socialInsuranceNumber', 'label'),
        widget: 'text',
        props: { length: 9 },
        visible: isResident,
        rules: sinRules,
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}

/** appliedFor Yes: the TIN is disabled and its validation removed (spec §4). */
const appliedFor = (ctx: EvalContext) => ctx.block.appliedFor === 'Yes';

/**
 * US tax resident of the RC forms (spec §3–§4): isUsTaxResident (Yes/No), tin, appliedFor (Yes/No, default
 * No). Changing isUsTaxResident clears the TIN and resets appliedFor to No; appliedFor Yes disables the TIN
 * and drops its rules. No is valid as it is; Yes needs a valid TIN, or appliedFor Yes with no TIN.
 */
export function rcUsTaxResidentBlock(options: { id?: string; title: string; part?: string; tinType?: 'Ssn' | 'Ein' }): BlockDef {
  const isResident = (ctx: EvalContext) => ctx.block.isUsTaxResident === 'Yes';
  const tinType = options.tinType ?? 'Ssn';
  const block: BlockDef = {
    id: options.id ?? 'usTaxResident',
    title: options.title,
    questions: [
      {
        id: 'isUsTaxResident',
        label: us('isUsTaxResident', 'label'),
        widget: 'radio',
        props: { options: yesNoOptions },
        rules: [{ kind: 'required', message: us('isUsTaxResident', 'errorMessage') }],
        clearsOnChange: ['tin'],
        resetsOnChange: { appliedFor: 'No' },
      },
      {
        id: 'tin',
        label: us('tin', 'label'),
        widget: 'tin',
        props: { length: 9 },
        visible: isResident,
        disabled: appliedFor,
        rules: (ctx) => (appliedFor(ctx) ? [] : usTinRules(tinType, true)),
      },
      {
        id: 'appliedFor',
        label: us('appliedFor', 'label'),
        widget: 'radio',
        default: 'No',
        props: { options: yesNoOptions },
        visible: isResident,
        // Yes: no TIN is given (spec §4: "appliedFor Yes with no TIN").
        clearsOnChange: ['tin'],
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
