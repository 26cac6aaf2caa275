import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusCard } from '../../components/ui/StatusCard';
import { useOnlineConfig } from '../../lib/session';

/** /insufficient-information: a Back button only when there is another form (type or group) to choose. */
export function InsufficientInformation() {
  const { t } = useTranslation();
  const config = useOnlineConfig();
  const offered = [...(config?.formTypes ?? []), ...(config?.formGroups ?? [])].filter((f) => f.isEnabled && f.isVisible);
  return (
    <StatusCard
      title={t('insufficientInformation.title')}
      tone="error"
      actions={
        offered.length > 1 ? (
          <Link className="button button--secondary" to="/form-selection">
            {t('insufficientInformation.back')}
          </Link>
        ) : null
      }
    >
      <p>{t('insufficientInformation.text')}</p>
    </StatusCard>
  );
}
