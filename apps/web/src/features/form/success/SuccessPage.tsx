import { useQuery } from '@tanstack/react-query';
import { catalogueEntry } from '@taxcert/forms';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusCard } from '../../../components/ui/StatusCard';
import { useApi } from '../../../lib/api/api';
import { reactTo, useFailureHandler } from '../../../lib/failures';
import { useOnlineConfig } from '../../../lib/session/session';
import { useSubjectCalls } from '../api/calls';
import { memberTypesOf, subjectQueryKey, useSubjectQuery, type SubjectRef } from '../api/subject';
import { useDownloadPdf } from '../hooks/use-download-pdf';
import { wordingFor } from '../texts';
import { expiryOf, signedOn } from './expiry';
import { NextSteps, SubmissionFacts } from './SuccessDetails';
import { SuccessDownloads, type SuccessRow } from './SuccessDownloads';
import { SuccessFrame } from './SuccessFrame';

/**
 * The success page of a form (/forms/:formType/:formId/success) or a group (/forms/groups/…/success),
 * app-shell.md §2: heading, check icon, the title, the submission's confirmation reference and time (in the
 * customer's time zone) and the account (ADR 023), the disclaimer, a download of each form's PDF —
 * with, for a W-8 form, the date it stays valid until (from its sign date) — the affidavit of unchanged status when
 * the signature created one (its linked collectable document), what happens next, and the way back to form
 * selection (its text differs in preview-only mode). The form or group is read for the extras: while it loads, or if that fails,
 * the page simply shows less; a form or group that does not exist is not found.
 */
export function SuccessPage({ subject }: { subject: SubjectRef }) {
  const { t } = useTranslation();
  const api = useApi();
  const config = useOnlineConfig();
  const handleFailure = useFailureHandler();
  const calls = useSubjectCalls(subject);
  const previewOnly = config?.previewOnlyMode ?? false;
  const loaded = useSubjectQuery(subject, 'success');
  // Asked once the form or group is there and signed: a signature is what links the affidavit.
  const linked = useQuery({
    queryKey: [...subjectQueryKey(subject), 'linkedCollectableDoc'],
    queryFn: calls.linkedCollectableDoc,
    enabled: !previewOnly && (loaded.subject?.workflowState.stage ?? 0) >= 3,
    retry: false,
    staleTime: 0,
  });
  const forms = useDownloadPdf(calls.pdfDownload);
  const affidavit = useDownloadPdf((id) =>
    api.supportingDocs.signedPdf.query({ params: { id: Number(id) }, extraHeaders: { accept: 'application/pdf' } }),
  );
  const types = memberTypesOf(subject) ?? [];
  const wording = wordingFor(types.length);

  useEffect(() => {
    if (loaded.isError) handleFailure(loaded.error, { in: 'form load' });
  }, [loaded.isError, loaded.error, handleFailure]);

  // A failed load: its redirect is performed by the effect above; other errors simply show less.
  const failed = loaded.isError ? reactTo(loaded.error, { in: 'form load' }, t) : null;
  if (loaded.notFound || failed?.do === 'not-found') {
    return (
      <StatusCard title={t('status.notFound.title')}>
        <p>{t('status.notFound.text')}</p>
      </StatusCard>
    );
  }
  if (failed?.do === 'redirect') return null;

  const state = loaded.subject?.workflowState;
  const signed = !previewOnly && state !== undefined && state.stage >= 3;
  const rows: SuccessRow[] = types.map((formType) => {
    const entry = config?.formTypes.find((f) => f.formType === formType);
    const form = loaded.subject?.forms.find((f) => f.formType === formType);
    const section = catalogueEntry(formType)?.signatureSection ?? null;
    // The form holds its sign date (in a group the group's, 'MMMM dd, yyyy'): validity counts from it.
    const expiry =
      signed && form && section
        ? expiryOf(formType, signedOn(formType, form.data[section]?.date, state.updatedAt))
        : null;
    return { formType, title: entry?.title ?? formType, revision: entry?.revision ?? '', expiry };
  });
  const groupTitle =
    subject.kind === 'group'
      ? (config?.formGroups.find((g) => g.formType === subject.type)?.title ??
        t(`questionnaire.group.${subject.type}.title`))
      : null;
  const affidavitId = linked.data?.linkedCollectableSupportingDocId ?? null;
  const accountId = loaded.subject?.accountId;
  const account = config?.customer?.accounts.find((a) => a.id === accountId)?.displayName ?? null;
  const submission = previewOnly ? null : (loaded.subject?.submission ?? null);

  return (
    <SuccessFrame title={t(previewOnly ? wording.successPreviewTitle : wording.successTitle)} previewOnly={previewOnly}>
      <SuccessDownloads
        rows={rows}
        groupTitle={groupTitle}
        disclaimer={t(previewOnly ? wording.successPreviewDisclaimer : wording.successDisclaimer)}
        forms={forms}
        affidavit={
          affidavitId === null
            ? null
            : { pending: affidavit.pending !== null, download: () => void affidavit.download(String(affidavitId)) }
        }
        details={loaded.subject ? <SubmissionFacts submission={submission} account={account} /> : null}
      />
      {loaded.subject ? (
        <NextSteps
          hasReference={submission !== null}
          expires={rows.some((row) => row.expiry !== null)}
          previewOnly={previewOnly}
        />
      ) : null}
    </SuccessFrame>
  );
}
