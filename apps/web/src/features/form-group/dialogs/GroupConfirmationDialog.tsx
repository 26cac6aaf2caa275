import type { FormData } from '@taxcert/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { useApi } from '../../../lib/api';
import { useCentralRedirect } from '../../../lib/use-central-redirect';
import { dialogErrorText } from '../../form/dialogs/dialog-error';
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
  const id = useId();
  const redirect = useCentralRedirect();
  const [shown, setShown] = useState(forms[0]?.formType ?? '');
  const [reviewed, setReviewed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = api.formGroups.confirm.useMutation();
  const current = forms.find((form) => form.formType === shown) ?? forms[0];

  async function onConfirm() {
    setError(null);
    try {
      const { body } = await confirm.mutateAsync({ params: { id: formGroupId }, body: { data: answers } });
      onConfirmed(body);
    } catch (failure) {
      if (!redirect(failure)) setError(dialogErrorText(failure, t('formPreview.confirmError')));
    }
  }

  const canConfirm = (previewOnly || reviewed) && !confirm.isPending;
  return (
    <Modal
      open
      onClose={onCancel}
      title={t('formGroup.previewTitle')}
      size="large"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void onConfirm()} disabled={!canConfirm} aria-busy={confirm.isPending}>
            {previewOnly ? t('formPreview.download') : t('formPreview.confirm')}
          </button>
        </>
      }
    >
      <p>{t('formGroup.previewIntro', { count: forms.length })}</p>
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
      {previewOnly ? null : (
        <div className="choice choice--single confirm-check">
          <input id={`${id}-reviewed`} type="checkbox" checked={reviewed} onChange={(event) => setReviewed(event.target.checked)} />
          <label htmlFor={`${id}-reviewed`}>{t('formGroup.reviewed')}</label>
        </div>
      )}
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
