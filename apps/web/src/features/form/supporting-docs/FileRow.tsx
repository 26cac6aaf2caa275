import { useTranslation } from 'react-i18next';
import { formatSize } from './file-checks';
import type { QueueEntry } from './upload-queue';
import buttons from '../../../components/ui/button.module.css';
import styles from './supporting-docs.module.css';

/** One chosen file: name, size, a progress bar while it uploads, its outcome, and Remove or Cancel. */
export function FileRow({
  entry,
  onRemove,
  onCancel,
}: {
  entry: QueueEntry;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const name = entry.file.name;
  const percent = Math.round(entry.progress * 100);
  const active = entry.status === 'queued' || entry.status === 'uploading';
  return (
    <li className={styles.uploadFile} data-status={entry.status}>
      <div className={styles.uploadFileHead}>
        <span className={styles.uploadFileName}>{name}</span>
        <span className={styles.uploadFileSize}>{formatSize(entry.file.size, i18n.language)}</span>
      </div>
      {active || entry.status === 'done' ? (
        <progress
          className={styles.uploadFileProgress}
          max={100}
          value={percent}
          aria-label={t('supportingDocuments.progress', { name })}
        />
      ) : null}
      {entry.message ? <p className={styles.uploadFileMessage}>{entry.message}</p> : null}
      <div className={styles.uploadFileFoot}>
        <span className={styles.uploadFileStatus}>{t(`supportingDocuments.status.${entry.status}`, { percent })}</span>
        {entry.status === 'ready' ? (
          <button
            type="button"
            className={buttons.link}
            onClick={onRemove}
            aria-label={t('supportingDocuments.removeFile', { name })}
          >
            {t('supportingDocuments.remove')}
          </button>
        ) : active ? (
          <button
            type="button"
            className={buttons.link}
            onClick={onCancel}
            aria-label={t('supportingDocuments.cancelUpload', { name })}
          >
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
