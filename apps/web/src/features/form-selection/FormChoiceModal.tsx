import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/Modal';
import { useStartForm, type Startable } from '../../lib/api/start-form';
import { useReadToEnd } from '../../lib/ui/use-read-to-end';
import { DialogActions } from '../../components/ui/DialogActions';
import { useNavigate } from 'react-router-dom';
import type { RevisionNotice } from '../../components/ui/RevisionNotAccepted';
import { useRevisionNotice } from '../../components/ui/RevisionNotAccepted';
import { paths } from '../../lib/navigation/paths';
import buttons from '../../components/ui/button.module.css';
import modal from '../../components/ui/modal.module.css';
import layout from '../../components/ui/layout.module.css';

/**
 * The chosen form's modal, and starting it on Continue (useStartForm): both are wanted only once a form is chosen, so
 * they come in this chunk, asked for when a Start button is pointed at or focused (ADR 031, 033). `onPending` tells the
 * page which form is being started (its card stays busy) and when that is over, even if the modal was closed meanwhile.
 */
export function FormChoice({
  chosen,
  accountId,
  onClose,
  onPending,
}: {
  chosen: Startable;
  /** The selected account, or null when none is selected yet (Continue then only closes). */
  accountId: number | null;
  onClose: () => void;
  onPending: (formType: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const { start, pendingType } = useStartForm();
  const navigate = useNavigate();
  // A superseded revision no longer accepted (ADR 058): its card instead of the form's text, offering the current one.
  const notice = useRevisionNotice(chosen.kind === 'form' ? chosen.entry.formType : '');
  const key = chosen.kind === 'form' ? chosen.entry.introductionMessageId : null;
  const text =
    chosen.kind === 'group'
      ? t('formChoice.groupIntro')
      : key && i18n.exists(key)
        ? t(key)
        : t('formChoice.defaultIntro');
  function confirm() {
    if (accountId === null) return onClose();
    onPending(chosen.entry.formType);
    // A refused start closes the modal, so its notification can be read and closed.
    // The form replaces the modal's history entry: Back from the form returns to the plain selection.
    void start(chosen, accountId, { replace: true })
      .then((opened) => opened || onClose())
      .finally(() => onPending(undefined));
  }
  if (notice) {
    const current = notice.current;
    return (
      <RevisionNotAcceptedModal
        notice={notice}
        onCancel={onClose}
        // The current revision's own choice (its text to read, then Continue), in place of this one.
        onChooseCurrent={
          current
            ? () => void navigate(paths.formSelection(), { replace: true, state: { choose: current.formType } })
            : null
        }
      />
    );
  }
  return (
    <FormChoiceModal
      title={chosen.entry.title}
      revision={chosen.kind === 'form' ? chosen.entry.revision : null}
      text={text}
      busy={pendingType !== undefined}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}

/**
 * The form-choice modal (app-shell.md §2): the form's title and revision, scroll-to-read instructions and
 * the text of its introductionMessageId. Continue is enabled once the text has been scrolled to the end
 * (or fits), with 1 px tolerance; the footer says whether all is read. Cancel and confirm.
 */
export function FormChoiceModal({
  title,
  revision,
  text,
  busy,
  onCancel,
  onConfirm,
}: {
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
            <p className={modal.modalFooterNote} role="status">
              {read ? t('formChoice.allRead') : t('formChoice.notYetRead')}
            </p>
          }
          cancelLabel={t('common.cancel')}
          onCancel={onCancel}
          primary={{ label: t('formChoice.confirm'), onClick: onConfirm, disabled: !read || busy, busy }}
        />
      }
    >
      {revision ? <p className={layout.eyebrow}>{revision}</p> : null}
      <p className={layout.hint}>{t('formChoice.scrollToRead')}</p>
      <div
        ref={box}
        className={modal.readBox}
        tabIndex={0}
        role="region"
        aria-label={t('formChoice.textLabel')}
        onScroll={onScroll}
      >
        <p>{text}</p>
      </div>
    </Modal>
  );
}

/**
 * Form selection's card for a superseded revision no longer accepted (ADR 058), shown instead of the
 * form's text: since when it is not accepted, and the current revision to choose instead where the institution offers
 * it (its own text to read, then Continue); else only a way back.
 */
export function RevisionNotAcceptedModal({
  notice,
  onCancel,
  onChooseCurrent,
}: {
  notice: RevisionNotice;
  onCancel: () => void;
  onChooseCurrent: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onCancel}
      title={notice.title}
      size="medium"
      closeLabel={t('common.close')}
      footer={
        onChooseCurrent && notice.startLabel ? (
          <DialogActions
            cancelLabel={t('common.cancel')}
            onCancel={onCancel}
            primary={{ label: notice.startLabel, onClick: onChooseCurrent }}
          />
        ) : (
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            {t('incorrectForm.back')}
          </button>
        )
      }
    >
      <p>{notice.text}</p>
      {notice.notOffered ? <p>{notice.notOffered}</p> : null}
    </Modal>
  );
}
