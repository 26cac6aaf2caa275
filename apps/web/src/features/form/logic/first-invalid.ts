import type { FormDisplayModeSchema } from '@taxcert/contracts';
import { failureFieldPath, fieldDomId, type FormEvaluation } from '@taxcert/engine';
import type { z } from 'zod';

/**
 * Whether the form questionnaire is supported (app-shell.md §4 "Button visibility"): the institution shows
 * its forms as the guided questionnaire (formDisplayMode Stacked). The spec ties the rule to the form
 * questionnaire without naming a flag; ASSUMPTION (ours): the configured display mode is that flag — not
 * the phone layout, so that the buttons do not change when a window is resized.
 */
export const supportsQuestionnaire = (displayMode: z.infer<typeof FormDisplayModeSchema> | undefined): boolean =>
  displayMode === 'Stacked';

/** DOM ids to try, in form order, for the first failing question (a repeater item's question by its path). */
export function firstInvalidDomIds(evaluation: FormEvaluation): string[] {
  const failure = evaluation.failures[0];
  if (!failure) return [];
  const path = failureFieldPath(failure);
  return [...new Set([fieldDomId(path), fieldDomId([path[0], path[1]])])];
}

/**
 * Scrolls to and focuses the first invalid field: by the engine's first failure, else the first control the
 * page marks invalid. Returns false when none was found.
 */
export function focusFirstInvalid(evaluation: FormEvaluation, root: ParentNode = document): boolean {
  const byId = firstInvalidDomIds(evaluation)
    .map((id) => document.getElementById(id))
    .find((element): element is HTMLElement => element !== null);
  const target = byId ?? root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}
