import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/Modal';
import buttons from '../../components/ui/button.module.css';

/** Whole minutes and seconds left, e.g. 1:05. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The warning before a signed-in session times out (WCAG 2.2.1): a countdown and "Stay signed in". Its own chunk,
 * with the modal dialog it needs, which SessionKeeper loads a minute before it is due (ADR 031).
 */
export default function SessionWarning({ remaining, onStay }: { remaining: number; onStay: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onStay}
      title={t('sessionWarning.title')}
      size="small"
      footer={
        <button type="button" className={buttons.primary} onClick={onStay}>
          {t('sessionWarning.stay')}
        </button>
      }
    >
      <p>{t('sessionWarning.text', { time: formatRemaining(remaining) })}</p>
    </Modal>
  );
}
