import type { ReactNode } from 'react';
import './status-card.css';

/** A centred card with a heading and text: status pages, unsupported form, insufficient information. */
export function StatusCard({
  title,
  children,
  actions,
  tone = 'neutral',
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'error' | 'success';
}) {
  return (
    <section className={`status-card status-card--${tone}`} aria-labelledby="status-title">
      <h1 id="status-title">{title}</h1>
      {children}
      {actions ? <div className="status-card__actions">{actions}</div> : null}
    </section>
  );
}
