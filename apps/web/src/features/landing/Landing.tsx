import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { AccountSelectionModal } from '../../components/ui/AccountSelectionModal';
import { LoadingState } from '../../components/ui/LoadingState';
import { StatusCard } from '../../components/ui/StatusCard';
import { useSelectedAccount } from '../../lib/session/selected-account';
import { useOnlineConfig } from '../../lib/session/session';
import { useStartForm } from '../../lib/api/start-form';
import { forgetResume, readResume } from '../../lib/session/drafts';
import { reportError } from '../../lib/failures/error-reporting';
import { landingDecision, missingDefaultType } from './landing-target';
import { paths } from '../../lib/navigation/paths';
import buttons from '../../components/ui/button.module.css';

/** Creates the default form once, then the form screen opens. */
function CreateDefault({ formType, group, accountId }: { formType: string; group: boolean; accountId: number }) {
  const { t } = useTranslation();
  const config = useOnlineConfig();
  const { start } = useStartForm();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !config) return;
    started.current = true;
    const form = config.formTypes.find((entry) => entry.formType === formType);
    const formGroup = config.formGroups.find((entry) => entry.formType === formType);
    if (!group && form) void start({ kind: 'form', entry: form }, accountId);
    else if (group && formGroup) void start({ kind: 'group', entry: formGroup }, accountId);
  }, [config, formType, group, accountId, start]);
  return <LoadingState label={t('form.loading')} />;
}

/** `/` (app-shell.md §2 "Landing", §4): the questionnaire offer, the default form, or form selection. */
export function Landing() {
  const { t } = useTranslation();
  const config = useOnlineConfig();
  const { accounts, accountId, setAccountId } = useSelectedAccount();
  const decision = landingDecision(config, accountId);
  const missing = missingDefaultType(config);
  // Signed in again after a time-out: back to the form whose answers this browser kept (ADR 047), once.
  const customerId = config?.customer?.customerId;
  const [resume] = useState(() => (customerId ? readResume(customerId, Date.now()) : null));
  useEffect(() => {
    if (resume) forgetResume();
  }, [resume]);
  useEffect(() => {
    // app-shell.md §8: a missing default form type or group is logged only; the customer goes on to form selection.
    if (missing) reportError(404, `The default form type "${missing}" is not in the configuration.`);
  }, [missing]);

  if (resume) return <Navigate to={resume} replace />;
  switch (decision.kind) {
    case 'offer-questionnaire':
      return (
        <StatusCard
          title={t('landing.questionnaireTitle')}
          actions={
            <>
              <Link className={buttons.primary} to={paths.questionnaire()}>
                {t('landing.startQuestionnaire')}
              </Link>
              <Link className={buttons.secondary} to={paths.formSelection()}>
                {t('landing.chooseForm')}
              </Link>
            </>
          }
        >
          <p>{t('landing.questionnaireText')}</p>
        </StatusCard>
      );
    case 'select-account':
      return (
        <AccountSelectionModal
          accounts={accounts}
          texts={{
            title: t('accountSelection.title'),
            intro: t('accountSelection.intro'),
            label: t('formSelection.account'),
            placeholder: t('formSelection.selectAccount'),
            confirm: t('accountSelection.confirm'),
          }}
          onConfirm={setAccountId}
        />
      );
    case 'create':
      return <CreateDefault formType={decision.formType} group={decision.group} accountId={accountId} />;
    case 'go':
      return <Navigate to={decision.to} replace state={decision.state} />;
  }
}
