import type { EvalContext } from '../types/answers';
import type { BlockDef, GiinLayout, QuestionDef } from '../types/definition';
import { giinLength } from '../identifiers/giin';
import { giinLayoutKind } from '../identifiers/modules';
import { isTicked } from './shared';

/** GIIN appliedFor 'true' disables the value and marks it valid (questionnaire-and-forms.md §4). */
export const giinAppliedFor = (ctx: EvalContext): boolean => isTicked(ctx.block.appliedFor);

/** The GIIN value question: required, exact length, the box layout of the spec (questionnaire-and-forms.md §5). */
export function giinQuestion(id: string, layout: GiinLayout = 'giin16', required = true): QuestionDef {
  return {
    id,
    label: 'questionnaire.giin.value.label',
    widget: 'giin',
    props: { length: giinLength[layout], giinLayout: layout, identifier: giinLayoutKind[layout] },
    disabled: giinAppliedFor,
    rules: [
      ...(required ? [{ kind: 'required' as const, message: 'questionnaire.giin.errorMessage' }] : []),
      { kind: 'length', length: giinLength[layout], message: 'questionnaire.giin.lengthErrorMessage' },
      { kind: 'giin', layout, message: 'questionnaire.giin.formatErrorMessage' },
    ],
  };
}

export interface GiinBlockOptions {
  id?: string;
  title: string;
  part?: string;
  layout?: GiinLayout;
}

/** GIIN block (questionnaire-and-forms.md §3): value (16 characters), appliedFor ('true' disables the value). */
export function giinBlock(options: GiinBlockOptions): BlockDef {
  const block: BlockDef = {
    id: options.id ?? 'giin',
    title: options.title,
    questions: [
      giinQuestion('value', options.layout),
      { id: 'appliedFor', label: 'questionnaire.giin.appliedFor.label', widget: 'checkbox', default: false },
    ],
  };
  if (options.part !== undefined) block.part = options.part;
  return block;
}
