import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayMode } from './display-mode';
import styles from './results-column.module.css';
import buttons from '../../components/ui/button.module.css';

/**
 * The results panel's place per display mode (app-shell.md §2): a side column in Stacked mode; in Irs
 * mode a collapsible panel above the form. A new Check (`checks` changes) opens it again, in the same
 * render, so that the form screen can move focus to it.
 */
export function ResultsColumn({
  mode,
  hasResult,
  checks,
  children,
}: {
  mode: DisplayMode;
  /** Before the first result there is nothing to collapse (the placeholder). */
  hasResult: boolean;
  checks: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  /** The Check count at which the customer closed the panel; null while open. */
  const [closedAt, setClosedAt] = useState<number | null>(null);
  if (mode === 'Stacked' || !hasResult) return <>{children}</>;
  const open = closedAt !== checks;
  return (
    <div className={styles.resultsColumn}>
      <button
        type="button"
        className={`${buttons.ghost} ${styles.resultsColumnToggle}`}
        aria-expanded={open}
        aria-controls="results-column-body"
        onClick={() => setClosedAt(open ? checks : null)}
      >
        {t(open ? 'renderer.results.hide' : 'renderer.results.show')}
      </button>
      <div id="results-column-body" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
