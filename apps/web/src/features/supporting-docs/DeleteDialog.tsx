import type { SupportingDoc } from '@taxcert/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/Modal';

/** Asks before a document is deleted. */
export function DeleteDialog({ doc, deleting, onCancel, onConfirm }: {
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
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm} disabled={deleting}>
            {t('supportingDocuments.delete')}
          </button>
        </>
      }
    >
      <p>{t('supportingDocuments.deleteText', { name: doc?.originalFileName ?? '' })}</p>
    </Modal>
  );
}
