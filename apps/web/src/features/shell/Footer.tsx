import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBrand, useOnlineConfig } from '../../lib/session/session';
import { paths } from '../../lib/navigation/paths';
import shellStyles from './shell.module.css';

/** The footer's pages: the spec's three, and the accessibility statement beside privacy and cookies. */
const pages = ['privacy', 'cookies', 'accessibility', 'termsOfUse'] as const;

/** Privacy, cookies, accessibility and terms links (configured overrides win), the copyright year and holder (ADR 045). */
export function Footer() {
  const { t } = useTranslation();
  const overrides = useOnlineConfig()?.linkOverrides ?? [];
  const brand = useBrand();
  const year = new Date().getFullYear();
  return (
    <footer className={shellStyles.siteFooter}>
      <div className={shellStyles.siteFooterInner}>
        <nav aria-label={t('footer.navigation')}>
          <ul className={shellStyles.footerLinks}>
            {pages.map((page) => {
              const override = overrides.find((o) => o.key === page)?.value;
              return (
                <li key={page}>
                  {override ? (
                    <a href={override} target="_blank" rel="noreferrer">
                      {t(`footer.link.${page}`)}
                    </a>
                  ) : (
                    <Link to={paths.links(page)}>{t(`footer.link.${page}`)}</Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <p className={shellStyles.copyright}>{t('footer.copyright', { year, holder: brand.copyrightHolder })}</p>
      </div>
    </footer>
  );
}
