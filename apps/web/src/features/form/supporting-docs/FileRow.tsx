import { useTranslation } from 'react-i18next';
import { formatSize } from './file-checks';
import type { QueueEntry } from './upload-queue';
import buttons from '../../../components/ui/button.module.css';

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
    <li className={`upload-file upload-file--${entry.status}`}>
      <div className="upload-file__head">
        <span className="upload-file__name">{name}</span>
        <span className="upload-file__size">{formatSize(entry.file.size, i18n.language)}</span>
      </div>
      {active || entry.status === 'done' ? (
        <progress
          className="upload-file__progress"
          max={100}
          value={percent}
          aria-label={t('supportingDocuments.progress', { name })}
        />
      ) : null}
      {entry.message ? <p className="upload-file__message">{entry.message}</p> : null}
      <div className="upload-file__foot">
        <span className="upload-file__status">{t(`supportingDocuments.status.${entry.status}`, { percent })}</span>
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
