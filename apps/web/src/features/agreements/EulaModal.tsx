import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/Modal';
import { COOKIES, EULA_ACCEPTED, LONG_LIVED_EXPIRY, writeCookie } from '../../lib/session/cookies';
import { useReadToEnd } from '../../lib/ui/use-read-to-end';
import { EulaText } from './EulaText';
import buttons from '../../components/ui/button.module.css';
import modal from '../../components/ui/modal.module.css';

/**
 * The end-user licence agreement (app-shell.md §4 "Agreements"): shows until accepted, cannot be
 * dismissed, and its confirm button is enabled only once the text is read to the end (1 px tolerance).
 * Acceptance is stored in a cookie until 2038-01-01.
 */
export default function EulaModal({ onAccepted }: { onAccepted: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const { read, onScroll } = useReadToEnd(box);

  function accept() {
    writeCookie(COOKIES.eula, EULA_ACCEPTED, LONG_LIVED_EXPIRY);
    onAccepted();
  }

  return (
    <Modal
      open
      onClose={() => undefined}
      dismissible={false}
      title={t('eula.title')}
      size="large"
      footer={
        <>
          <p className={modal.modalFooterNote} role="status">
            {read ? t('eula.allRead') : t('eula.scrollToRead')}
          </p>
          <button type="button" className={buttons.primary} disabled={!read} onClick={accept}>
            {t('eula.accept')}
          </button>
        </>
      }
    >
      <div
        ref={box}
        className={modal.readBox}
        tabIndex={0}
        role="region"
        aria-label={t('eula.textLabel')}
        onScroll={onScroll}
      >
        <EulaText />
      </div>
    </Modal>
  );
}
