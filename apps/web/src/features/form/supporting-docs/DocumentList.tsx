import type { SupportingDoc } from '@taxcert/contracts';
import { clientRoutes } from '@taxcert/contracts/client';
import { insertParamsIntoPath } from '@ts-rest/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useDateLocale } from '../../../lib/i18n/locale-format';
import { formatSize } from './file-checks';
import buttons from '../../../components/ui/button.module.css';
import styles from './supporting-docs.module.css';
import layout from '../../../components/ui/layout.module.css';

/** Where a document opens in a new tab (app-shell.md §2, §7): the contract's view call. */
export const viewAddress = (apiHost: string, id: number): string =>
  `${apiHost}${insertParamsIntoPath({ path: clientRoutes.supportingDocs.view.path, params: { id: String(id) } })}`;

/** The owner's documents: name, type, size and date when known, View (new tab) and Delete. */
export function DocumentList({
  docs,
  apiHost,
  onDelete,
  busyId,
}: {
  docs: readonly SupportingDoc[];
  apiHost: string;
  onDelete: (doc: SupportingDoc) => void;
  busyId: number | null;
}) {
  const { t, i18n } = useTranslation();
  const datesReady = useDateLocale(i18n.language) === 'ready';
  if (docs.length === 0) return <p className={layout.hint}>{t('supportingDocuments.none')}</p>;
  return (
    <ul className={styles.docList}>
      {docs.map((doc) => (
        <li key={doc.id} className={styles.docListItem}>
          <div className={styles.docListText}>
            <span className={styles.docListName}>{doc.originalFileName}</span>
            <span className={styles.docListMeta}>
              {[
                doc.localeDescription || doc.typeDescription,
                doc.size !== undefined ? formatSize(doc.size, i18n.language) : null,
                doc.uploadedAt && datesReady ? formatDateTime(new Date(doc.uploadedAt), i18n.language) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
          <div className={styles.docListActions}>
            <a
              className={buttons.ghost}
              href={viewAddress(apiHost, doc.id)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('supportingDocuments.viewLabel', { name: doc.originalFileName })}
            >
              {t('supportingDocuments.view')}
            </a>
            <button
              type="button"
              className={buttons.ghost}
              onClick={() => onDelete(doc)}
              disabled={busyId === doc.id}
              aria-label={t('supportingDocuments.deleteLabel', { name: doc.originalFileName })}
            >
              {t('supportingDocuments.delete')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
