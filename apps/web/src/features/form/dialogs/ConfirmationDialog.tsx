import { useMutation } from '@tanstack/react-query';
import { formLocale } from '@taxcert/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormLanguage } from '../../../lib/i18n/form-language';
import type { SubjectCalls } from '../api/calls';
import { subjectQueryKey, type SubjectRef } from '../api/subject';
import { useDownloadPdf } from '../hooks/use-download-pdf';
import { wordingFor } from '../texts';
import { PdfPreviewFrame } from './PdfPreviewFrame';
import { PrintedReview } from './PrintedReview';
import { ReviewDialog } from './ReviewDialog';
import type { SubmissionItem } from './SubmissionDialogs';
import buttons from '../../../components/ui/button.module.css';
import groupStyles from '../editor/tabs.module.css';
import formStyles from '../form.module.css';

/**
 * Confirmation: each form's answers as HTML in its Parts and lines (PrintedReview, the PDF's own reading of the
 * layout) with the preview PDF as a download and, on wide screens, beside it (in a group one form at a time,
 * chosen with the buttons above it), "I confirm that I have reviewed …" and Confirm, disabled until ticked (not in preview-only mode). PUT
 * confirm with the answers answers whether anything more is needed. In preview-only mode that is the end: a
 * form's answers PDF is downloaded instead of signing and the form is submitted (PUT submit {stage: 4}); a
 * failed download keeps the dialog open. A group's forms are several files: Continue leads to its success
 * page, which offers each form's PDF.
 */
export default function ConfirmationDialog({
  subject,
  calls,
  items,
  previewOnly,
  onCancel,
  onConfirmed,
}: {
  subject: SubjectRef;
  calls: SubjectCalls;
  items: SubmissionItem[];
  previewOnly: boolean;
  onCancel: () => void;
  onConfirmed: (done: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const wording = wordingFor(items.length);
  const alone = items.length === 1;
  const [shown, setShown] = useState(items[0]?.formType ?? '');
  const current = items.find((item) => item.formType === shown) ?? items[0];
  const [only] = items;
  const confirm = useMutation({
    mutationFn: () => calls.confirm(Object.fromEntries(items.map((item) => [item.formType, item.answers]))),
  });
  const submit = useMutation({ mutationFn: calls.submit });
  const pdf = useDownloadPdf(calls.pdfDownload, 'preview');
  // The engine's view of each form as it is being confirmed: what the review shows is what is confirmed.
  const [evaluations] = useState(() => new Map(items.map((item) => [item.formType, item.evaluate()])));
  const evaluation = current ? evaluations.get(current.formType) : undefined;

  async function onConfirm(): Promise<boolean | null> {
    const done = await confirm.mutateAsync();
    if (previewOnly && alone && done && only) {
      if (!(await pdf.download(only.formType))) return null;
      await submit.mutateAsync();
    }
    return done;
  }

  return (
    <ReviewDialog
      title={t(wording.previewTitle)}
      intro={
        previewOnly && alone ? t('formPreview.introPreviewOnly') : t(wording.previewIntro, { count: items.length })
      }
      confirmLabel={
        previewOnly ? t(alone ? 'formPreview.downloadAnswers' : 'formPreview.download') : t('formPreview.confirm')
      }
      reviewedLabel={previewOnly ? null : t(wording.reviewed)}
      busy={confirm.isPending || submit.isPending || pdf.pending !== null}
      confirm={onConfirm}
      onCancel={onCancel}
      onConfirmed={onConfirmed}
    >
      {alone ? null : (
        <div className={groupStyles.groupPreviewSwitch} role="group" aria-label={t('formGroup.previewChoose')}>
          {items.map((item) => (
            <button
              key={item.formType}
              type="button"
              className={
                item.formType === current?.formType
                  ? `${buttons.button} ${groupStyles.groupPreviewChoice} ${groupStyles.groupPreviewChoiceActive}`
                  : `${buttons.button} ${groupStyles.groupPreviewChoice}`
              }
              aria-pressed={item.formType === current?.formType}
              onClick={() => setShown(item.formType)}
            >
              {item.title}
            </button>
          ))}
        </div>
      )}
      {current && evaluation ? (
        <div className={formStyles.reviewLayout} key={current.formType}>
          <div>
            {/* The form's own lines in its language; the dialog around them in the interface's. */}
            <FormLanguage formType={current.formType}>
              <PrintedReview
                def={current.def}
                answers={current.answers}
                evaluation={evaluation}
                title={current.title}
              />
            </FormLanguage>
          </div>
          <div>
            <PdfPreviewFrame
              // The PDF is printed in the form's language for the interface's: a new one when that changes.
              queryKey={[
                ...subjectQueryKey(subject),
                current.formType,
                'preview',
                formLocale(current.formType, i18n.language),
              ]}
              load={(signal) => calls.pdfPreview(current.formType, signal)}
              frameTitle={
                alone ? t('formPreview.frameTitle') : t('formGroup.previewFrameTitle', { title: current.title })
              }
              downloadLabel={
                alone ? t('formPreview.downloadPreview') : t('formGroup.downloadPreview', { title: current.title })
              }
              fileName={`${current.formType}-preview.pdf`}
            />
          </div>
        </div>
      ) : null}
    </ReviewDialog>
  );
}
