import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusCard } from '../../components/ui/StatusCard';
import { statusPages, type StatusKind } from './status-pages';

/** Sign-in again is offered where the session has ended. */
const offersSignIn: ReadonlySet<StatusKind> = new Set(['loggedout', 'sessiontimeout', 'unauthorized']);

export function StatusPage({ kind }: { kind: StatusKind }) {
  const { t } = useTranslation();
  const prefix = statusPages[kind];
  return (
    <StatusCard
      title={t(`${prefix}.title`)}
      tone={kind === 'not-found' || kind === 'alreadyloggedin' ? 'neutral' : 'error'}
      actions={
        offersSignIn.has(kind) ? null : (
          <Link className="button button--secondary" to="/">
            {t('status.home')}
          </Link>
        )
      }
    >
      <p>{t(`${prefix}.text`)}</p>
    </StatusCard>
  );
}
