import type { FormData } from '@taxcert/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api';
import { ReviewDialog } from '../../form/dialogs/ReviewDialog';
import { GroupPreviewFrame } from './GroupPreviewFrame';

/**
 * Confirmation of a group: the preview PDF of each form (one at a time, chosen with the buttons above
 * it), "I confirm that I have reviewed …" and Confirm, disabled until ticked (not in preview-only mode).
 * PUT formgroups/{id}/confirm {data: {formType: answers}} answers whether anything more is needed.
 */
export default function GroupConfirmationDialog({ formGroupId, forms, answers, previewOnly, onCancel, onConfirmed }: {
  formGroupId: number;
  forms: { formType: string; title: string }[];
  answers: Record<string, FormData>;
  previewOnly: boolean;
  onCancel: () => void;
  onConfirmed: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [shown, setShown] = useState(forms[0]?.formType ?? '');
  const confirm = api.formGroups.confirm.useMutation();
  const current = forms.find((form) => form.formType === shown) ?? forms[0];

  return (
    <ReviewDialog
      title={t('formGroup.previewTitle')}
      intro={t('formGroup.previewIntro', { count: forms.length })}
      confirmLabel={previewOnly ? t('formPreview.download') : t('formPreview.confirm')}
      reviewedLabel={previewOnly ? null : t('formGroup.reviewed')}
      busy={confirm.isPending}
      confirm={async () => (await confirm.mutateAsync({ params: { id: formGroupId }, body: { data: answers } })).body}
      onCancel={onCancel}
      onConfirmed={onConfirmed}
    >
      <div className="group-preview__switch" role="group" aria-label={t('formGroup.previewChoose')}>
        {forms.map((form) => (
          <button
            key={form.formType}
            type="button"
            className={form.formType === current?.formType ? 'button group-preview__choice group-preview__choice--active' : 'button group-preview__choice'}
            aria-pressed={form.formType === current?.formType}
            onClick={() => setShown(form.formType)}
          >
            {form.title}
          </button>
        ))}
      </div>
      {current ? <GroupPreviewFrame key={current.formType} formGroupId={formGroupId} formType={current.formType} title={current.title} /> : null}
    </ReviewDialog>
  );
}
