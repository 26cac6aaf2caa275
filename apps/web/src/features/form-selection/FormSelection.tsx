import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { deferred, useDeferred } from '../../lib/api/deferred';
import { NO_ACCOUNT, useSelectedAccount } from '../../lib/session/selected-account';
import { useCustomerName, useOnlineConfig } from '../../lib/session/session';
import type { Startable } from '../../lib/api/start-form';
import { AccountSelect } from './AccountSelect';
import { FormCard } from './FormCard';
import { offeredCards } from './offered';
import { paths } from '../../lib/navigation/paths';
import styles from './form-selection.module.css';
import layout from '../../components/ui/layout.module.css';

/**
 * The form-choice modal with its dialog, read-to-end box and actions, and the starting of the chosen form: its own
 * chunk, asked for when a Start button is pointed at or focused, or a form is chosen (ADR 031, 033), so that form
 * selection's first paint does without them.
 */
const formChoiceModal = deferred(() => import('./FormChoiceModal'));
const prefetchFormChoice = () => void formChoiceModal.load().catch(() => undefined);

/** The form being chosen travels in the history state, so opening and closing the modal stay on /form-selection. */
function chosenType(state: unknown): string | null {
  const choose = (state as { choose?: unknown } | null)?.choose;
  return typeof choose === 'string' ? choose : null;
}

/**
 * /form-selection (app-shell.md §2): the customer name and a welcome, the questionnaire link when enabled,
 * the account dropdown with more than one account, cards for the offered form types and groups (Start
 * disabled until an account is chosen), and the form-choice modal before a form is created.
 */
export function FormSelection() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const config = useOnlineConfig();
  const customerName = useCustomerName();
  const { accounts, accountId, account, setAccountId } = useSelectedAccount();
  const [pendingType, setPendingType] = useState<string | undefined>(undefined);
  const { forms, groups } = offeredCards(config, account);
  const noAccount = accountId === NO_ACCOUNT;

  const choose = chosenType(location.state);
  const chosen: Startable | null = (() => {
    const form = config?.formTypes.find((entry) => entry.formType === choose);
    if (form) return { kind: 'form', entry: form };
    const group = config?.formGroups.find((entry) => entry.formType === choose);
    return group ? { kind: 'group', entry: group } : null;
  })();
  // Until the modal's chunk is there (a failed load is asked for again), the chosen card shows it is busy.
  const FormChoice = useDeferred(formChoiceModal, chosen !== null)?.FormChoice;
  const opening = chosen !== null && !FormChoice ? chosen.entry.formType : undefined;
  const isBusy = (formType: string) => pendingType === formType || opening === formType;

  const open = (item: Startable) => {
    if (!item.entry.canPrepopulate) void navigate(paths.insufficientInformation());
    else void navigate(paths.formSelection(), { state: { choose: item.entry.formType } });
  };
  const close = () => void navigate(paths.formSelection(), { replace: true });
  return (
    <div>
      <header className={layout.pageHeader}>
        <h1>{customerName ? t('formSelection.welcomeName', { name: customerName }) : t('formSelection.welcome')}</h1>
        <p className={layout.lead}>{t('formSelection.intro')}</p>
        {config?.usePreQualifyingQuestionnaire ? (
          <p>
            <Link to={paths.questionnaire()}>{t('formSelection.questionnaireLink')}</Link>
          </p>
        ) : null}
      </header>

      {accounts.length > 1 ? (
        <div className={layout.panel}>
          <AccountSelect accounts={accounts} value={accountId} onChange={setAccountId} />
          {noAccount ? <p className={layout.hint}>{t('formSelection.selectAccountHint')}</p> : null}
        </div>
      ) : null}

      <section aria-labelledby="forms-heading">
        <h2 id="forms-heading">{t('formSelection.formsHeading')}</h2>
        {forms.length === 0 && groups.length === 0 ? (
          <p>{t('formSelection.noForms')}</p>
        ) : (
          <ul className={styles.cardGrid}>
            {groups.map((group) => (
              <li key={`group-${group.formType}`}>
                <FormCard
                  title={group.title}
                  revision={null}
                  intro={t('formSelection.groupIntro')}
                  disabled={noAccount || pendingType !== undefined}
                  busy={isBusy(group.formType)}
                  onIntent={prefetchFormChoice}
                  onStart={() => open({ kind: 'group', entry: group })}
                />
              </li>
            ))}
            {forms.map((form) => (
              <li key={form.formType}>
                <FormCard
                  title={form.title}
                  revision={form.revision}
                  intro={
                    form.introductionMessageId && i18n.exists(form.introductionMessageId)
                      ? t(form.introductionMessageId)
                      : null
                  }
                  disabled={noAccount || pendingType !== undefined}
                  busy={isBusy(form.formType)}
                  onIntent={prefetchFormChoice}
                  onStart={() => open({ kind: 'form', entry: form })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {chosen && FormChoice ? (
        <FormChoice
          chosen={chosen}
          accountId={noAccount ? null : accountId}
          onClose={close}
          onPending={setPendingType}
        />
      ) : null}
    </div>
  );
}
