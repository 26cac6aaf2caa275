import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { LoadingState } from '../../components/ui/LoadingState';
import { NotificationBar } from '../../components/ui/NotificationBar';
import { useNotifications } from '../../lib/notifications';
import { useAuthStateQuery, useOnlineConfigQuery } from '../../lib/session';
import { configFailureRoute } from './config-failure';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * The page frame of every route: loads the online configuration and the auth state, shows a loading
 * state meanwhile, sends config failures to their status pages, then renders the route.
 */
export function AppShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useOnlineConfigQuery();
  const auth = useAuthStateQuery();
  const { notifications, dismiss } = useNotifications();

  useEffect(() => {
    if (config.isError) void navigate(configFailureRoute(config.error), { replace: true });
  }, [config.isError, config.error, navigate]);

  const loading = (config.isPending || auth.isPending) && !config.isError;

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      <NotificationBar items={notifications} regionLabel={t('notifications.label')} closeLabel={t('notifications.close')} onClose={dismiss} />
      <main id="main" className="main" tabIndex={-1}>
        {loading ? <LoadingState label={t('app.loading')} /> : <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
