import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusCard } from '../components/ui/StatusCard';
import { reportError } from '../lib/failures/error-reporting';
import { paths } from '../lib/navigation/paths';
import buttons from '../components/ui/button.module.css';

/** The server-error page a render crash leads to (app-shell.md §8 "Render crash"). */
export function CrashPage() {
  const { t } = useTranslation();
  return (
    <StatusCard
      title={t('status.server.title')}
      tone="error"
      actions={
        <a className={buttons.secondary} href={paths.landing()}>
          {t('status.home')}
        </a>
      }
    >
      <p>{t('status.server.text')}</p>
    </StatusCard>
  );
}

/** A thrown chunk load (or its 120 s time-out) rather than a crash: offers a retry. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

function ChunkErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusCard
      title={t('chunkError.title')}
      tone="error"
      actions={
        <button type="button" className={buttons.primary} onClick={() => window.location.reload()}>
          {t('app.retry')}
        </button>
      }
    >
      <p>{t('chunkError.text')}</p>
    </StatusCard>
  );
}

/**
 * Catches render crashes: shows the server-error page and reports the crash (POST consolelog, code 500).
 * A route chunk that failed to load shows a retry instead. `resetKey` (the path) clears it on navigation.
 */
export class CrashBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  { error: unknown; key: string | undefined }
> {
  override state: { error: unknown; key: string | undefined } = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: string },
    state: { error: unknown; key: string | undefined },
  ): { error: unknown; key: string | undefined } | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (error instanceof ChunkLoadError) return;
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    reportError(500, `Render crash: ${text} ${info.componentStack?.trim().split('\n')[0] ?? ''}`.trim());
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return this.state.error instanceof ChunkLoadError ? <ChunkErrorPage /> : <CrashPage />;
  }
}
