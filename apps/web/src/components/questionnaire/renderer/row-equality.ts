import { sameAnswer, type BlockAnswers, type QuestionState } from '@taxcert/engine';

/** The props of a question row that decide what it shows (the rest are stable: definition, control). */
export interface RowProps {
  blockId: string;
  question: unknown;
  state: QuestionState;
  control: unknown;
  showErrors: boolean;
  blockAnswers: BlockAnswers;
  locked?: boolean;
}

function sameState(a: QuestionState, b: QuestionState): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function sameBlockAnswers(a: BlockAnswers, b: BlockAnswers): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameAnswer(a[key], b[key])) return false;
  return true;
}

/**
 * Whether a question row can skip re-rendering: the engine evaluates the whole form on every keystroke and
 * hands out new state objects, so rows compare what they show rather than identities. A row's own value
 * comes from react-hook-form's controller, which re-renders it by itself; so typing re-renders the rows of
 * the edited block (their widgets may read sibling answers) and the rows whose state changed, not the form.
 */
export function sameRowProps(previous: RowProps, next: RowProps): boolean {
  return (
    previous.blockId === next.blockId &&
    previous.question === next.question &&
    previous.control === next.control &&
    previous.showErrors === next.showErrors &&
    (previous.locked ?? false) === (next.locked ?? false) &&
    sameState(previous.state, next.state) &&
    sameBlockAnswers(previous.blockAnswers, next.blockAnswers)
  );
}
