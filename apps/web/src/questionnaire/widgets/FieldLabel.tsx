import { memo, type ReactNode } from 'react';
import questionStyles from '../renderer/question.module.css';

/**
 * The visible label of a single-control widget, pointing at its control. Memoised: the question's frame keeps the
 * label's element while its words are unchanged, so a keystroke does not render the label again.
 */
export const FieldLabel = memo(function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={questionStyles.questionLabel}>
      {children}
    </label>
  );
});
