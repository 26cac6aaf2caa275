import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../components/ui/LoadingState';
import { StatusCard } from '../components/ui/StatusCard';
import { COOKIES, EULA_ACCEPTED, readCookie } from '../lib/session/cookies';
import { loginUrl } from '../lib/failures/late-reactions';
import { useRuntimeConfig } from '../lib/config/runtime-config';
import { useAuthState, useOnlineConfig } from '../lib/session/session';
import { lazyRoute } from './lazy-route';
import { paths } from '../lib/navigation/paths';

const EulaModal = lazyRoute(() => import('../features/agreements/EulaModal'));

/** Protected routes (`/`, /form-selection, /pre-qualifying-questionnaire): anyone not Authorised signs in. */
export function RequireAuth() {
  const { t } = useTranslation();
  const authState = useAuthState();
  if (authState === 'Requesting' || authState === 'Unknown') return <LoadingState label={t('app.loading')} />;
  if (authState !== 'Authorised') return <Navigate to={paths.authentaLink()} replace />;
  return <Outlet />;
}

/**
 * The EULA gate (app-shell.md §2, §4): the main routes show only once the EULA is accepted (cookie);
 * until then the EULA modal shows over an empty page.
 */
export function RequireEula() {
  const [accepted, setAccepted] = useState(() => readCookie(COOKIES.eula) === EULA_ACCEPTED);
  if (accepted) return <Outlet />;
  return <EulaModal onAccepted={() => setAccepted(true)} />;
}

/**
 * The block of app-shell.md §2: while a default form type is configured and the up-front-instructions flag
 * is still null, `/`, /form-selection and the questionnaire stay closed.
 */
export function RequireInstructionsDecided() {
  const { t } = useTranslation();
  const config = useOnlineConfig();
  if (config?.defaultFormType && config.showFormInstructionsUpFront === null) {
    return (
      <StatusCard title={t('guard.pending.title')}>
        <p>{t('guard.pending.text')}</p>
      </StatusCard>
    );
  }
  return <Outlet />;
}

/**
 * `uad/…` links follow their own sign-in (app-shell.md §2): already signed in → /alreadyloggedin;
 * otherwise the login URL with the query string.
 */
export function UadLink() {
  const { t } = useTranslation();
  const authState = useAuthState();
  const { apiHost } = useRuntimeConfig();
  const { search } = useLocation();
  const signedIn = authState === 'Authorised';
  const known = authState !== undefined && authState !== 'Requesting' && authState !== 'Unknown';
  useEffect(() => {
    if (known && !signedIn) window.location.assign(loginUrl(apiHost, search));
  }, [known, signedIn, apiHost, search]);
  if (signedIn) return <Navigate to={paths.status('alreadyloggedin')} replace />;
  return <LoadingState label={t('app.loading')} />;
}
