import type { ReactNode } from 'react';
import buttons from './button.module.css';
import fieldStyles from './field.module.css';

/**
 * A dialog's footer: an optional note, Cancel, then the dialog's one action — a button, or the submit
 * button of the form named by `primary.form`. `busy` marks the action in progress (aria-busy).
 */
export function DialogActions({
  cancelLabel,
  onCancel,
  primary,
  note,
}: {
  cancelLabel: string;
  onCancel: () => void;
  primary: { label: string; disabled?: boolean; busy?: boolean; onClick?: () => void; form?: string };
  note?: ReactNode;
}) {
  return (
    <>
      {note}
      <button type="button" className={buttons.secondary} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type={primary.form ? 'submit' : 'button'}
        form={primary.form}
        className={buttons.primary}
        onClick={primary.onClick}
        disabled={primary.disabled}
        aria-busy={primary.busy}
      >
        {primary.label}
      </button>
    </>
  );
}

/** A dialog's or a panel's failure, announced as it appears; nothing when there is none. */
export function ErrorText({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p className={fieldStyles.errorText} role="alert">
      {error}
    </p>
  );
}
