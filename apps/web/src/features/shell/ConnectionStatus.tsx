import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useConnection } from '../../lib/api/connection-context';
import { paths } from '../../lib/navigation/paths';
import loadingState from '../../components/ui/loading-state.module.css';
import notificationBar from '../../components/ui/notification-bar.module.css';
import shellStyles from './shell.module.css';

/**
 * The full-screen overlay: a modal `<dialog>` so that it sits in the top layer, above any dialog that is
 * open (a call made from a dialog is the usual case), and keeps the page inert while it shows.
 */
function ConnectionOverlay({ text }: { text: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    dialog.showModal();
    return () => dialog.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={shellStyles.connectionOverlay}
      aria-label={text}
      onCancel={(event) => event.preventDefault()}
    >
      <div className={shellStyles.connectionOverlayBox} role="alert" aria-busy="true">
        <span className={loadingState.spinner} aria-hidden="true" />
        <p>{text}</p>
      </div>
    </dialog>
  );
}

/** How long the 'connection restored' banner stays. */
const RESTORED_MS = 5000;

/**
 * Connection status (app-shell.md §2, §4, §7): an offline banner (waiting to reconnect) that turns into
 * 'connection restored'; a full-screen overlay while a call is being retried more than once. The
 * no-connection page (/no-internet, where a failed catalogue or config leads) never shows 'connection
 * restored': another call getting through does not undo what the page says.
 */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const { state, dismissRestored } = useConnection();
  const onNoInternetPage = useLocation().pathname === paths.status('no-internet');

  useEffect(() => {
    if (!state.restored) return;
    const timer = setTimeout(dismissRestored, RESTORED_MS);
    return () => clearTimeout(timer);
  }, [state.restored, dismissRestored]);

  return (
    <>
      <div role="status" aria-live="polite">
        {!state.isOnline ? (
          <p className={`${shellStyles.connectionBanner} ${shellStyles.connectionBannerOffline}`}>
            {t('connection.offline')}
          </p>
        ) : state.restored && !onNoInternetPage ? (
          <p
            className={`${shellStyles.connectionBanner} ${shellStyles.connectionBannerOnline}`}
            data-connection="restored"
          >
            {t('connection.restored')}
            <button
              type="button"
              className={notificationBar.notificationClose}
              onClick={dismissRestored}
              aria-label={t('notifications.close')}
            >
              <span aria-hidden="true">×</span>
            </button>
          </p>
        ) : null}
      </div>
      {state.retries > 1 ? (
        <ConnectionOverlay text={state.queued > 0 ? t('connection.waiting') : t('connection.retrying')} />
      ) : null}
    </>
  );
}
