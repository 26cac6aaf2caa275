import { PinType } from '@taxcert/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PIN_LENGTH, PinInput } from '../../components/ui/PinInput';
import { TimedStatus } from '../../components/ui/TimedStatus';
import { queryKeys, useApi } from '../../lib/api/api';
import { COOKIES, deleteCookie, readCookie } from '../../lib/session/cookies';
import { reactTo } from '../../lib/failures';
import { useTimedMessage } from '../../lib/ui/use-timed-message';
import { paths } from '../../lib/navigation/paths';
import styles from './auth.module.css';
import buttons from '../../components/ui/button.module.css';
import { useApiMutation } from '../../lib/api/use-api-mutation';
import layout from '../../components/ui/layout.module.css';

/**
 * /confirmPin, the no-email confirmation (app-shell.md §2, §4): a customer without e-mail confirms the PIN
 * sent to their phone (POST validatepin {pin, pinType: 2}); the resend link asks for a new one with the
 * resend reference kept in a cookie (PUT auth/sendnoemailpin). Messages vanish after 5 s.
 */
export function ConfirmPinScreen() {
  const { t } = useTranslation();
  const id = useId();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pin, setPin] = useState('');
  const [status, showStatus] = useTimedMessage<{ ok: boolean; text: string }>();
  const resend = useApiMutation(api.auth.sendNoEmailPin);
  const validate = useApiMutation(api.auth.validatePin);
  const resendReference = readCookie(COOKIES.resendReference);
  /** Before the sign-in is complete every failure shows on the status line (the reactions table). */
  const refusalText = (error: unknown, step: 'resend' | 'verify') => {
    const reaction = reactTo(error, { in: 'confirm pin', step }, t);
    return reaction.do === 'show' ? reaction.text : t('confirmPin.failed');
  };

  async function onResend() {
    if (!resendReference) {
      showStatus({ ok: false, text: t('confirmPin.resendFailed') });
      return;
    }
    try {
      await resend.mutateAsync({ body: { pinType: PinType.NoEmailConfirmationPin, resendReference } });
      showStatus({ ok: true, text: t('confirmPin.resent') });
    } catch (error) {
      showStatus({ ok: false, text: refusalText(error, 'resend') });
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pin.length !== PIN_LENGTH || validate.isPending) return;
    try {
      const { body } = await validate.mutateAsync({ body: { pin, pinType: PinType.NoEmailConfirmationPin } });
      if (!body.verified) {
        setPin('');
        showStatus({ ok: false, text: t('confirmPin.failed') });
        return;
      }
      deleteCookie(COOKIES.resendReference);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.authState }),
        queryClient.invalidateQueries({ queryKey: queryKeys.config }),
      ]);
      void navigate(paths.landing(), { replace: true });
    } catch (error) {
      setPin('');
      showStatus({ ok: false, text: refusalText(error, 'verify') });
    }
  }

  return (
    <section className={`${layout.panel} ${styles.panelNarrow}`} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('confirmPin.title')}</h1>
      <p className={layout.lead}>{t('confirmPin.intro')}</p>
      <form className={layout.stack} onSubmit={(event) => void onSubmit(event)}>
        <PinInput
          value={pin}
          onChange={setPin}
          legend={t('pin.legend')}
          digitLabel={(n) => t('pin.digit', { n, total: PIN_LENGTH })}
          autoFocus
        />
        <button
          type="submit"
          className={`${buttons.primary} ${buttons.block}`}
          disabled={pin.length !== PIN_LENGTH || validate.isPending}
          aria-busy={validate.isPending}
        >
          {t('confirmPin.confirm')}
        </button>
      </form>
      <TimedStatus status={status} />
      <p>
        <button type="button" className={buttons.link} onClick={() => void onResend()} disabled={resend.isPending}>
          {t('confirmPin.resend')}
        </button>
      </p>
    </section>
  );
}
