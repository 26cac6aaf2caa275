import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassifiedResult } from '../logic/results';
import { ResultFindings, type LabelOf, type OfferOf } from './Findings';
import groupStyles from '../editor/tabs.module.css';
import formStyles from '../form.module.css';
import layout from '../../../components/ui/layout.module.css';

export interface FormFindings {
  formType: string;
  title: string;
  result: ClassifiedResult;
  /** The question a finding's field is, in the customer's words. */
  labelOf: LabelOf;
  /** The form a finding offers instead, for the form's account (its definition's check says which). */
  offerOf?: OfferOf;
}

/**
 * The line above a result without rejections: "No problems found" only when there is nothing to read;
 * with warnings or recommendations, that nothing stops the signing but they are worth reading first.
 */
function Summary({ result, noRejectionsKey, readFirstKey }: { result: ClassifiedResult } & SummaryKeys) {
  const { t } = useTranslation();
  if (result.rejections.length > 0) return null;
  if (result.warnings.length > 0 || result.recommendations.length > 0)
    return <p className={formStyles.resultsReadFirst}>{t(readFirstKey)}</p>;
  return (
    <p className={formStyles.resultsOk}>
      <span aria-hidden="true">✓</span>
      {t(noRejectionsKey)}
    </p>
  );
}

/** The message keys of the summary line: nothing at all found, and nothing that stops the signing. */
interface SummaryKeys {
  noRejectionsKey: string;
  readFirstKey: string;
}

/**
 * The results of the last Check: rejections, warnings (WRN…) and recommendations (REC…), each as the
 * sentence saying what to do, "Fix this", the form it offers instead if any, and its code (Findings); a finding about one field links to it (in a group, in its own form, whose tab
 * opens). Several forms show form by form under their titles.
 */
export function ResultsPanel({
  forms,
  stale,
  noRejectionsKey,
  readFirstKey,
  headingRef,
  onGoTo,
}: SummaryKeys & {
  forms: FormFindings[];
  stale: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onGoTo: (formType: string, domId: string) => void;
}) {
  const { t } = useTranslation();
  const goTo = (formType: string) => (domId: string) => {
    onGoTo(formType, domId);
    return true;
  };
  const [only] = forms;
  return (
    <section className={formStyles.results} aria-labelledby="results-heading">
      <h2 id="results-heading" ref={headingRef} tabIndex={-1} className={formStyles.resultsTitle}>
        {t('results.title')}
      </h2>
      {stale ? <p className={formStyles.resultsStale}>{t('results.stale')}</p> : null}
      {forms.length === 1 && only ? (
        <>
          <Summary result={only.result} noRejectionsKey={noRejectionsKey} readFirstKey={readFirstKey} />
          <ResultFindings
            result={only.result}
            level={3}
            labelOf={only.labelOf}
            offerOf={only.offerOf}
            onGoTo={goTo(only.formType)}
          />
        </>
      ) : (
        forms.map(({ formType, title, result, labelOf, offerOf }) => (
          <section key={formType} className={groupStyles.groupResultsForm} aria-labelledby={`results-${formType}`}>
            <h3 id={`results-${formType}`} className={groupStyles.groupResultsTitle}>
              {title}
            </h3>
            <Summary result={result} noRejectionsKey={noRejectionsKey} readFirstKey={readFirstKey} />
            <ResultFindings result={result} level={4} labelOf={labelOf} offerOf={offerOf} onGoTo={goTo(formType)} />
          </section>
        ))
      )}
    </section>
  );
}

/** Before the first Check (desktop only): what Check does, in the column the results will use. */
export function ResultsPlaceholder() {
  const { t } = useTranslation();
  return (
    <section
      className={`${formStyles.results} ${formStyles.resultsPlaceholder}`}
      aria-labelledby="results-placeholder-heading"
    >
      <h2 id="results-placeholder-heading" className={formStyles.resultsTitle}>
        {t('results.title')}
      </h2>
      <p className={layout.hint}>{t('results.placeholder')}</p>
    </section>
  );
}
