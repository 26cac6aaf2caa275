import type { ReactNode } from 'react';
import questionStyles from '../renderer/question.module.css';

/** The visible label of a single-control widget, pointing at its control. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={questionStyles.questionLabel}>
      {children}
    </label>
  );
}
