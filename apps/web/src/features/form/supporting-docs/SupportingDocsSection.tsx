import type { SupportingDoc } from '@taxcert/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api/api';
import { deferred, useDeferred } from '../../../lib/api/deferred';
import { useFailureHandler } from '../../../lib/failures';
import { useRuntimeConfig } from '../../../lib/config/runtime-config';
import { useOnlineConfig } from '../../../lib/session/session';
import { docsOwnerOf, type SubjectRef } from '../api/subject';
import { useSubjectDocs } from './upload-docs';
import { uploadLimits } from './upload-settings';
import { DeleteDialog } from './DeleteDialog';
import { DocumentList } from './DocumentList';
import { useUploadQueue } from './use-upload-queue';
import styles from './supporting-docs.module.css';
import buttons from '../../../components/ui/button.module.css';
import { useApiMutation } from '../../../lib/api/use-api-mutation';
import layout from '../../../components/ui/layout.module.css';

/**
 * The upload dialog with react-dropzone: its own chunk (~7 KiB gzip off the form's first load), asked for
 * when the dialog is first opened (lib/api/deferred.ts, ADR 031: a chunk that cannot be had is asked for again, never an
 * error page).
 */
const uploadDialog = deferred(() => import('./UploadDialog'));

/**
 * The supporting documents of a form or a group (app-shell.md §2 "supporting documents", §4, §7): the list with
 * View and Delete, and the upload dialog (uploads with link type form or formGroup). The list is the one in the
 * react-query cache of GET forms/{id} or formgroups/{id}, so the questionnaire uploader sees the same documents.
 */
export function SupportingDocsSection({ subject, clientKey }: { subject: SubjectRef; clientKey?: string | null }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const handleFailure = useFailureHandler();
  const { apiHost } = useRuntimeConfig();
  const config = useOnlineConfig();
  const { docs = [], setDocs, removeDoc } = useSubjectDocs(subject);
  const limits = uploadLimits(config?.uploadFileSettings);
  const [dialogOpen, setDialogOpen] = useState(false);
  const UploadDialog = useDeferred(uploadDialog, dialogOpen)?.UploadDialog;
  const [toDelete, setToDelete] = useState<SupportingDoc | null>(null);
  const [deleted, setDeleted] = useState<{ name: string; isNoFormDoc: boolean } | null>(null);
  const remove = useApiMutation(api.supportingDocs.delete);
  const heading = useRef<HTMLHeadingElement>(null);

  const queue = useUploadQueue({
    owner: docsOwnerOf(subject),
    limits,
    apiHost,
    locale: i18n.language,
    clientKey,
    onUploaded: setDocs,
    onFailed: (error, fileName) => {
      // The notification, and the same words on the file's row.
      const reaction = handleFailure(error, { in: 'upload', fileName });
      return reaction.do === 'notify' ? `${reaction.notice.code} - ${reaction.notice.message}` : undefined;
    },
  });

  async function confirmDelete() {
    const doc = toDelete;
    if (!doc) return;
    try {
      const { body } = await remove.mutateAsync({ params: { id: doc.id } });
      removeDoc(doc.id);
      // Deleting remembers whether it was a no-form document (app-shell.md §4).
      setDeleted({ name: doc.originalFileName, isNoFormDoc: body.isNoFormDoc });
      // The Delete button is gone with its row: focus goes back to the section.
      requestAnimationFrame(() => heading.current?.focus());
    } catch (error) {
      handleFailure(error, { in: 'action' });
    } finally {
      setToDelete(null);
    }
  }

  return (
    <section className={`${styles.supportingDocs} ${layout.panel}`} aria-labelledby="supporting-docs-title">
      <div className={styles.supportingDocsHead}>
        <h2 id="supporting-docs-title" ref={heading} tabIndex={-1}>
          {t('supportingDocuments.title')}
        </h2>
        <button type="button" className={buttons.secondary} onClick={() => setDialogOpen(true)}>
          {t('supportingDocuments.openUpload')}
        </button>
      </div>
      <p className={layout.hint}>{t('supportingDocuments.intro')}</p>
      <DocumentList
        docs={docs}
        apiHost={apiHost}
        onDelete={setToDelete}
        busyId={remove.isPending ? (toDelete?.id ?? null) : null}
      />
      <p role="status" className={styles.supportingDocsStatus}>
        {deleted
          ? t(deleted.isNoFormDoc ? 'supportingDocuments.deletedNoForm' : 'supportingDocuments.deleted', {
              name: deleted.name,
            })
          : null}
      </p>
      {/* Dialogs mount when they open: closed, they cost nothing on the form's renders. The upload queue
          lives here, so files chosen stay listed from one opening to the next; the dialog's own fields start afresh. */}
      {dialogOpen && UploadDialog ? (
        <UploadDialog
          open
          onClose={() => setDialogOpen(false)}
          queue={queue}
          limits={limits}
          docTypes={config?.supportingDocumentTypes ?? []}
          heldDocs={docs.length}
        />
      ) : null}
      {toDelete ? (
        <DeleteDialog
          doc={toDelete}
          deleting={remove.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={() => void confirmDelete()}
        />
      ) : null}
    </section>
  );
}
