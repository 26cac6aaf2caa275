import type { ValidationItem } from '@taxcert/contracts';
import type { MouseEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { domIdOfField } from '../logic/answers';
import type { ClassifiedResult } from '../logic/results';

/** Moves focus to the field a finding is about (and scrolls it into view). */
function focusField(event: MouseEvent<HTMLAnchorElement>, domId: string): void {
  const target = document.getElementById(domId);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
}

function Findings({ title, items, tone, linkLabel }: {
  title: string;
  items: ValidationItem[];
  tone: 'error' | 'warning' | 'info';
  linkLabel: string;
}) {
  if (items.length === 0) return null;
  return (
    <div className={`findings findings--${tone}`}>
      <h3 className="findings__title">{`${title} (${items.length})`}</h3>
      <ul className="findings__list">
        {items.map((item, index) => {
          const text = `${item.code} - ${item.codeDescription}`;
          const domId = item.field ? domIdOfField(item.field) : null;
          return (
            <li key={`${item.code}-${index}`}>
              {domId ? (
                <a href={`#${domId}`} onClick={(event) => focusField(event, domId)} title={linkLabel}>
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
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
      <Findings title={t('results.rejections')} items={result.rejections} tone="error" linkLabel={t('results.goToField')} />
      <Findings title={t('results.warnings')} items={result.warnings} tone="warning" linkLabel={t('results.goToField')} />
      <Findings
        title={t('results.recommendations')}
        items={result.recommendations}
        tone="info"
        linkLabel={t('results.goToField')}
      />
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
