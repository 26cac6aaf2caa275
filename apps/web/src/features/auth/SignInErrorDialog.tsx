import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/Modal';
import buttons from '../../components/ui/button.module.css';

/** The sign-in failure modal: the server's message (or a generic one) and a Close button. */
export default function SignInErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('authentaLink.errorTitle')}
      size="small"
      footer={
        <button type="button" className={buttons.primary} onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <p>{message ?? t('authentaLink.genericError')}</p>
    </Modal>
  );
}
