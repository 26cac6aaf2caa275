import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deferred, useDeferred, type Deferred } from '../../lib/api/deferred';
import { useRuntimeConfig } from '../../lib/config/runtime-config';
import type * as SessionWarningModule from './SessionWarning';
import { useOnlineConfig } from '../../lib/session/session';
import { busyCount } from '../../lib/session/session-busy';
import { paths } from '../../lib/navigation/paths';

/** The keep-alive image is refreshed at most this often while the customer is active. */
const KEEP_ALIVE_EVERY_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/**
 * The warning's chunk starts loading this long before the warning is due, so it is there on time; a failed load is
 * tried again meanwhile (lib/api/deferred.ts). Should it still be missing when the time is up, the session-timeout page
 * shows all the same.
 */
export const WARNING_LEAD_MS = 60_000;

type WarningModule = typeof SessionWarningModule;
/** The warning dialog (and the Modal it uses): off the start-up file, ADR 031. */
const warningChunk = deferred<WarningModule>(() => import('./SessionWarning'));

/**
 * The keep-alive address with a timestamp query (app-shell.md §4, §7). The API's config names it: a path
 * (`/api/keepalive`) is on the API's host, which is another origin when the app is hosted apart (docs/integration.md).
 */
export function keepAliveSrc(url: string, timestamp: number, apiHost = ''): string {
  const absolute = url.startsWith('/') && !url.startsWith('//') ? `${apiHost}${url}` : url;
  return `${absolute}${absolute.includes('?') ? '&' : '?'}t=${timestamp}`;
}

/**
 * Keeps a signed-in session alive while the customer is active and warns before it times out
 * (WCAG 2.2.1, timing adjustable): the hidden keep-alive image is reloaded (with a new timestamp) on
 * activity, at most once a minute; after the configured idle time minus the warning time, a dialog
 * counts down and "Stay signed in" reloads the image. When the time is up, the session-timeout page
 * shows — never while an upload runs (it counts as activity). Only the contract's calls are used.
 */
export function SessionKeeper({
  isPublic,
  warningModule = warningChunk,
}: {
  isPublic: boolean;
  warningModule?: Deferred<WarningModule>;
}) {
  const navigate = useNavigate();
  const config = useOnlineConfig();
  const { sessionTimeoutMinutes, sessionWarningSeconds, apiHost } = useRuntimeConfig();
  const timeoutMs = sessionTimeoutMinutes * 60_000;
  const warnMs = Math.min(sessionWarningSeconds * 1000, timeoutMs);
  const keepAliveUrl = config?.keepAliveUrl ?? null;
  const [stamp, setStamp] = useState(() => Date.now());
  const lastActivity = useRef(Date.now());
  const lastPing = useRef(Date.now());
  const [remaining, setRemaining] = useState<number | null>(null);
  const warning = remaining !== null;
  const [warningSoon, setWarningSoon] = useState(false);
  const Warning = useDeferred(warningModule, warningSoon)?.default;
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
      // An upload under way is activity: the customer is waiting for it.
      if (busyCount() > 0) {
        lastActivity.current = Date.now();
        if (lastActivity.current - lastPing.current >= KEEP_ALIVE_EVERY_MS) ping();
      }
      const left = timeoutMs - (Date.now() - lastActivity.current);
      if (left <= warnMs + WARNING_LEAD_MS) setWarningSoon(true);
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
  }, [isPublic, timeoutMs, warnMs, navigate, ping]);

  function stay() {
    lastActivity.current = Date.now();
    ping();
    setRemaining(null);
  }

  return (
    <>
      {keepAliveUrl ? (
        <img src={keepAliveSrc(keepAliveUrl, stamp, apiHost)} alt="" hidden width={1} height={1} />
      ) : null}
      {warning && !isPublic && Warning ? <Warning remaining={remaining} onStay={stay} /> : null}
    </>
  );
}
