import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasDrafts } from '../../lib/session/drafts';
import { loginUrl } from '../../lib/failures';
import { useRuntimeConfig } from '../../lib/config/runtime-config';
import { Link, useLocation } from 'react-router-dom';
import { StatusCard } from '../../components/ui/StatusCard';
import { statusPages, type StatusKind } from './status-pages';
import { OUTAGE_SEARCH, paths } from '../../lib/navigation/paths';
import buttons from '../../components/ui/button.module.css';
import layout from '../../components/ui/layout.module.css';

/** Sign-in again is offered where the session has ended. */
const offersSignIn: ReadonlySet<StatusKind> = new Set(['loggedout', 'sessiontimeout', 'unauthorized']);

/** The server-error page shows a code: `?code=` when given, else 500 (app-shell.md §2). */
function serverCode(raw: string | null): number {
  const code = raw && /^-?\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  return Number.isFinite(code) ? code : 500;
}

/** Where "Try again" goes: the page the outage interrupted (router state `from`), if a path of this app; else home. */
export function retryTarget(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.landing();
}

/**
 * A temporary outage (a 502 or 503, ADR 046): says so and offers "Try again", which starts the app again on the
 * page the outage interrupted (the configuration is asked for anew).
 */
function OutagePage() {
  const { t } = useTranslation();
  const state: unknown = useLocation().state;
  return (
    <StatusCard
      title={t('status.outage.title')}
      actions={
        <button type="button" className={buttons.primary} onClick={() => window.location.assign(retryTarget(state))}>
          {t('status.tryAgain')}
        </button>
      }
    >
      <p>{t('status.outage.text')}</p>
    </StatusCard>
  );
}

/**
 * The session has timed out: says so, whether the answers typed are kept on this device (ADR 047), that
 * the e-mailed link cannot be opened again, and offers "Sign in again" — the login URL, where the institution's API
 * sends a signed-out customer to sign in (app-shell.md §7, §8) — instead of a dead end.
 */
function SessionTimeoutPage() {
  const { t } = useTranslation();
  const { apiHost } = useRuntimeConfig();
  const [kept] = useState(() => hasDrafts());
  return (
    <StatusCard
      title={t('status.sessiontimeout.title')}
      tone="error"
      actions={
        <a className={buttons.primary} href={loginUrl(apiHost, '')}>
          {t('status.sessiontimeout.signInAgain')}
        </a>
      }
    >
      <p>{t('status.sessiontimeout.text')}</p>
      {kept ? <p>{t('status.sessiontimeout.kept')}</p> : null}
      <p>{t('status.sessiontimeout.newLink')}</p>
    </StatusCard>
  );
}

/** A public status page with the texts of app-shell.md §8. */
export function StatusPage({ kind }: { kind: StatusKind }) {
  const { t } = useTranslation();
  // The query read directly: react-router's useSearchParams would sit in the start-up file for this page alone.
  const { search } = useLocation();
  const prefix = statusPages[kind];
  if (kind === 'unavailable' && search === OUTAGE_SEARCH) return <OutagePage />;
  if (kind === 'sessiontimeout') return <SessionTimeoutPage />;
  return (
    <StatusCard
      title={t(`${prefix}.title`)}
      tone={kind === 'not-found' || kind === 'alreadyloggedin' || kind === 'loggedout' ? 'neutral' : 'error'}
      actions={
        offersSignIn.has(kind) ? null : (
          <Link className={buttons.secondary} to={paths.landing()}>
            {t('status.home')}
          </Link>
        )
      }
    >
      <p>{t(`${prefix}.text`)}</p>
      {kind === 'server' ? (
        <p className={layout.hint}>
          {t('status.server.code', { code: serverCode(new URLSearchParams(search).get('code')) })}
        </p>
      ) : null}
    </StatusCard>
  );
}
