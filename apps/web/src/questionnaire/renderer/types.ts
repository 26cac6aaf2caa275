import type { Answers, BlockAnswers, BlockDef, BlockState, FormDefinition, FormEvaluation } from '@taxcert/engine';
import type { Control, FieldValues } from 'react-hook-form';

/** What every renderer receives: the definition, the engine's evaluation and the settled answers. */
export interface RendererProps {
  def: FormDefinition;
  evaluation: FormEvaluation;
  answers: Answers;
  control: Control<FieldValues>;
  /** Whether a field (`blockId.questionId`) was edited or force-edited: its errors then show. */
  isEdited: (name: string) => boolean;
  /** Questions locked by the form's lock groups (`blockId.questionId`, or `blockId` for a whole block). */
  locked?: readonly string[];
  /** The form's first render: only the blocks in view (progressive.ts firstBlocks), the rest in the next. */
  partial?: boolean;
}

/**
 * What one block receives: each prop keeps its object while the block is unchanged (the engine's shareUnchanged
 * for the state, the settled answers for the block's answers), so a memoised block re-renders only when a change
 * concerns it (ADR 027).
 */
export interface BlockProps {
  block: BlockDef;
  blockState: BlockState;
  blockAnswers: BlockAnswers;
  control: Control<FieldValues>;
  isEdited: (name: string) => boolean;
  locked: readonly string[] | undefined;
}

const NO_ANSWERS: BlockAnswers = {};

/** A block's props from the renderer's (see BlockProps). */
export const blockProps = (props: RendererProps, block: BlockDef, blockState: BlockState): BlockProps => ({
  block,
  blockState,
  blockAnswers: props.answers[block.id] ?? NO_ANSWERS,
  control: props.control,
  isEdited: props.isEdited,
  locked: props.locked,
});
