import type { SupportingDoc } from '@taxcert/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { DialogActions } from '../../../components/ui/DialogActions';

/** Asks before a document is deleted. */
export function DeleteDialog({
  doc,
  deleting,
  onCancel,
  onConfirm,
}: {
  doc: SupportingDoc | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={doc !== null}
      onClose={onCancel}
      size="small"
      title={t('supportingDocuments.deleteTitle')}
      footer={
        <DialogActions
          cancelLabel={t('common.cancel')}
          onCancel={onCancel}
          primary={{ label: t('supportingDocuments.delete'), onClick: onConfirm, disabled: deleting, busy: deleting }}
        />
      }
    >
      <p>{t('supportingDocuments.deleteText', { name: doc?.originalFileName ?? '' })}</p>
    </Modal>
  );
}
