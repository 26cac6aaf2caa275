import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/Modal';
import { useReadToEnd } from '../../lib/use-read-to-end';
import { DialogActions } from '../../components/ui/DialogActions';

/**
 * The form-choice modal (app-shell.md §2): the form's title and revision, scroll-to-read instructions and
 * the text of its introductionMessageId. Continue is enabled once the text has been scrolled to the end
 * (or fits), with 1 px tolerance; the footer says whether all is read. Cancel and confirm.
 */
export function FormChoiceModal({ title, revision, text, busy, onCancel, onConfirm }: {
  title: string;
  revision: string | null;
  text: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const { read, onScroll } = useReadToEnd(box);
  return (
    <Modal
      open
      onClose={onCancel}
      title={title}
      size="medium"
      closeLabel={t('common.close')}
      footer={
        <DialogActions
          note={
            <p className="modal__footer-note" role="status">
              {read ? t('formChoice.allRead') : t('formChoice.notYetRead')}
            </p>
          }
          cancelLabel={t('common.cancel')}
          onCancel={onCancel}
          primary={{ label: t('formChoice.confirm'), onClick: onConfirm, disabled: !read || busy, busy }}
        />
      }
    >
      {revision ? <p className="eyebrow">{revision}</p> : null}
      <p className="hint">{t('formChoice.scrollToRead')}</p>
      <div ref={box} className="read-box prose" tabIndex={0} role="region" aria-label={t('formChoice.textLabel')} onScroll={onScroll}>
        <p>{text}</p>
      </div>
    </Modal>
  );
}
