import type { BlockDef, BlockState } from '@taxcert/engine';
import { fieldName } from '../answers';
import { gutterLines } from './layout';
import { QuestionRow } from './QuestionRow';
import type { RendererProps } from './types';

/**
 * The visible questions of a block, one row each. With `gutter` (the Irs layout) each row starts with
 * the paper form's line number in a left gutter; the number there is decorative (aria-hidden), since
 * the question's label already names its line for assistive technology.
 */
export function BlockQuestions({ block, blockState, gutter, numbered = null, props }: {
  block: BlockDef;
  blockState: BlockState;
  gutter: boolean;
  /** The line number the block's title already shows in the gutter. */
  numbered?: string | null;
  props: RendererProps;
}) {
  const visible = block.questions.filter((question) => blockState.questions[question.id]?.visible);
  const lines = gutterLines(visible, numbered);
  const locked = new Set(props.locked ?? []);
  return (
    <div className={gutter ? 'block-questions block-questions--gutter' : 'block-questions'}>
      {visible.map((question, index) => {
        const state = blockState.questions[question.id];
        if (!state) return null;
        const row = (
          <QuestionRow
            key={question.id}
            blockId={block.id}
            question={question}
            state={state}
            control={props.control}
            showErrors={props.isEdited(fieldName(block.id, question.id))}
            blockAnswers={props.answers[block.id] ?? {}}
            locked={locked.has(block.id) || locked.has(fieldName(block.id, question.id))}
          />
        );
        if (!gutter) return row;
        return (
          <div key={question.id} className="irs-row">
            <span className="irs-row__line" aria-hidden="true">
              {lines[index]}
            </span>
            <div className="irs-row__field">{row}</div>
          </div>
        );
      })}
    </div>
  );
}
