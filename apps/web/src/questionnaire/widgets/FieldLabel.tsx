import type { ReactNode } from 'react';

/** The visible label of a single-control widget, pointing at its control. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="question__label">
      {children}
    </label>
  );
}
