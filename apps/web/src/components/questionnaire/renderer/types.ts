import type { Answers, FormDefinition, FormEvaluation } from '@taxcert/engine';
import type { Control, FieldValues } from 'react-hook-form';

/** What every renderer receives: the definition, the engine's evaluation and react-hook-form's answers. */
export interface RendererProps {
  def: FormDefinition;
  evaluation: FormEvaluation;
  answers: Answers;
  control: Control<FieldValues>;
  /** Whether a field (`blockId.questionId`) was edited or force-edited: its errors then show. */
  isEdited: (name: string) => boolean;
  /** Questions locked by the form's lock groups (`blockId.questionId`, or `blockId` for a whole block). */
  locked?: readonly string[];
}
