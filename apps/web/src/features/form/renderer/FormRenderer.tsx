import type { Answers, FormDefinition, FormEvaluation } from '@taxcert/engine';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldName } from '../logic/answers';
import { QuestionRow } from './QuestionRow';

/**
 * The first, generic renderer: each visible block a section with its title, each visible question a row.
 * (The Stacked and Irs renderers are a later issue.)
 */
export function FormRenderer({ def, evaluation, answers, control, isEdited }: {
  def: FormDefinition;
  evaluation: FormEvaluation;
  answers: Answers;
  control: Control<FieldValues>;
  isEdited: (name: string) => boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-blocks">
      {def.blocks.map((block) => {
        const blockState = evaluation.blocks[block.id];
        if (!blockState?.visible) return null;
        const headingId = `block-${block.id}`;
        return (
          <section key={block.id} className="block" aria-labelledby={headingId}>
            <h2 id={headingId} className="block__title">
              {t(block.title)}
            </h2>
            <div className="block__questions">
              {block.questions.map((question) => {
                const state = blockState.questions[question.id];
                if (!state?.visible) return null;
                return (
                  <QuestionRow
                    key={question.id}
                    blockId={block.id}
                    question={question}
                    state={state}
                    control={control}
                    showErrors={isEdited(fieldName(block.id, question.id))}
                    blockAnswers={answers[block.id] ?? {}}
                  />
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
