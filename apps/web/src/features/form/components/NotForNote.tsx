import type { FormDefinition } from '@taxcert/engine';
import { printedHeader } from '@taxcert/forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveConfirmation } from '../../../lib/navigation/leave-guard';
import { useOnlineConfig } from '../../../lib/session/session';
import { useStartForm } from '../../../lib/api/start-form';
import styles from './not-for.module.css';
import buttons from '../../../components/ui/button.module.css';
import { isOffered } from '../../../lib/config/offered';

/**
 * The form's "Do NOT use this form for" list (ADR 059), read from its definition (`notFor`, through the
 * printed header the PDF and the review read): a disclosure, closed, at the top of the form — one line tells every
 * customer that it is there; a customer on the wrong form opens it and finds the form to use. Each form a row names is
 * a button that starts it for the same account, as a finding's offer does (the page's unsaved-changes question first),
 * where the institution offers it (enabled and visible); otherwise its name alone. A form without the list shows nothing.
 */
export function NotForNote({ def, accountId }: { def: FormDefinition; accountId: number }) {
  const { t } = useTranslation();
  const config = useOnlineConfig();
  const confirmLeave = useLeaveConfirmation();
  const { start, pendingType } = useStartForm();
  const list = useMemo(() => printedHeader(def, (key, values) => t(key, values ?? {})).notFor, [def, t]);
  if (!list) return null;
  const offered = (formType: string) =>
    config?.formTypes.find((entry) => entry.formType === formType && isOffered(entry));
  return (
    <details className={styles.notFor}>
      <summary className={styles.notForSummary}>{t('notFor.summary')}</summary>
      <div className={styles.notForBody}>
        <p className={styles.notForHeading}>{list.heading}</p>
        <ul className={styles.notForRows}>
          {list.rows.map((row) => (
            <li key={row.text} className={styles.notForRow}>
              <span>{row.text}</span>
              {row.instead.length > 0 ? (
                <span className={styles.notForInstead}>
                  <span className={styles.notForLabel}>{t('notFor.useInstead')}</span>
                  {row.instead.map((form) => {
                    const entry = offered(form.formType);
                    if (!entry) return <span key={form.formType}>{form.name}</span>;
                    return (
                      <button
                        key={form.formType}
                        type="button"
                        className={buttons.link}
                        disabled={pendingType !== undefined}
                        aria-busy={pendingType === form.formType}
                        onClick={() => {
                          if (!confirmLeave()) return;
                          void start({ kind: 'form', entry }, accountId, { leaveConfirmed: true });
                        }}
                      >
                        {t('results.startOffered', { form: entry.title })}
                      </button>
                    );
                  })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
