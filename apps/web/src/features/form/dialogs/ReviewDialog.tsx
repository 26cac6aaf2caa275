import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { useFailureHandler } from '../../../lib/failures';
import { DialogActions, ErrorText } from '../../../components/ui/DialogActions';
import formStyles from '../form.module.css';
import fieldStyles from '../../../components/ui/field.module.css';
import questionStyles from '../../../questionnaire/renderer/question.module.css';

/**
 * The confirmation step of a form or a form group: the preview (children), "I confirm that I have
 * reviewed …" and the confirm button, disabled until ticked — no box when `reviewedLabel` is null (preview-
 * only mode). `confirm` answers whether anything more is needed, or null to stay open (its own message
 * already shown); a failure shows formPreview.confirmError or the server's words.
 */
export function ReviewDialog({
  title,
  intro,
  confirmLabel,
  reviewedLabel,
  busy,
  confirm,
  onCancel,
  onConfirmed,
  children,
}: {
  title: string;
  intro: string;
  confirmLabel: string;
  reviewedLabel: string | null;
  busy: boolean;
  confirm: () => Promise<boolean | null>;
  onCancel: () => void;
  onConfirmed: (done: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const handleFailure = useFailureHandler();
  const [reviewed, setReviewed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onConfirm() {
    setError(null);
    try {
      const done = await confirm();
      if (done !== null) onConfirmed(done);
    } catch (failure) {
      const reaction = handleFailure(failure, { in: 'dialog', step: 'confirm' });
      if (reaction.do === 'show') setError(reaction.text);
    }
  }

  const canConfirm = (reviewedLabel === null || reviewed) && !busy;
  return (
    <Modal
      open
      onClose={onCancel}
      title={title}
      size="large"
      footer={
        <DialogActions
          cancelLabel={t('common.cancel')}
          onCancel={onCancel}
          primary={{ label: confirmLabel, onClick: () => void onConfirm(), disabled: !canConfirm, busy }}
        />
      }
    >
      <p>{intro}</p>
      {children}
      {reviewedLabel === null ? null : (
        <div className={`${fieldStyles.choice} ${questionStyles.choiceSingle} ${formStyles.confirmCheck}`}>
          <input
            id={`${id}-reviewed`}
            type="checkbox"
            checked={reviewed}
            onChange={(event) => setReviewed(event.target.checked)}
          />
          <label htmlFor={`${id}-reviewed`}>{reviewedLabel}</label>
        </div>
      )}
      <ErrorText error={error} />
    </Modal>
  );
}
