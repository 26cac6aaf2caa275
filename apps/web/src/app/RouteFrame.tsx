import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../components/ui/LoadingState';
import { StatusCard } from '../components/ui/StatusCard';

function CrashPage() {
  const { t } = useTranslation();
  return (
    <StatusCard
      title={t('status.server.title')}
      tone="error"
      actions={
        <a className="button button--secondary" href="/">
          {t('status.home')}
        </a>
      }
    >
      <p>{t('status.server.text')}</p>
    </StatusCard>
  );
}

/** A render crash or a failed chunk load shows the server-error page (app-shell.md §8 "Render crash"). */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Reporting to POST /api/consolelog is a later issue; keep the details for developers.
    // eslint-disable-next-line no-console -- the spec logs render crashes (app-shell.md §8)
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <CrashPage /> : this.props.children;
  }
}

/** Wraps every lazily loaded route: a loading state while its chunk loads, the crash page if it fails. */
export function RouteFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<LoadingState label={t('app.loading')} />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
