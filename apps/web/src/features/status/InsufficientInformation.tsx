import type { OnlineConfig } from '@taxcert/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusCard } from '../../components/ui/StatusCard';
import { useOnlineConfig } from '../../lib/session/session';
import { paths } from '../../lib/navigation/paths';
import buttons from '../../components/ui/button.module.css';
import { isOffered } from '../../lib/config/offered';

/** Enabled and visible form types and groups. */
export function offeredCount(config: OnlineConfig | null): number {
  if (!config) return 0;
  return [...config.formTypes, ...config.formGroups].filter(isOffered).length;
}

/** /insufficient-information (app-shell.md §2): Back only when more than one form type or group is offered. */
export function InsufficientInformation() {
  const { t } = useTranslation();
  const config = useOnlineConfig();
  return (
    <StatusCard
      title={t('insufficientInformation.title')}
      tone="error"
      actions={
        offeredCount(config) > 1 ? (
          <Link className={buttons.secondary} to={paths.formSelection()}>
            {t('insufficientInformation.back')}
          </Link>
        ) : null
      }
    >
      <p>{t('insufficientInformation.text')}</p>
    </StatusCard>
  );
}
