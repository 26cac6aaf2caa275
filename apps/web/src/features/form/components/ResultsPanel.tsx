import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassifiedResult } from '../logic/results';
import { ResultFindings } from './Findings';

/** Moves focus to the field a finding is about (and scrolls it into view); false when it is not on the page. */
function focusField(domId: string): boolean {
  const target = document.getElementById(domId);
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * The results of the last Check: rejections, warnings (WRN…) and recommendations (REC…), each as
 * "code - description"; a finding about one field links to it.
 */
export function ResultsPanel({ result, stale, headingRef }: {
  result: ClassifiedResult;
  stale: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const clean = result.rejections.length === 0;
  return (
    <section className="results" aria-labelledby="results-heading">
      <h2 id="results-heading" ref={headingRef} tabIndex={-1} className="results__title">
        {t('results.title')}
      </h2>
      {stale ? <p className="results__stale">{t('results.stale')}</p> : null}
      {clean ? (
        <p className="results__ok">
          <span className="results__ok-mark" aria-hidden="true">
            ✓
          </span>
          {t('results.noRejections')}
        </p>
      ) : null}
      <ResultFindings result={result} level={3} onGoTo={focusField} />
    </section>
  );
}

/** Before the first Check (desktop only): what Check does, in the column the results will use. */
export function ResultsPlaceholder() {
  const { t } = useTranslation();
  return (
    <section className="results results--placeholder" aria-labelledby="results-placeholder-heading">
      <h2 id="results-placeholder-heading" className="results__title">
        {t('results.title')}
      </h2>
      <p className="hint">{t('results.placeholder')}</p>
    </section>
  );
}
