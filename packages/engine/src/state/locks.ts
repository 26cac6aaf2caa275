import type { FormDefinition } from '../types/definition';

/**
 * The question references locked by a form setting that lists lock groups (questionnaire-and-forms.md §4: fields locked by
 * a form setting become disabled). Pass the result as `EvaluateOptions.locked`. Unknown groups lock
 * nothing.
 */
export function lockedQuestions(def: FormDefinition, groups: readonly string[]): string[] {
  const refs = new Set<string>();
  for (const group of groups) for (const ref of def.lockGroups?.[group] ?? []) refs.add(ref);
  return [...refs];
}
