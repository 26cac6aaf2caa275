import type { FormDisplayModeSchema } from '@taxcert/contracts';
import type { FormEvaluation } from '@taxcert/engine';
import type { z } from 'zod';
import { fieldDomId } from './answers';

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
  const head = String(failure.path[0] ?? failure.questionId);
  return [...new Set([fieldDomId(failure.blockId, failure.questionId), fieldDomId(failure.blockId, head)])];
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
