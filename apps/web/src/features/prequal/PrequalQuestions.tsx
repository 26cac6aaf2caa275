import {
  sameAnswer,
  type AnswerValue,
  type BlockAnswers,
  type FormDefinition,
  type QuestionDef,
  type QuestionView,
  type QuestionnaireState,
} from '@taxcert/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionFrame } from '../../questionnaire/renderer/QuestionFrame';
import type { ClearedNotice } from './use-prequal';
import infoNotice from '../../components/ui/info-notice.module.css';
import prequalStyles from './prequal.module.css';
import questionStyles from '../../questionnaire/renderer/question.module.css';

type OnAnswer = (blockId: string, questionId: string, value: AnswerValue) => void;

/** The DOM id of a question's control. */
export const questionDomId = (blockId: string, questionId: string): string => `prequal-${blockId}-${questionId}`;

/**
 * One question, its input from the widget registry (QuestionFrame). A choice is answered at once; a
 * text answer when the customer leaves the field, so that typing does not clear the later answers on
 * every keystroke (a changed answer clears every later one, questionnaire-and-forms.md §4).
 */
function PrequalQuestion({
  blockId,
  question,
  view,
  value,
  blockAnswers,
  onAnswer,
}: {
  blockId: string;
  question: QuestionDef;
  view: QuestionView;
  value: AnswerValue;
  blockAnswers: BlockAnswers;
  onAnswer: OnAnswer;
}) {
  const typed = question.widget === 'text';
  const [draft, setDraft] = useState<AnswerValue>(value);
  const [committed, setCommitted] = useState<AnswerValue>(value);
  // An answer changed by the questionnaire (cleared by an earlier change) replaces the draft.
  if (!sameAnswer(committed, value)) {
    setCommitted(value);
    setDraft(value);
  }
  const commit = (next: AnswerValue) => {
    if (!sameAnswer(next, value)) onAnswer(blockId, question.id, next);
  };
  return (
    <QuestionFrame
      id={questionDomId(blockId, question.id)}
      name={`${blockId}.${question.id}`}
      question={question}
      state={view}
      showErrors
      value={typed ? draft : value}
      onChange={typed ? setDraft : commit}
      onBlur={() => (typed ? commit(typeof draft === 'string' ? draft.trim() : draft) : undefined)}
      blockAnswers={blockAnswers}
    />
  );
}

/**
 * The questions shown now, block by block (a short stacked list): each visible block a card with its
 * title, each visible question a row. A later question appears once the earlier answers call for it.
 * After a change that cleared later answers, a notice under the changed block says so.
 */
export function PrequalQuestions({
  def,
  state,
  cleared,
  onAnswer,
}: {
  def: FormDefinition;
  state: QuestionnaireState;
  cleared: ClearedNotice | null;
  onAnswer: OnAnswer;
}) {
  const { t } = useTranslation();
  return (
    <div className={questionStyles.formBlocks}>
      {def.blocks.map((block) => {
        const view = state.blocks[block.id];
        if (!view?.visible || !Object.values(view.questions).some((q) => q.visible)) return null;
        const headingId = `prequal-block-${block.id}`;
        const answers = state.answers[block.id] ?? {};
        return (
          <div key={block.id} className={prequalStyles.prequalBlock}>
            <section className={prequalStyles.block} aria-labelledby={headingId}>
              <h2 id={headingId} className={prequalStyles.blockTitle}>
                {t(block.title)}
              </h2>
              <div className={prequalStyles.blockQuestions}>
                {block.questions.map((question) => {
                  const questionView = view.questions[question.id];
                  if (!questionView?.visible) return null;
                  return (
                    <PrequalQuestion
                      key={question.id}
                      blockId={block.id}
                      question={question}
                      view={questionView}
                      value={answers[question.id]}
                      blockAnswers={answers}
                      onAnswer={onAnswer}
                    />
                  );
                })}
              </div>
            </section>
            {cleared?.blockId === block.id ? (
              <p className={infoNotice.infoNotice}>{t('prequal.cleared', { count: cleared.count })}</p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
