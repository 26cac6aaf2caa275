import { type BlockAnswers, type QuestionDef, type QuestionState } from '@taxcert/engine';
import { siblingsRead } from '../widgets/siblings';

/** The props of a question row that decide what it shows (the rest are stable: definition, control). */
export interface RowProps {
  blockId: string;
  question: QuestionDef;
  state: QuestionState;
  control: unknown;
  showErrors: boolean;
  blockAnswers: BlockAnswers;
  locked?: boolean;
}

/**
 * Whether a question row can skip re-rendering (ADR 027). The editor's evaluation keeps the object of every
 * question state a change did not alter (the engine's shareUnchanged), so states compare by identity; a row's own
 * value comes from react-hook-form's controller, which re-renders it by itself; of the block's other answers only
 * those its widget reads (siblingsRead) count. So a keystroke re-renders its own row and the rows whose state the
 * engine changed, not its block nor the form.
 */
export function sameRowProps(previous: RowProps, next: RowProps): boolean {
  return (
    previous.blockId === next.blockId &&
    previous.question === next.question &&
    previous.control === next.control &&
    previous.showErrors === next.showErrors &&
    (previous.locked ?? false) === (next.locked ?? false) &&
    previous.state === next.state &&
    siblingsRead(next.question).every((id) => previous.blockAnswers[id] === next.blockAnswers[id])
  );
}
