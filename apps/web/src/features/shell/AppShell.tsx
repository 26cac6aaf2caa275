import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LoadingState } from '../../components/ui/LoadingState';
import { NotificationBar } from '../../components/ui/NotificationBar';
import { isPublicPath } from '../../lib/navigation/public-routes';
import { queryKeys, useApi } from '../../lib/api/api';
import { COOKIES, deleteCookie, writeCookie } from '../../lib/session/cookies';
import { usePerformReaction, useReactionsOnFailure } from '../../lib/failures/late-reactions';
import { useNotificationSlot } from '../../lib/ui/modal-layer';
import { useNotifications } from '../../lib/ui/notifications';
import { useHeadingFocusOnNavigation } from '../../lib/navigation/route-focus';
import { applyBrandColors } from '../../lib/config/brand';
import { useAuthStateQuery, useBrand, useOnlineConfigQuery } from '../../lib/session/session';
import { CookieBanner } from './CookieBanner';
import { ConnectionStatus } from './ConnectionStatus';
import { Footer } from './Footer';
import { Header } from './Header';
import { SessionKeeper } from './SessionKeeper';
import { paths } from '../../lib/navigation/paths';
import shellStyles from './shell.module.css';
import layout from '../../components/ui/layout.module.css';

/**
 * The page frame of every route (app-shell.md §2, §4): loads the online configuration and the auth state,
 * sends config failures to their pages (401 to the login URL), fetches combos and lobs and sets the
 * login-session cookie once a customer is signed in, polls the auth state every 20 s off the public routes
 * (anything but Authorised → /sessiontimeout), and holds the header, notifications, connection status,
 * cookie banner and footer.
 */
export function AppShell() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const isPublic = isPublicPath(pathname);
  const config = useOnlineConfigQuery();
  const auth = useAuthStateQuery(!isPublic);
  const { notifications, dismiss } = useNotifications();
  // The reactions table arrives with the first failure of the config call (ADR 075).
  const reactions = useReactionsOnFailure(config.isError);
  const perform = usePerformReaction();
  const customerId = config.data?.body.customer?.customerId ?? null;
  // After a route change, focus goes to the new page's heading, not the document body.
  useHeadingFocusOnNavigation('main');

  // The institution's brand (ADR 045): its colours as the colour tokens, its name in the page title.
  const brand = useBrand();
  const home = t('header.home');
  useEffect(() => applyBrandColors(brand.colors), [brand.colors]);
  useEffect(() => {
    document.title = `${home} · ${brand.institutionName}`;
  }, [home, brand.institutionName]);

  useEffect(() => {
    if (!config.isError || !reactions) return;
    perform(reactions.reactTo(config.error, { in: 'start-up' }, t));
    // Only when the config call fails (and the table has arrived), not on every later navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config.isError, config.error, reactions]);

  // A signed-in customer: the combos and lobs the forms need, and the login-session cookie.
  useEffect(() => {
    if (customerId === null) {
      deleteCookie(COOKIES.loginSession);
      return;
    }
    writeCookie(COOKIES.loginSession, String(customerId));
    void queryClient.prefetchQuery({
      queryKey: queryKeys.igaSubclassifications,
      queryFn: () => api.config.igaSubclassifications.query(),
      staleTime: Infinity,
    });
    void queryClient.prefetchQuery({
      queryKey: queryKeys.lobs,
      queryFn: () => api.config.lobs.query(),
      staleTime: Infinity,
    });
  }, [customerId, api, queryClient]);

  // The auth-state poll: off the public routes, a signed-in session that is no longer Authorised has timed out.
  const authState = auth.data?.body.authState;
  const wasAuthorised = useRef(false);
  useEffect(() => {
    if (authState === 'Authorised') {
      wasAuthorised.current = true;
      return;
    }
    if (authState && wasAuthorised.current && !isPublic) {
      wasAuthorised.current = false;
      void navigate(paths.status('sessiontimeout'), { replace: true, state: { leaveGuard: 'skip' } });
    }
  }, [authState, isPublic, navigate]);

  const loading = (config.isPending || auth.isPending) && !config.isError;
  // In the page, or inside the open modal dialog (the page under it is inert): lib/ui/modal-layer.ts.
  const slot = useNotificationSlot();
  const bar = (
    <NotificationBar
      items={notifications}
      regionLabel={t('notifications.label')}
      closeLabel={t('notifications.close')}
      onClose={dismiss}
    />
  );

  return (
    <div className={shellStyles.app}>
      <a className={shellStyles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      <ConnectionStatus />
      {slot ? createPortal(bar, slot) : bar}
      <main id="main" className={layout.main} tabIndex={-1}>
        {loading ? <LoadingState label={t('app.loading')} /> : <Outlet />}
      </main>
      <Footer />
      <CookieBanner />
      {authState === 'Authorised' && customerId !== null ? <SessionKeeper isPublic={isPublic} /> : null}
    </div>
  );
}
