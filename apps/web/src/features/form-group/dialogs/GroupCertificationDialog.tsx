import type { WorkflowState } from '@taxcert/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { useApi } from '../../../lib/api';
import { useCentralRedirect } from '../../../lib/use-central-redirect';
import { useReadToEnd } from '../../../lib/use-read-to-end';
import { dialogErrorText } from '../../form/dialogs/dialog-error';

/** The statement the signer makes for one form of the group, as a message key. */
export interface GroupStatement {
  formType: string;
  title: string;
  statementKey: string;
}

/**
 * One certification for the whole group: each form's certification statement under the form's title;
 * Certify is enabled once the text has been scrolled to the end (at once when it fits).
 * POST formgroups/{id}/certify.
 */
export default function GroupCertificationDialog({ formGroupId, statements, onCancel, onCertified }: {
  formGroupId: number;
  statements: GroupStatement[];
  onCancel: () => void;
  onCertified: (state: WorkflowState) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const redirect = useCentralRedirect();
  const boxRef = useRef<HTMLDivElement>(null);
  const { read, onScroll } = useReadToEnd(boxRef);
  const [error, setError] = useState<string | null>(null);
  const certify = api.formGroups.certify.useMutation();

  async function onCertify() {
    setError(null);
    try {
      const { body } = await certify.mutateAsync({ params: { id: formGroupId } });
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
      <p>{t('formGroup.certificationIntro')}</p>
      <div ref={boxRef} className="read-box" onScroll={onScroll} tabIndex={0} role="region" aria-label={t('certification.textLabel')}>
        {statements.map((statement) => (
          <section key={statement.formType} aria-labelledby={`certify-${statement.formType}`}>
            <h3 id={`certify-${statement.formType}`} className="group-certification__title">
              {statement.title}
            </h3>
            <p>{t(statement.statementKey)}</p>
          </section>
        ))}
      </div>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
