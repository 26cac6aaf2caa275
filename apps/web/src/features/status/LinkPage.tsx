import { useTranslation } from 'react-i18next';
import { StatusCard } from '../../components/ui/StatusCard';
import { StatusPage } from './StatusPage';

const pageTypes = new Set(['privacy', 'cookies', 'termsOfUse']);

/** /links/{pageType}: the footer pages; an unknown page type is not found. (The EULA is a later issue.) */
export function LinkPage({ pageType }: { pageType: string | undefined }) {
  const { t } = useTranslation();
  if (!pageType || !pageTypes.has(pageType)) return <StatusPage kind="not-found" />;
  return (
    <StatusCard title={t(`footer.link.${pageType}`)}>
      <p className="prose">{t(`footer.${pageType}`)}</p>
    </StatusCard>
  );
}
