import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../components/ui/Modal';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useOnlineConfig } from '../../lib/session';
import { paths } from '../../lib/paths';

/** The keep-alive image is refreshed at most this often while the customer is active. */
const KEEP_ALIVE_EVERY_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** The keep-alive address with a timestamp query (app-shell.md §4, §7). */
export function keepAliveSrc(url: string, timestamp: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${timestamp}`;
}

/** Whole minutes and seconds left, e.g. 1:05. */
export function formatRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Keeps a signed-in session alive while the customer is active and warns before it times out
 * (WCAG 2.2.1, timing adjustable): the hidden keep-alive image is reloaded (with a new timestamp) on
 * activity, at most once a minute; after the configured idle time minus the warning time, a dialog
 * counts down and "Stay signed in" reloads the image. When the time is up, the session-timeout page
 * shows. Only the contract's calls are used; answers stay in memory (nothing is stored in the browser).
 */
export function SessionKeeper({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useOnlineConfig();
  const { sessionTimeoutMinutes, sessionWarningSeconds } = useRuntimeConfig();
  const timeoutMs = sessionTimeoutMinutes * 60_000;
  const warnMs = Math.min(sessionWarningSeconds * 1000, timeoutMs);
  const keepAliveUrl = config?.keepAliveUrl ?? null;
  const [stamp, setStamp] = useState(() => Date.now());
  const lastActivity = useRef(Date.now());
  const lastPing = useRef(Date.now());
  const [remaining, setRemaining] = useState<number | null>(null);
  const warning = remaining !== null;
  const warningRef = useRef(false);
  warningRef.current = warning;

  const ping = useCallback(() => {
    const now = Date.now();
    lastPing.current = now;
    setStamp(now);
  }, []);

  useEffect(() => {
    const onActivity = () => {
      if (warningRef.current) return;
      const now = Date.now();
      lastActivity.current = now;
      if (now - lastPing.current >= KEEP_ALIVE_EVERY_MS) ping();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [ping]);

  useEffect(() => {
    if (isPublic) return;
    const tick = () => {
      const left = timeoutMs - (Date.now() - lastActivity.current);
      if (left <= 0) {
        setRemaining(null);
        void navigate(paths.status('sessiontimeout'), { replace: true, state: { leaveGuard: 'skip' } });
      } else if (left <= warnMs) {
        setRemaining(left);
      } else if (warningRef.current) {
        setRemaining(null);
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [isPublic, timeoutMs, warnMs, navigate]);

  function stay() {
    lastActivity.current = Date.now();
    ping();
    setRemaining(null);
  }

  return (
    <>
      {keepAliveUrl ? <img className="keep-alive" src={keepAliveSrc(keepAliveUrl, stamp)} alt="" hidden width={1} height={1} /> : null}
      {warning && !isPublic ? (
        <Modal open onClose={stay} title={t('sessionWarning.title')} size="small" footer={
          <button type="button" className="button button--primary" onClick={stay}>
            {t('sessionWarning.stay')}
          </button>
        }>
          <p>{t('sessionWarning.text', { time: formatRemaining(remaining) })}</p>
        </Modal>
      ) : null}
    </>
  );
}
