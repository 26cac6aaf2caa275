import { isAddressBlock } from '@taxcert/engine';
import { useMemo, type FormEvent } from 'react';
import { fieldName } from '../answers';
import { useBlockAnswers } from '../settled-answers';
import { AddressCountryNotice } from './AddressCountryNotice';
import { gutterLines } from './layout';
import { QuestionRow } from './QuestionRow';
import type { BlockProps } from './types';
import blockStyles from './block-questions.module.css';
import irsStyles from './irs.module.css';

/**
 * The visible questions of a block, one row each. With `gutter` (the Irs layout) each row starts with
 * the paper form's line number in a left gutter; the number there is decorative (aria-hidden), since
 * the question's label already names its line for assistive technology.
 *
 * Each block is a `<form>` of its own (unnamed, so not a landmark; the form as a whole is the `role="form"` region
 * around the blocks): Chrome's autofill reads every field of a changed field's form on each change (~3 style and
 * layout updates per field; a W-8BEN-E in one `<form>` had 127 fields, ~9 ms per key at CPU ×4), so a key costs
 * its own block's fields, not the whole form's (ADR 027 "Since"). Nothing is ever submitted: Enter in a
 * field does nothing.
 */
const preventSubmit = (event: FormEvent) => event.preventDefault();

export function BlockQuestions({
  block,
  blockState,
  control,
  isEdited,
  locked,
  gutter,
  numbered = null,
}: BlockProps & {
  gutter: boolean;
  /** The line number the block's title already shows in the gutter. */
  numbered?: string | null;
}) {
  const blockAnswers = useBlockAnswers(block.id);
  const visible = block.questions.filter((question) => blockState.questions[question.id]?.visible);
  const lines = gutterLines(visible, numbered);
  const lockedSet = useMemo(() => new Set(locked ?? []), [locked]);
  return (
    <form
      className={
        gutter ? `${blockStyles.blockQuestions} ${blockStyles.blockQuestionsGutter}` : blockStyles.blockQuestions
      }
      noValidate
      onSubmit={preventSubmit}
    >
      {visible.map((question, index) => {
        const state = blockState.questions[question.id];
        if (!state) return null;
        const row = (
          <QuestionRow
            key={question.id}
            blockId={block.id}
            question={question}
            state={state}
            control={control}
            showErrors={isEdited(fieldName(block.id, question.id))}
            blockAnswers={blockAnswers}
            locked={lockedSet.has(block.id) || lockedSet.has(fieldName(block.id, question.id))}
          />
        );
        if (!gutter) return row;
        return (
          <div key={question.id} className={irsStyles.irsRow} data-row="">
            <span className={irsStyles.irsRowLine} data-line-number="" aria-hidden="true">
              {lines[index]}
            </span>
            <div>{row}</div>
          </div>
        );
      })}
      {isAddressBlock(block) ? <AddressCountryNotice blockId={block.id} answers={blockAnswers} /> : null}
    </form>
  );
}
