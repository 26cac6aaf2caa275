import type { AnswerValue, EvalContext } from '../types/answers';
import type { Option } from '../types/definition';

/** Yes/No answers are 'Yes' and 'No' (questionnaire-and-forms.md §3); their labels are shared. */
export const yesNoOptions: Option[] = [
  { value: 'Yes', label: 'questionnaire.option.Yes' },
  { value: 'No', label: 'questionnaire.option.No' },
];

/** A ticked checkbox: true, or the text 'true' (questionnaire-and-forms.md §3) or 'Yes'. */
export function isTicked(value: AnswerValue): boolean {
  return value === true || value === 'true' || value === 'Yes';
}

/** Options whose label keys are `<prefix>.option.<value>`. */
export function optionsOf(prefix: string, values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: `${prefix}.option.${value}` }));
}

/** The answer of a question of the same block. */
export const answerOf = (ctx: EvalContext, questionId: string): AnswerValue => ctx.block[questionId];

/** A text answer, or '' for anything else. */
export const textOf = (value: AnswerValue): string => (typeof value === 'string' ? value : '');
