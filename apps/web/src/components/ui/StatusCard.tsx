import type { ReactNode } from 'react';
import statusCard from './status-card.module.css';

/** A tone's class: the card's left border. */
const TONES = {
  neutral: '',
  error: statusCard.statusCardError,
  success: statusCard.statusCardSuccess,
};

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
    <section className={`${statusCard.statusCard} ${TONES[tone]}`} aria-labelledby="status-title">
      <h1 id="status-title">{title}</h1>
      {children}
      {actions ? <div className={statusCard.statusCardActions}>{actions}</div> : null}
    </section>
  );
}
