import type { Answers, FormDefinition, QuestionnaireState } from '@taxcert/engine';
import { carryAnswers, loadDefinition } from '@taxcert/forms';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSelectedAccount } from '../../lib/selected-account';
import { useStartForm, type CarriedState, type Startable } from '../../lib/start-form';
import { firstInvalid } from './logic';
import type { StartControls } from './OutcomeCard';
import { questionDomId } from './PrequalQuestions';
import { paths } from '../../lib/paths';

/** The answers of the questionnaire that the new form also asks, as answers of that form (spec §2). */
export async function carriedFor(item: Startable, answers: Answers): Promise<CarriedState | undefined> {
  if (item.kind !== 'form') return undefined;
  const definition = await loadDefinition(item.entry.formType);
  return definition ? { carriedAnswers: carryAnswers(answers, definition) } : undefined;
}

/**
 * Continue: creates the chosen form for the selected account (forms add, as form selection does) and
 * opens it with the carried answers. The questionnaire's answers stay in its history entry, so Back
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
      const state = await carriedFor(item, answers);
      await start(item, accountId, state ? { state } : {});
    } finally {
      setPreparing(undefined);
    }
  }

  return { onStart: (item: Startable) => void onStart(item), pendingType: preparing ?? pendingType, accounts, accountId, setAccountId };
}

/**
 * Continue needs every question shown to pass its rules (e.g. the names carried into the form): until
 * then it shows every error (force-edit, spec §4) and focuses the first question to fix.
 */
export function requireValid(controls: StartControls, def: FormDefinition, state: QuestionnaireState, forceEditAll: () => void): StartControls {
  return {
    ...controls,
    onStart: (item) => {
      if (state.valid) return controls.onStart(item);
      forceEditAll();
      const first = firstInvalid(def, state);
      if (first) document.getElementById(questionDomId(first.blockId, first.questionId))?.focus();
    },
  };
}
