import type { BlockDef, BlockState, FormDefinition, FormEvaluation } from '@taxcert/engine';
import type { Control, FieldValues } from 'react-hook-form';

/**
 * What every layout receives: the definition and the engine's evaluation. The settled answers are not among them:
 * each block's questions read theirs by subscription (FormRenderer provides them; settled-answers.ts, ADR 113), so
 * that a keystroke re-renders no layout.
 */
export interface RendererProps {
  def: FormDefinition;
  evaluation: FormEvaluation;
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
 * for the state), so a memoised block re-renders only when a change concerns it (ADR 027); its questions read the
 * block's answers by subscription (useBlockAnswers, ADR 113).
 */
export interface BlockProps {
  block: BlockDef;
  blockState: BlockState;
  control: Control<FieldValues>;
  isEdited: (name: string) => boolean;
  locked: readonly string[] | undefined;
}

/** A block's props from the renderer's (see BlockProps). */
export const blockProps = (props: RendererProps, block: BlockDef, blockState: BlockState): BlockProps => ({
  block,
  blockState,
  control: props.control,
  isEdited: props.isEdited,
  locked: props.locked,
});
