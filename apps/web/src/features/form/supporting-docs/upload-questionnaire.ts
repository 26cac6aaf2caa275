import type { SupportingDoc } from '@taxcert/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionnaireUploader } from '../../../questionnaire/widgets/contexts';
import { useApi } from '../../../lib/api/api';
import { useFailureHandler } from '../../../lib/failures';
import { useRuntimeConfig } from '../../../lib/config/runtime-config';
import { useOnlineConfig } from '../../../lib/session/session';
import { uploadSupportingDoc } from './upload';
import { docsOwnerOf, successPathOf, type SubjectRef } from '../api/subject';
import { useSubjectDocs } from './upload-docs';
import { uploadLimits } from './upload-settings';
import { useApiMutation } from '../../../lib/api/use-api-mutation';

/** A workflow stage above 2 means signed or submitted (app-shell.md §4). */
const SUBMITTED_ABOVE = 2;

/** The document in `after` that `before` did not have (the upload answers the whole list). */
export function newDoc(
  before: readonly SupportingDoc[] | undefined,
  after: readonly SupportingDoc[],
  fileName: string,
): SupportingDoc | undefined {
  const known = new Set((before ?? []).map((doc) => doc.id));
  const added = after.filter((doc) => !known.has(doc.id));
  return (
    added.findLast((doc) => doc.originalFileName === fileName) ??
    added.at(-1) ??
    after.findLast((doc) => doc.originalFileName === fileName)
  );
}

/**
 * The questionnaire uploader's calls (questionnaire-and-forms.md §4, §7; app-shell.md §9) for a form or a
 * group: single-file mode with the configured size limit; `upload` stores the file for it (link type form or
 * formGroup) and resolves with its document; `discard` deletes it again (DELETE file/upload/{id}); `docs` is
 * its list; `justSubmitted` says whether it has just been signed or submitted, when its uploads are kept.
 */
export function useQuestionnaireUploader(subject: SubjectRef): QuestionnaireUploader {
  const { i18n } = useTranslation();
  const api = useApi();
  const handleFailure = useFailureHandler();
  const { apiHost } = useRuntimeConfig();
  const config = useOnlineConfig();
  const limits = uploadLimits(config?.uploadFileSettings, true);
  const { docs, setDocs, removeDoc, currentStage } = useSubjectDocs(subject);
  const discardCall = useApiMutation(api.supportingDocs.deleteFileUpload);

  const upload = useCallback(
    async (file: File, docType: string): Promise<SupportingDoc> => {
      try {
        const list = await uploadSupportingDoc({
          apiHost,
          locale: i18n.language,
          timeoutMs: limits.timeoutMs,
          file,
          query: { docCategory: 'supportingdocument', docType, ...docsOwnerOf(subject), category: 'questionnaire' },
        });
        const doc = newDoc(docs, list, file.name);
        setDocs(list);
        if (!doc) throw new Error('The upload answered no new document');
        return doc;
      } catch (error) {
        handleFailure(error, { in: 'upload', fileName: file.name });
        throw error;
      }
    },
    [apiHost, docs, subject, i18n.language, limits.timeoutMs, handleFailure, setDocs],
  );

  const { mutateAsync } = discardCall;
  /** Deletes the uploader's document; a failure is notified unless `silent` (when leaving the page). */
  const discard = useCallback(
    async (id: number, silent = false) => {
      try {
        await mutateAsync({ params: { id } });
        removeDoc(id);
      } catch (error) {
        if (silent) return;
        handleFailure(error, { in: 'action' });
      }
    },
    [mutateAsync, handleFailure, removeDoc],
  );

  /** The document type of a question: its id when that names a configured type, else "other". */
  const types = config?.supportingDocumentTypes;
  const docTypeFor = useCallback(
    (questionId: string) => types?.find((type) => type.type === questionId.toLowerCase())?.type ?? 'other',
    [types],
  );

  const justSubmitted = useCallback(() => {
    const stage = currentStage();
    return window.location.pathname.endsWith(successPathOf(subject)) || (stage !== null && stage > SUBMITTED_ABOVE);
  }, [currentStage, subject]);

  return { maxSizeMb: limits.maxSizeMb, docs, upload, discard, justSubmitted, docTypeFor };
}
