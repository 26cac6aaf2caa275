import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { useFailureHandler } from '../../../lib/failures';
import { DialogActions, ErrorText } from '../../../components/ui/DialogActions';
import fieldStyles from '../../../components/ui/field.module.css';
import layout from '../../../components/ui/layout.module.css';

export interface SignatureFields {
  printName: string;
  capacity: string;
}

/**
 * The signature step of a form or a form group: printed name, capacity and the (read-only) sign date.
 * `sign` posts the signature, then `submit` moves to stage 4. A printed-name mismatch (code 4220) marks
 * the name invalid with formSigning.printNameMismatch; code 499 (the e-signature PIN is not verified)
 * asks for the PIN again and shows the server's message; both keep the dialog open.
 */
export function SignatureDialog({
  title,
  intro,
  signDate,
  defaultCapacity,
  busy,
  sign,
  submit,
  onCancel,
  onSubmitted,
  onPinRequired,
}: {
  title: string;
  intro: string;
  signDate: string;
  defaultCapacity: string;
  busy: boolean;
  sign: (fields: SignatureFields) => Promise<unknown>;
  submit: () => Promise<unknown>;
  onCancel: () => void;
  onSubmitted: () => void;
  onPinRequired: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const handleFailure = useFailureHandler();
  const [printName, setPrintName] = useState('');
  const [capacity, setCapacity] = useState(defaultCapacity);
  const [nameInvalid, setNameInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  async function onSign() {
    setError(null);
    setNameInvalid(false);
    try {
      await sign({ printName, capacity });
    } catch (failure) {
      const reaction = handleFailure(failure, { in: 'dialog', step: 'sign' });
      if (reaction.do === 'mark-print-name') {
        setNameInvalid(true);
        nameRef.current?.focus();
      } else if (reaction.do === 'ask-pin') {
        onPinRequired();
        setError(reaction.text);
      } else if (reaction.do === 'show') {
        setError(reaction.text);
      }
      return;
    }
    try {
      await submit();
      onSubmitted();
    } catch (failure) {
      const reaction = handleFailure(failure, { in: 'dialog', step: 'submit' });
      if (reaction.do === 'show') setError(reaction.text);
    }
  }

  return (
    <Modal
      open
      onClose={onCancel}
      title={title}
      size="small"
      footer={
        <DialogActions
          cancelLabel={t('common.cancel')}
          onCancel={onCancel}
          primary={{ label: t('formSigning.sign'), form: `${id}-form`, disabled: busy, busy }}
        />
      }
    >
      <p>{intro}</p>
      <form
        id={`${id}-form`}
        className={layout.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSign();
        }}
      >
        <div className={nameInvalid ? `${fieldStyles.field} ${fieldStyles.fieldInvalid}` : fieldStyles.field}>
          <label htmlFor={`${id}-name`}>{t('formSigning.printName')}</label>
          <input
            id={`${id}-name`}
            ref={nameRef}
            type="text"
            autoComplete="name"
            value={printName}
            onChange={(event) => setPrintName(event.target.value)}
            aria-invalid={nameInvalid || undefined}
            aria-describedby={nameInvalid ? `${id}-name-error` : undefined}
          />
          {nameInvalid ? (
            <p id={`${id}-name-error`} className={fieldStyles.fieldError} role="alert">
              {t('formSigning.printNameMismatch')}
            </p>
          ) : null}
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-capacity`}>{t('formSigning.capacity')}</label>
          <input
            id={`${id}-capacity`}
            type="text"
            value={capacity}
            onChange={(event) => setCapacity(event.target.value)}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-date`}>{t('formSigning.signDate')}</label>
          <input id={`${id}-date`} type="text" value={signDate} readOnly />
        </div>
      </form>
      <ErrorText error={error} />
    </Modal>
  );
}
