import type { BlockDef, EvalContext, RuleDef } from '@taxcert/engine';

/** "Applied For": the payee is waiting for a TIN, so none is asked for (spec §4, US TIN). */
const appliedFor = (ctx: EvalContext): boolean => ctx.block.appliedFor === 'Yes';

/** SSN and EIN are both 9 digits; only the grouping differs (the widget reads tinType). */
const tinRules: RuleDef[] = [
  { kind: 'required', message: 'questionnaire.usTin.tin.errorMessage' },
  { kind: 'pattern', pattern: /^\d+$/, message: 'questionnaire.usTin.tin.digitsErrorMessage' },
  { kind: 'length', length: 9, message: 'questionnaire.usTin.tin.lengthErrorMessage' },
  { kind: 'sameChar', message: 'questionnaire.usTin.tin.sameCharErrorMessage' },
  { kind: 'sequential', message: 'questionnaire.usTin.tin.sequentialErrorMessage' },
];

/** Part I: taxpayer identification number (SSN or EIN), or "Applied For". */
export function usTinBlock(): BlockDef {
  return {
    id: 'usTin',
    title: 'questionnaire.w9.usTin.title',
    part: 'I',
    questions: [
      {
        id: 'tinType',
        label: 'questionnaire.usTin.tinType.label',
        widget: 'radio',
        default: 'Ssn',
        props: {
          options: [
            { value: 'Ssn', label: 'questionnaire.usTin.tinType.option.Ssn' },
            { value: 'Ein', label: 'questionnaire.usTin.tinType.option.Ein' },
          ],
        },
      },
      {
        id: 'tin',
        label: 'questionnaire.usTin.tin.label',
        hint: 'questionnaire.w9.usTin.tin.hint',
        widget: 'tin',
        props: { length: 9, tinTypeFrom: 'tinType' },
        disabled: appliedFor,
        rules: (ctx) => (appliedFor(ctx) ? [] : tinRules),
      },
      {
        id: 'appliedFor',
        label: 'questionnaire.usTin.appliedFor.label',
        widget: 'radio',
        default: 'No',
        props: {
          options: [
            { value: 'Yes', label: 'questionnaire.usTin.appliedFor.option.Yes' },
            { value: 'No', label: 'questionnaire.usTin.appliedFor.option.No' },
          ],
        },
      },
    ],
  };
}
