import { PinType } from '@taxcert/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/ui/Modal';
import { PIN_LENGTH, PinInput } from '../../../../components/ui/PinInput';
import { TimedStatus } from '../../../../components/ui/TimedStatus';
import { useApi } from '../../../../lib/api/api';
import { useFailureHandler } from '../../../../lib/failures';
import { useTimedMessage } from '../../../../lib/ui/use-timed-message';
import { DialogActions } from '../../../../components/ui/DialogActions';
import buttons from '../../../../components/ui/button.module.css';
import { useApiMutation } from '../../../../lib/api/use-api-mutation';
import layout from '../../../../components/ui/layout.module.css';

/**
 * The e-signature PIN dialog (app-shell.md §4 "PIN flow"): opening it requests a PIN
 * (PUT auth/sendpin {pinType: 1}); the customer types the 6 digits (boxes 2-2-2, paste and one-time-code
 * autofill); Confirm (disabled until complete, or while authenticating) checks it
 * (POST validatepin {pin, pinType: 1}). The status message shows 5 s with a tick or a cross; a lock-out,
 * an expired PIN and too many requests for a PIN show in the catalogue's words.
 * Exported for the signing flow, which decides when to ask (the four conditions of §4).
 */
export function PinDialog({ onVerified, onCancel }: { onVerified: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const handleFailure = useFailureHandler();
  const [pin, setPin] = useState('');
  const [recipient, setRecipient] = useState<string | null>(null);
  const [status, showStatus] = useTimedMessage<{ ok: boolean; text: string }>();
  const send = useApiMutation(api.auth.sendPin);
  const validate = useApiMutation(api.auth.validatePin);
  const requested = useRef(false);

  async function requestPin() {
    try {
      const { body } = await send.mutateAsync({ body: { pinType: PinType.ElectornicSignaturePin } });
      setRecipient(body.recipient);
    } catch (error) {
      const reaction = handleFailure(error, { in: 'pin', step: 'send' });
      if (reaction.do === 'show') showStatus({ ok: false, text: reaction.text });
    }
  }

  useEffect(() => {
    // Once per opening (StrictMode runs effects twice in development).
    if (requested.current) return;
    requested.current = true;
    void requestPin();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- request once when the dialog opens
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pin.length !== PIN_LENGTH || validate.isPending) return;
    try {
      const { body } = await validate.mutateAsync({ body: { pin, pinType: PinType.ElectornicSignaturePin } });
      // A refusal shows the server's words (e.g. a lock-out after too many tries), else our own.
      showStatus({ ok: body.verified, text: body.verified ? t('pin.verified') : body.message || t('pin.incorrect') });
      if (body.verified) onVerified();
      else setPin('');
    } catch (error) {
      const reaction = handleFailure(error, { in: 'pin', step: 'verify' });
      if (reaction.do !== 'show') return;
      setPin('');
      showStatus({ ok: false, text: reaction.text });
    }
  }

  return (
    <Modal
      open
      onClose={onCancel}
      title={t('pin.title')}
      size="small"
      footer={
        <DialogActions
          cancelLabel={t('common.cancel')}
          onCancel={onCancel}
          primary={{
            label: t('pin.confirm'),
            form: 'pin-dialog-form',
            disabled: pin.length !== PIN_LENGTH || validate.isPending,
            busy: validate.isPending,
          }}
        />
      }
    >
      <form id="pin-dialog-form" className={layout.stack} onSubmit={(event) => void onSubmit(event)}>
        <p>{recipient ? t('pin.sentTo', { recipient }) : t('pin.sending')}</p>
        <PinInput
          value={pin}
          onChange={setPin}
          legend={t('pin.legend')}
          digitLabel={(n) => t('pin.digit', { n, total: PIN_LENGTH })}
          autoFocus
        />
        <TimedStatus status={status} />
        <button type="button" className={buttons.link} onClick={() => void requestPin()} disabled={send.isPending}>
          {t('pin.resend')}
        </button>
      </form>
    </Modal>
  );
}
