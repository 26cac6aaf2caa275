import type { EvalContext } from '../types/answers';
import type { BlockDef, QuestionDef } from '../types/definition';
import type { RuleDef } from '../types/rules';

export type TinType = 'Ssn' | 'Ein';

export interface UsTinBlockOptions {
  id?: string;
  title: string;
  part?: string;
  line?: string;
  /** TIN types offered; with only 'Ssn' the choice is hidden (an SSN field also takes an ITIN). */
  tinTypes?: readonly TinType[];
  /** Show the "applied for" choice (questionnaire-and-forms.md §5: hidden on W-8BEN). */
  appliedFor?: boolean;
  /** `tinRequired` of the spec (questionnaire-and-forms.md §5): false on W-8BEN. */
  required?: boolean;
  /** Message key of a hint under the TIN boxes. */
  tinHint?: string;
}

/**
 * The TIN type whose format applies: the answer when the block offers that type, else the first type offered.
 * A hidden choice (a block offering only SSNs) is never read, so an answer `Ein` sent by an API client cannot
 * loosen the rules of an SSN-only line (W-8BEN line 5).
 */
export function effectiveTinType(tinTypes: readonly TinType[], answer: unknown): TinType {
  return tinTypes.find((type) => type === answer) ?? tinTypes[0] ?? 'Ssn';
}

/** The identifier kind of a TIN type: an EIN, or an SSN (whose boxes take an ITIN too). */
export const tinIdentifier = (tinType: TinType): 'ssn' | 'ein' => (tinType === 'Ein' ? 'ein' : 'ssn');

/** "Applied For": the TIN is disabled and its validation removed (questionnaire-and-forms.md §4). */
export const tinAppliedFor = (ctx: EvalContext): boolean => ctx.block.appliedFor === 'Yes';

/**
 * The rules of a 9-digit US TIN (questionnaire-and-forms.md §5, identifiers.md), each with its own message key: required
 * (optional), digits, length 9, not all the same, not sequential, then the structure of the chosen type.
 */
export function usTinRules(tinType: TinType, required: boolean): RuleDef[] {
  const rules: RuleDef[] = [];
  if (required) rules.push({ kind: 'required', message: 'questionnaire.usTin.tin.errorMessage' });
  rules.push(
    { kind: 'pattern', pattern: /^\d+$/, message: 'questionnaire.usTin.tin.digitsErrorMessage' },
    { kind: 'length', length: 9, message: 'questionnaire.usTin.tin.lengthErrorMessage' },
    { kind: 'sameChar', message: 'questionnaire.usTin.tin.sameCharErrorMessage' },
    { kind: 'sequential', message: 'questionnaire.usTin.tin.sequentialErrorMessage' },
    tinType === 'Ein'
      ? { kind: 'ein', message: 'questionnaire.usTin.tin.einErrorMessage' }
      : { kind: 'ssn', message: 'questionnaire.usTin.tin.ssnErrorMessage' },
  );
  return rules;
}

/**
 * US TIN block (questionnaire-and-forms.md §3–§5): tinType (default Ssn, EIN alternative: the format follows it), tin (9
 * digits), appliedFor (Yes disables the TIN and drops its rules; No restores them).
 */
export function usTinBlock(options: UsTinBlockOptions): BlockDef {
  const tinTypes = options.tinTypes ?? ['Ssn', 'Ein'];
  const required = options.required ?? true;
  const line = options.line === undefined ? {} : { line: options.line };
  const tin: QuestionDef = {
    id: 'tin',
    label: 'questionnaire.usTin.tin.label',
    widget: 'tin',
    ...line,
    // With one type offered the choice is hidden: the widget's boxes and the rules follow that type only.
    props:
      tinTypes.length > 1
        ? { length: 9, tinTypeFrom: 'tinType', identifier: tinIdentifier(tinTypes[0] ?? 'Ssn') }
        : { length: 9, identifier: tinIdentifier(tinTypes[0] ?? 'Ssn') },
    disabled: tinAppliedFor,
    rules: (ctx) => (tinAppliedFor(ctx) ? [] : usTinRules(effectiveTinType(tinTypes, ctx.block.tinType), required)),
  };
  if (options.tinHint !== undefined) tin.hint = options.tinHint;
  const block: BlockDef = {
    id: options.id ?? 'usTin',
    title: options.title,
    questions: [
      {
        id: 'tinType',
        label: 'questionnaire.usTin.tinType.label',
        widget: 'radio',
        default: 'Ssn',
        visible: tinTypes.length > 1,
        props: { options: tinTypes.map((value) => ({ value, label: `questionnaire.usTin.tinType.option.${value}` })) },
      },
      tin,
      {
        id: 'appliedFor',
        label: 'questionnaire.usTin.appliedFor.label',
        widget: 'radio',
        default: 'No',
        visible: options.appliedFor ?? true,
        props: {
          options: [
            { value: 'Yes', label: 'questionnaire.usTin.appliedFor.option.Yes' },
            { value: 'No', label: 'questionnaire.usTin.appliedFor.option.No' },
          ],
        },
      },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
