import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../components/ui/LoadingState';
import { CrashBoundary } from './CrashBoundary';

/**
 * Wraps every lazily loaded route: a loading state while its chunk loads, the server-error page on a
 * render crash, an error with a retry when the chunk fails or takes over 120 s.
 */
export function RouteFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <CrashBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingState label={t('app.loading')} />}>
        <Outlet />
      </Suspense>
    </CrashBoundary>
  );
}
