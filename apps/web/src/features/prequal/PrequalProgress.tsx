import { useTranslation } from 'react-i18next';
import type { ProgressStep } from './logic';
import prequalStyles from './prequal.module.css';

/**
 * Where the customer is: the sections shown so far (ticked once answered) and the result, with a bar
 * of the sections answered. Sections that later answers may still reveal are not listed.
 */
export function PrequalProgress({ steps, resultReady }: { steps: ProgressStep[]; resultReady: boolean }) {
  const { t } = useTranslation();
  const all = [...steps, { id: 'result', title: 'prequal.progress.result', complete: resultReady }];
  const done = all.filter((step) => step.complete).length;
  const current = all.find((step) => !step.complete)?.id;
  return (
    <nav className={prequalStyles.prequalProgress} aria-label={t('prequal.progress.label')}>
      <p className={prequalStyles.prequalProgressSummary} id="prequal-progress-summary">
        {t('prequal.progress.summary', { done, total: all.length })}
      </p>
      <div className={prequalStyles.prequalProgressBar} aria-hidden="true">
        <span style={{ width: `${Math.round((done / all.length) * 100)}%` }} />
      </div>
      <ol className={prequalStyles.prequalProgressSteps}>
        {all.map((step) => (
          <li
            key={step.id}
            className={`${prequalStyles.prequalStep}${step.complete ? ` ${prequalStyles.prequalStepDone}` : ''}${step.id === current ? ` ${prequalStyles.prequalStepCurrent}` : ''}`}
            aria-current={step.id === current ? 'step' : undefined}
          >
            <span className={prequalStyles.prequalStepMarker} aria-hidden="true" />
            <span>{t(step.title)}</span>
            {step.complete ? <span className="visually-hidden"> {t('prequal.progress.complete')}</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
