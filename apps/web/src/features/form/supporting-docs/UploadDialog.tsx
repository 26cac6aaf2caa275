import type { OnlineConfig } from '@taxcert/contracts';
import { useId, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { FORM_UPLOAD_EXTENSIONS, type UploadLimits } from './upload-settings';
import { ACCEPT_ATTRIBUTE, checkFiles, type Rejection } from './file-checks';
import { FileRow } from './FileRow';
import { isPending } from './upload-queue';
import type { useUploadQueue } from './use-upload-queue';
import buttons from '../../../components/ui/button.module.css';
import styles from './supporting-docs.module.css';
import fieldStyles from '../../../components/ui/field.module.css';
import layout from '../../../components/ui/layout.module.css';

type Queue = ReturnType<typeof useUploadQueue>;

/**
 * The upload dialog (app-shell.md §4, §5, §9): a required document type (hidden types are not offered),
 * a drop zone that also opens the file picker, the files refused before any call with their reason, and
 * the chosen files with a progress bar and a cancel each. Upload sends the ready files as the chosen type.
 */
export function UploadDialog({
  open,
  onClose,
  queue,
  limits,
  docTypes,
  heldDocs,
}: {
  open: boolean;
  onClose: () => void;
  queue: Queue;
  limits: UploadLimits;
  docTypes: OnlineConfig['supportingDocumentTypes'];
  /** Documents the owner already holds (they count against the limit). */
  heldDocs: number;
}) {
  const { t } = useTranslation();
  const [docType, setDocType] = useState('');
  const [typeMissing, setTypeMissing] = useState(false);
  const [rejected, setRejected] = useState<Rejection[]>([]);
  const select = useRef<HTMLSelectElement>(null);
  const ids = { type: useId(), typeError: useId(), hint: useId() };
  const offered = docTypes.filter((type) => !type.isHidden);
  const pending = queue.entries.filter(isPending).length;
  const ready = queue.entries.filter((entry) => entry.status === 'ready').length;

  const onDrop = (files: File[]) => {
    const checked = checkFiles(files, limits, { held: heldDocs, chosen: pending });
    setRejected(checked.rejected);
    queue.add(checked.accepted);
  };
  const dropzone = useDropzone({ onDrop, multiple: true, noClick: true, noKeyboard: true });

  const upload = () => {
    if (!docType) {
      setTypeMissing(true);
      select.current?.focus();
      return;
    }
    queue.uploadAll(docType);
  };

  const close = () => {
    setRejected([]);
    setTypeMissing(false);
    queue.clearSettled();
    onClose();
  };

  const footer = (
    <>
      <button type="button" className={buttons.secondary} onClick={close}>
        {t('common.close')}
      </button>
      <button type="button" className={buttons.primary} onClick={upload} disabled={ready === 0}>
        {ready === 0 ? t('supportingDocuments.upload') : t('supportingDocuments.uploadButton', { count: ready })}
      </button>
    </>
  );

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('supportingDocuments.dialogTitle')}
      closeLabel={t('common.close')}
      footer={footer}
    >
      <div className={styles.uploadDialog}>
        <div
          className={typeMissing && !docType ? `${fieldStyles.field} ${fieldStyles.fieldInvalid}` : fieldStyles.field}
        >
          <label htmlFor={ids.type}>
            {t('supportingDocuments.docType')}{' '}
            <span className={fieldStyles.requiredMark} aria-hidden="true">
              *
            </span>
          </label>
          <select
            id={ids.type}
            ref={select}
            value={docType}
            required
            aria-invalid={typeMissing && !docType ? true : undefined}
            aria-describedby={typeMissing && !docType ? ids.typeError : undefined}
            onChange={(event) => setDocType(event.target.value)}
          >
            <option value="">{t('supportingDocuments.docTypePlaceholder')}</option>
            {offered.map((type) => (
              <option key={type.id} value={type.type}>
                {t(`supportingDocuments.type.${type.type}`)}
              </option>
            ))}
          </select>
          {typeMissing && !docType ? (
            <p id={ids.typeError} className={fieldStyles.fieldError} role="alert">
              {t('supportingDocuments.docTypeRequired')}
            </p>
          ) : null}
        </div>

        <div
          {...dropzone.getRootProps({
            className: dropzone.isDragActive ? `${styles.dropzone} ${styles.dropzoneActive}` : styles.dropzone,
          })}
        >
          <input
            {...dropzone.getInputProps({ accept: ACCEPT_ATTRIBUTE, multiple: limits.multiple })}
            aria-describedby={ids.hint}
          />
          <p className={styles.dropzoneText}>
            {t(limits.multiple ? 'supportingDocuments.dropHere' : 'supportingDocuments.dropHereOne')}
          </p>
          <button type="button" className={buttons.secondary} onClick={dropzone.open} aria-describedby={ids.hint}>
            {t(limits.multiple ? 'supportingDocuments.chooseFiles' : 'supportingDocuments.chooseFile')}
          </button>
          <p id={ids.hint} className={layout.hint}>
            {t('supportingDocuments.limits', {
              types: FORM_UPLOAD_EXTENSIONS.join(', ').toUpperCase(),
              max: limits.maxSizeMb,
              count: limits.maxFiles,
            })}
          </p>
        </div>

        <div role="alert" className={styles.uploadDialogRejected}>
          {rejected.length > 0 ? (
            <>
              <p className={styles.uploadDialogRejectedTitle}>{t('supportingDocuments.rejectedTitle')}</p>
              <ul>
                {rejected.map((rejection, index) => (
                  <li key={`${rejection.file.name}-${index}`}>{t(rejection.key, rejection.values)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>

        {queue.entries.length > 0 ? (
          <ul className={styles.uploadDialogFiles} aria-label={t('supportingDocuments.chosenFiles')}>
            {queue.entries.map((entry) => (
              <FileRow
                key={entry.key}
                entry={entry}
                onRemove={() => queue.remove(entry.key)}
                onCancel={() => queue.cancel(entry.key)}
              />
            ))}
          </ul>
        ) : null}
      </div>
    </Modal>
  );
}
