import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultFindings } from '../../form/components/Findings';
import type { ClassifiedResult } from '../../form/logic/results';

export interface FormFindings {
  formType: string;
  title: string;
  result: ClassifiedResult;
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
          <ResultFindings
            result={result}
            level={4}
            onGoTo={(domId) => {
              onGoTo(formType, domId);
              return true;
            }}
          />
        </section>
      ))}
    </section>
  );
}
