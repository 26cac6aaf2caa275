import type { Account } from '@taxcert/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_ACCOUNT } from '../../lib/session/selected-account';
import styles from './form-selection.module.css';
import fieldStyles from '../../components/ui/field.module.css';

/** The account dropdown; the first option (value 0) means nothing selected. */
export function AccountSelect({
  accounts,
  value,
  onChange,
}: {
  accounts: Account[];
  value: number;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`${fieldStyles.field} ${styles.fieldInline}`}>
      <label htmlFor={id}>{t('formSelection.account')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number.parseInt(event.target.value, 10) || NO_ACCOUNT)}
      >
        <option value={NO_ACCOUNT}>{t('formSelection.selectAccount')}</option>
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}
