import type { WorkflowState } from '@taxcert/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { useFailureHandler } from '../../../lib/failures';
import { useReadToEnd } from '../../../lib/ui/use-read-to-end';
import { DialogActions, ErrorText } from '../../../components/ui/DialogActions';
import modal from '../../../components/ui/modal.module.css';

/**
 * The certification step of a form or a form group: the statement in a scrolling box; Certify is enabled
 * once it has been read to the end (at once when it fits), then `certify` moves the workflow on.
 */
export function CertifyDialog({
  intro,
  children,
  busy,
  certify,
  onCancel,
  onCertified,
}: {
  /** Shown above the box. */
  intro?: ReactNode;
  /** The statement, inside the box. */
  children: ReactNode;
  busy: boolean;
  certify: () => Promise<WorkflowState>;
  onCancel: () => void;
  onCertified: (state: WorkflowState) => void;
}) {
  const { t } = useTranslation();
  const handleFailure = useFailureHandler();
  const boxRef = useRef<HTMLDivElement>(null);
  const { read, onScroll } = useReadToEnd(boxRef);
  const [error, setError] = useState<string | null>(null);

  async function onCertify() {
    setError(null);
    try {
      onCertified(await certify());
    } catch (failure) {
      const reaction = handleFailure(failure, { in: 'dialog', step: 'certify' });
      if (reaction.do === 'show') setError(reaction.text);
    }
  }

  return (
    <Modal
      open
      onClose={onCancel}
      title={t('certification.title')}
      footer={
        <DialogActions
          note={
            <p className={modal.modalFooterNote} aria-live="polite">
              {read ? t('certification.allRead') : t('certification.scrollToRead')}
            </p>
          }
          cancelLabel={t('common.cancel')}
          onCancel={onCancel}
          primary={{
            label: t('certification.certify'),
            onClick: () => void onCertify(),
            disabled: !read || busy,
            busy,
          }}
        />
      }
    >
      {intro}
      <div
        ref={boxRef}
        className={modal.readBox}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={t('certification.textLabel')}
      >
        {children}
      </div>
      <ErrorText error={error} />
    </Modal>
  );
}
