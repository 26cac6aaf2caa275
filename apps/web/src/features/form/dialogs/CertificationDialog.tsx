import type { WorkflowState } from '@taxcert/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { useApi } from '../../../lib/api';
import { useCentralRedirect } from '../../../lib/use-central-redirect';
import type { CertificationText } from './certification-text';
import { dialogErrorText } from './dialog-error';
import { useReadToEnd } from '../../../lib/use-read-to-end';

/**
 * Certification: the form's certification text; Certify is enabled once the text has been scrolled to
 * the end (at once when it fits). POST forms/{id}/certify.
 */
export default function CertificationDialog({ formId, text, onCancel, onCertified }: {
  formId: number;
  text: CertificationText;
  onCancel: () => void;
  onCertified: (state: WorkflowState) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const redirect = useCentralRedirect();
  const boxRef = useRef<HTMLDivElement>(null);
  const { read, onScroll } = useReadToEnd(boxRef);
  const [error, setError] = useState<string | null>(null);
  const certify = api.forms.certify.useMutation();

  async function onCertify() {
    setError(null);
    try {
      const { body } = await certify.mutateAsync({ params: { id: formId } });
      onCertified(body);
    } catch (failure) {
      if (!redirect(failure)) setError(dialogErrorText(failure, t('certification.error')));
    }
  }

  return (
    <Modal
      open
      onClose={onCancel}
      title={t('certification.title')}
      footer={
        <>
          <p className="modal__footer-note" aria-live="polite">
            {read ? t('certification.allRead') : t('certification.scrollToRead')}
          </p>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void onCertify()} disabled={!read || certify.isPending} aria-busy={certify.isPending}>
            {t('certification.certify')}
          </button>
        </>
      }
    >
      <div
        ref={boxRef}
        className="read-box"
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={t('certification.textLabel')}
      >
        <p>{t(text.introKey)}</p>
        {text.items.length > 0 ? (
          <ol className="certification-items">
            {text.items.map((item) => (
              <li key={item.key}>{item.struck ? <s>{t(item.key)}</s> : t(item.key)}</li>
            ))}
          </ol>
        ) : null}
        {text.noteKey ? <p className="small">{t(text.noteKey)}</p> : null}
      </div>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
