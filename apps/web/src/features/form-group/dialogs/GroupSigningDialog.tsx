import { ErrorCodes } from '@taxcert/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { useApi } from '../../../lib/api';
import { errorBody } from '../../../lib/http-errors';
import { useCentralRedirect } from '../../../lib/use-central-redirect';
import { dialogErrorText } from '../../form/dialogs/dialog-error';

/**
 * One signature for the whole group: printed name, capacity and the sign date ('MMMM dd, yyyy').
 * Sign → POST formgroups/{id}/sign, then PUT formgroups/{id}/submit {stage: 4}. A printed-name mismatch
 * (code 4220) shows formSigning.printNameMismatch; code 499 (the e-signature PIN is not verified) shows
 * the server's message; both keep the dialog open.
 */
export default function GroupSigningDialog({ formGroupId, signDate, defaultCapacity, onCancel, onSubmitted, onPinRequired }: {
  formGroupId: number;
  signDate: string;
  defaultCapacity: string;
  onCancel: () => void;
  onSubmitted: () => void;
  onPinRequired: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const redirect = useCentralRedirect();
  const [printName, setPrintName] = useState('');
  const [capacity, setCapacity] = useState(defaultCapacity);
  const [nameInvalid, setNameInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const sign = api.formGroups.sign.useMutation();
  const submit = api.formGroups.submit.useMutation();
  const busy = sign.isPending || submit.isPending;

  async function onSign() {
    setError(null);
    setNameInvalid(false);
    try {
      await sign.mutateAsync({ params: { id: formGroupId }, body: { printName, capacity, signDate } });
    } catch (failure) {
      const body = errorBody(failure);
      if (body?.code === ErrorCodes.PrintNameMismatch) {
        setNameInvalid(true);
        nameRef.current?.focus();
        return;
      }
      if (body?.code === ErrorCodes.SignRetry) {
        onPinRequired();
        setError(body.message);
        return;
      }
      if (!redirect(failure)) setError(dialogErrorText(failure, t('formSigning.error')));
      return;
    }
    try {
      await submit.mutateAsync({ params: { id: formGroupId }, body: { stage: 4 } });
      onSubmitted();
    } catch (failure) {
      if (!redirect(failure)) setError(dialogErrorText(failure, t('formSigning.submitError')));
    }
  }

  return (
    <Modal
      open
      onClose={onCancel}
      title={t('formGroup.signTitle')}
      size="small"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button--primary" disabled={busy} aria-busy={busy}>
            {t('formSigning.sign')}
          </button>
        </>
      }
    >
      <p>{t('formGroup.signIntro')}</p>
      <form
        id={`${id}-form`}
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSign();
        }}
      >
        <div className={nameInvalid ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${id}-name`}>{t('formSigning.printName')}</label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            value={printName}
            onChange={(event) => setPrintName(event.target.value)}
            aria-invalid={nameInvalid || undefined}
            aria-describedby={nameInvalid ? `${id}-name-error` : undefined}
          />
          {nameInvalid ? (
            <p id={`${id}-name-error`} className="field-error" role="alert">
              {t('formSigning.printNameMismatch')}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-capacity`}>{t('formSigning.capacity')}</label>
          <input id={`${id}-capacity`} type="text" value={capacity} onChange={(event) => setCapacity(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>{t('formSigning.signDate')}</label>
          <input id={`${id}-date`} type="text" value={signDate} readOnly />
        </div>
      </form>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
