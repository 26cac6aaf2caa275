import { useTranslation } from 'react-i18next';
import { StatusCard } from '../../components/ui/StatusCard';
import { AccessibilityStatement } from './AccessibilityStatement';
import { EulaText } from './EulaText';
import layout from '../../components/ui/layout.module.css';

/** The footer pages of app-shell.md §2 (footer.{pageType}), the accessibility statement and the EULA. */
export const legalPages = ['privacy', 'cookies', 'termsOfUse', 'accessibility', 'eula'] as const;
export type LegalPageType = (typeof legalPages)[number];

export function isLegalPage(pageType: string | undefined): pageType is LegalPageType {
  return (legalPages as readonly string[]).includes(pageType ?? '');
}

export function LegalPage({ pageType }: { pageType: LegalPageType }) {
  const { t } = useTranslation();
  if (pageType === 'accessibility') return <AccessibilityStatement />;
  if (pageType === 'eula') {
    return (
      <StatusCard title={t('eula.title')}>
        <div className={layout.prose}>
          <EulaText />
        </div>
      </StatusCard>
    );
  }
  return (
    <StatusCard title={t(`footer.link.${pageType}`)}>
      <p className={layout.prose}>{t(`footer.${pageType}`)}</p>
    </StatusCard>
  );
}
