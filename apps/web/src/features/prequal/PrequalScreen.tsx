import type { OnlineConfig } from '@taxcert/contracts';
import { prequalDefinitionOf, prequalVariant, type PrequalVariant } from '@taxcert/forms';
import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/ui/LoadingState';
import { reportError } from '../../lib/failures/error-reporting';
import { useOnlineConfig } from '../../lib/session/session';
import { outcomeFor, progressSteps, savedAnswersOf, type OutcomeView } from './logic';
import { OutcomeCard } from './OutcomeCard';
import { PrequalProgress } from './PrequalProgress';
import { PrequalQuestions } from './PrequalQuestions';
import { requireValid, showOpen, useContinue } from './use-continue';
import { usePrequal } from './use-prequal';
import prequalStyles from './prequal.module.css';
import layout from '../../components/ui/layout.module.css';

/** What the live region says about the outcome, for those who do not see the card appear. */
function announcement(outcome: OutcomeView, t: TFunction): string {
  switch (outcome.kind) {
    case 'pending':
      return '';
    case 'matched':
      return `${t('prequal.announce.matched', { title: outcome.item.entry.title })} ${t(outcome.reason)}`;
    case 'none':
      return `${t('prequal.none.title')} ${t(outcome.reason)}`;
    case 'unavailable':
      return t('prequal.unavailable.title');
  }
}

function Questionnaire({ config, variant }: { config: OnlineConfig; variant: PrequalVariant }) {
  const { t } = useTranslation();
  const location = useLocation();
  const def = prequalDefinitionOf(variant);
  const [saved] = useState(() => savedAnswersOf(location.state));
  const { state, cleared, setAnswer, forceEditAll } = usePrequal(def, saved);
  const outcome = useMemo(() => outcomeFor(state, config, variant === 'canadian'), [state, config, variant]);
  const continuing = useContinue(state.answers);
  const steps = progressSteps(def, state);
  const missing = outcome.kind === 'unavailable' ? outcome.missing.join(', ') : '';

  useEffect(() => {
    // questionnaire-and-forms.md §2: a recommended form type missing from the configuration produces no form; it is only logged.
    if (missing) reportError(404, `The recommended form type "${missing}" is not in the configuration.`);
  }, [missing]);

  const shown = outcome.kind !== 'pending';
  const status = [cleared ? t('prequal.cleared', { count: cleared.count }) : '', announcement(outcome, t)]
    .filter(Boolean)
    .join(' ');

  const controls = requireValid(continuing, def, state, forceEditAll);

  return (
    <div>
      <header className={layout.pageHeader}>
        <h1>{t(def.title)}</h1>
        <p className={layout.lead}>{t('prequal.intro')}</p>
        <p className={layout.hint}>{t('form.requiredNote')}</p>
      </header>
      <div className={prequalStyles.prequalLayout}>
        <aside className={prequalStyles.prequalLayoutAside}>
          <PrequalProgress steps={steps} resultReady={shown} />
        </aside>
        <div className={prequalStyles.prequalLayoutMain}>
          <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={t(def.title)}>
            <PrequalQuestions def={def} state={state} cleared={cleared} onAnswer={setAnswer} />
          </form>
          <OutcomeCard outcome={outcome} controls={controls} onShowOpen={() => showOpen(def, state, forceEditAll)} />
          <p className="visually-hidden" role="status">
            {status}
          </p>
        </div>
      </div>
    </div>
  );
}

/**
 * /pre-qualifying-questionnaire (questionnaire-and-forms.md §2): the questions as a short stacked
 * list, then the recommended form. The variant (standard or Canadian) follows the configuration.
 */
export function PrequalScreen() {
  const { t } = useTranslation();
  const config = useOnlineConfig();
  if (!config) return <LoadingState label={t('app.loading')} />;
  const variant = prequalVariant(config);
  return <Questionnaire key={variant} config={config} variant={variant} />;
}
