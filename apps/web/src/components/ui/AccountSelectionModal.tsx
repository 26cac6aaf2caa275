import { useId, useState } from 'react';
import { Modal } from './Modal';
import buttons from './button.module.css';
import fieldStyles from './field.module.css';

/**
 * The account-selection modal (app-shell.md §2): a dropdown of accounts and a confirm button, disabled
 * until one is chosen. No cancel, no close, no Escape.
 */
export function AccountSelectionModal({
  accounts,
  texts,
  onConfirm,
}: {
  accounts: { id: number; displayName: string }[];
  texts: { title: string; intro: string; label: string; placeholder: string; confirm: string };
  onConfirm: (accountId: number) => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(0);
  return (
    <Modal
      open
      onClose={() => undefined}
      dismissible={false}
      title={texts.title}
      size="small"
      footer={
        <button type="button" className={buttons.primary} disabled={chosen === 0} onClick={() => onConfirm(chosen)}>
          {texts.confirm}
        </button>
      }
    >
      <p>{texts.intro}</p>
      <div className={fieldStyles.field}>
        <label htmlFor={id}>{texts.label}</label>
        <select id={id} value={chosen} onChange={(event) => setChosen(Number.parseInt(event.target.value, 10) || 0)}>
          <option value={0}>{texts.placeholder}</option>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.displayName}
            </option>
          ))}
        </select>
      </div>
    </Modal>
  );
}
