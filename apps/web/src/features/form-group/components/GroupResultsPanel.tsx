import type { ValidationItem } from '@taxcert/contracts';
import type { MouseEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { domIdOfField } from '../../form/logic/answers';
import type { ClassifiedResult } from '../../form/logic/results';

export interface FormFindings {
  formType: string;
  title: string;
  result: ClassifiedResult;
}

function Findings({ title, items, tone, onGoTo }: {
  title: string;
  items: ValidationItem[];
  tone: 'error' | 'warning' | 'info';
  onGoTo: (domId: string) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div className={`findings findings--${tone}`}>
      <h4 className="findings__title">{`${title} (${items.length})`}</h4>
      <ul className="findings__list">
        {items.map((item, index) => {
          const text = `${item.code} - ${item.codeDescription}`;
          const domId = item.field ? domIdOfField(item.field) : null;
          const go = (event: MouseEvent<HTMLAnchorElement>) => {
            if (!domId) return;
            event.preventDefault();
            onGoTo(domId);
          };
          return (
            <li key={`${item.code}-${index}`}>
              {domId ? (
                <a href={`#${domId}`} onClick={go} title={t('results.goToField')}>
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
 * The results of the group's last Check, form by form: rejections, warnings (WRN…) and recommendations
 * (REC…) as "code - description"; a finding about a field links to it in its own form (its tab opens).
 */
export function GroupResultsPanel({ forms, stale, headingRef, onGoTo }: {
  forms: FormFindings[];
  stale: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onGoTo: (formType: string, domId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="results" aria-labelledby="group-results-heading">
      <h2 id="group-results-heading" ref={headingRef} tabIndex={-1} className="results__title">
        {t('results.title')}
      </h2>
      {stale ? <p className="results__stale">{t('results.stale')}</p> : null}
      {forms.map(({ formType, title, result }) => (
        <section key={formType} className="group-results__form" aria-labelledby={`group-results-${formType}`}>
          <h3 id={`group-results-${formType}`} className="group-results__title">
            {title}
          </h3>
          {result.rejections.length === 0 ? (
            <p className="results__ok">
              <span className="results__ok-mark" aria-hidden="true">
                ✓
              </span>
              {t('formGroup.formNoRejections')}
            </p>
          ) : null}
          <Findings title={t('results.rejections')} items={result.rejections} tone="error" onGoTo={(id) => onGoTo(formType, id)} />
          <Findings title={t('results.warnings')} items={result.warnings} tone="warning" onGoTo={(id) => onGoTo(formType, id)} />
          <Findings title={t('results.recommendations')} items={result.recommendations} tone="info" onGoTo={(id) => onGoTo(formType, id)} />
        </section>
      ))}
    </section>
  );
}
