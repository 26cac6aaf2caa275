import type { FormData } from '@taxcert/contracts';
import type { Answers, FormDefinition, QuestionnaireState } from '@taxcert/engine';
import { carryAnswers, loadDefinition } from '@taxcert/forms';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSelectedAccount } from '../../lib/session/selected-account';
import { useStartForm, type Startable } from '../../lib/api/start-form';
import { firstInvalid } from './logic';
import type { StartControls } from './OutcomeCard';
import { questionDomId } from './PrequalQuestions';
import { paths } from '../../lib/navigation/paths';
import { toFormData } from '../../questionnaire/answers';

/**
 * The answers of the questionnaire that the new form (each form of a new group) also asks, as that form's data
 * per form type (questionnaire-and-forms.md §2), sent with the add call (ADR 021).
 */
export async function carriedFor(item: Startable, answers: Answers): Promise<Record<string, FormData>> {
  const types = item.kind === 'form' ? [item.entry.formType] : item.entry.formTypes;
  const carried: Record<string, FormData> = {};
  for (const type of types) {
    const definition = await loadDefinition(type);
    const data = definition ? toFormData(carryAnswers(answers, definition)) : {};
    if (Object.keys(data).length > 0) carried[type] = data;
  }
  return carried;
}

/**
 * Continue: creates the chosen form for the selected account (forms add, as form selection does) with the
 * carried answers as its data, and opens it. The questionnaire's answers stay in its history entry, so Back
 * from the form returns to them.
 */
export function useContinue(answers: Answers) {
  const navigate = useNavigate();
  const { start, pendingType } = useStartForm();
  const { accounts, accountId, setAccountId } = useSelectedAccount();
  // Set while the form's definition loads, before forms add is under way.
  const [preparing, setPreparing] = useState<string | undefined>(undefined);

  async function onStart(item: Startable): Promise<void> {
    setPreparing(item.entry.formType);
    try {
      void navigate(paths.questionnaire(), { replace: true, state: { prequalAnswers: answers } });
      await start(item, accountId, { carried: await carriedFor(item, answers) });
    } finally {
      setPreparing(undefined);
    }
  }

  return {
    onStart: (item: Startable) => void onStart(item),
    pendingType: preparing ?? pendingType,
    accounts,
    accountId,
    setAccountId,
  };
}

/**
 * Continue needs every question shown to pass its rules (e.g. the names carried into the form): until
 * then it shows every error (force-edit, questionnaire-and-forms.md §4) and focuses the first question to fix.
 */
export function requireValid(
  controls: StartControls,
  def: FormDefinition,
  state: QuestionnaireState,
  forceEditAll: () => void,
): StartControls {
  return {
    ...controls,
    onStart: (item) => {
      if (state.valid) return controls.onStart(item);
      showOpen(def, state, forceEditAll);
    },
  };
}

/** Shows every error (force-edit, questionnaire-and-forms.md §4) and focuses the first question to answer or fix. */
export function showOpen(def: FormDefinition, state: QuestionnaireState, forceEditAll: () => void): void {
  forceEditAll();
  const first = firstInvalid(def, state);
  if (first) document.getElementById(questionDomId(first.blockId, first.questionId))?.focus();
}
