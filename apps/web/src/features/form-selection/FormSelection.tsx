import { useTranslation } from 'react-i18next';
import { useSelectedAccount, NO_ACCOUNT } from '../../lib/selected-account';
import { useCustomerName, useOnlineConfig } from '../../lib/session';
import { AccountSelect } from './AccountSelect';
import { FormCard } from './FormCard';
import { useStartForm } from './use-start-form';

/**
 * /form-selection: a welcome with the customer name, the account dropdown (only with more than one
 * account) and a card per enabled and visible form type. Form groups and the questionnaire link are
 * a later issue.
 */
export function FormSelection() {
  const { t } = useTranslation();
  const config = useOnlineConfig();
  const customerName = useCustomerName();
  const { accounts, accountId, setAccountId } = useSelectedAccount();
  const { start, pendingType } = useStartForm();
  const forms = (config?.formTypes ?? []).filter((form) => form.isEnabled && form.isVisible);
  const noAccount = accountId === NO_ACCOUNT;

  return (
    <div className="page">
      <header className="page-header">
        <h1>{customerName ? t('formSelection.welcomeName', { name: customerName }) : t('formSelection.welcome')}</h1>
        <p className="lead">{t('formSelection.intro')}</p>
      </header>

      {accounts.length > 1 ? (
        <div className="panel">
          <AccountSelect accounts={accounts} value={accountId} onChange={setAccountId} />
          {noAccount ? <p className="hint">{t('formSelection.selectAccountHint')}</p> : null}
        </div>
      ) : null}

      <section aria-labelledby="forms-heading">
        <h2 id="forms-heading">{t('formSelection.formsHeading')}</h2>
        {forms.length === 0 ? (
          <p>{t('formSelection.noForms')}</p>
        ) : (
          <ul className="card-grid">
            {forms.map((form) => (
              <li key={form.formType}>
                <FormCard
                  form={form}
                  disabled={noAccount || pendingType !== undefined}
                  busy={pendingType === form.formType}
                  onStart={() => void start(form, accountId)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
