import {
  initialiseQuestionnaire,
  QuestionnaireKind,
  questionnaireReducer,
  type AnswerValue,
  type Answers,
  type FormDefinition,
  type QuestionnaireAction,
  type QuestionnaireState,
} from '@taxcert/engine';
import { useCallback, useReducer } from 'react';
import { clearedCount } from './logic';

/** The later answers the last change cleared, and the block of the changed question. */
export interface ClearedNotice {
  blockId: string;
  count: number;
}

interface PrequalState {
  questionnaire: QuestionnaireState;
  cleared: ClearedNotice | null;
}

function reducer(state: PrequalState, action: QuestionnaireAction): PrequalState {
  const questionnaire = questionnaireReducer(state.questionnaire, action);
  if (questionnaire === state.questionnaire) return state;
  if (action.type !== 'setAnswer') return { questionnaire, cleared: state.cleared };
  const count = clearedCount(
    state.questionnaire.answers,
    questionnaire.answers,
    `${action.blockId}.${action.questionId}`,
  );
  return { questionnaire, cleared: count > 0 ? { blockId: action.blockId, count } : null };
}

/**
 * The pre-qualifying questionnaire's state, held by the engine's reducer (kind PreQualifying: a changed
 * answer clears every later question and block, questionnaire-and-forms.md §4). `cleared` tells how many earlier-given answers
 * the last change cleared, so the screen can say so.
 */
export function usePrequal(definition: FormDefinition, saved: Answers | undefined) {
  const [state, dispatch] = useReducer(reducer, undefined, () => ({
    questionnaire: initialiseQuestionnaire(QuestionnaireKind.PreQualifying, definition, saved),
    cleared: null,
  }));
  const setAnswer = useCallback(
    (blockId: string, questionId: string, value: AnswerValue) =>
      dispatch({ type: 'setAnswer', blockId, questionId, value }),
    [],
  );
  /** Shows the errors of every question that still fails a rule (as a submit attempt does). */
  const forceEditAll = useCallback(() => dispatch({ type: 'forceEditAll' }), []);
  return { state: state.questionnaire, cleared: state.cleared, setAnswer, forceEditAll };
}
