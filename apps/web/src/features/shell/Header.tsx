import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { removeAllDrafts } from '../../lib/session/draft-storage';
import { apiUrl, useRuntimeConfig } from '../../lib/config/runtime-config';
import { useSelectedAccount } from '../../lib/session/selected-account';
import { DEFAULT_BRAND } from '../../lib/config/brand';
import { useBrand, useCustomerName, useOnlineConfig } from '../../lib/session/session';
import { LanguageSelector } from './LanguageSelector';
import { paths } from '../../lib/navigation/paths';
import shellStyles from './shell.module.css';

/**
 * The header (app-shell.md §2): a home link; the customer name with the selected account's display name;
 * the help link when configured; the language selector when more than one language exists; logout only if
 * isLogoutEnabled. At 992 px and below a menu button opens home, form selection and logout.
 */
export function Header() {
  const { t } = useTranslation();
  const menuId = useId();
  const config = useOnlineConfig();
  const brand = useBrand();
  const { apiHost } = useRuntimeConfig();
  const customerName = useCustomerName();
  const { account } = useSelectedAccount();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The session-timeout page shows no signed-in customer nor "Log out": the session has ended.
  const signedIn = Boolean(config?.customer) && pathname !== paths.status('sessiontimeout');
  const logout = signedIn && config?.isLogoutEnabled ? apiUrl(apiHost, '/api/auth/logout') : null;

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={shellStyles.siteHeader}>
      <div className={shellStyles.siteHeaderInner}>
        <Link to={paths.landing()} className={shellStyles.brand}>
          {/* The mark's letter is drawn by CSS, so the link reads "Tax self-certification", not "TTax…"; an
              institution's logo is decoration beside its name (alt=""), ADR 045. */}
          {brand.logoUrl ? (
            <img className={shellStyles.brandLogo} src={brand.logoUrl} alt="" />
          ) : (
            <span className={shellStyles.brandMark} aria-hidden="true" />
          )}
          {brand === DEFAULT_BRAND ? (
            <span>{t('header.home')}</span>
          ) : (
            <span className={shellStyles.brandText}>
              <span>{brand.institutionName}</span>{' '}
              <span className={shellStyles.brandInstitution}>{t('header.home')}</span>
            </span>
          )}
        </Link>
        <div className={shellStyles.siteHeaderEnd}>
          {/* Its place is kept while the name is decrypted, so the header does not grow under the page. */}
          {signedIn ? (
            <p className={shellStyles.customer}>
              {customerName ? (
                <>
                  <span className="visually-hidden">{t('header.signedInAs')} </span>
                  <span className={shellStyles.customerName}>{customerName}</span>
                  {account ? <span className={shellStyles.customerAccount}>{account.displayName}</span> : null}
                </>
              ) : null}
            </p>
          ) : null}
          <nav aria-label={t('header.navigation')} className={shellStyles.siteNav}>
            {config?.helpLink ? (
              <a href={config.helpLink.url} target="_blank" rel="noreferrer">
                {t(config.helpLink.labelKey)}
              </a>
            ) : null}
            <LanguageSelector />
            {logout ? (
              <a className={shellStyles.siteNavDesktop} href={logout} onClick={removeAllDrafts}>
                {t('header.logout')}
              </a>
            ) : null}
          </nav>
          {signedIn ? (
            <button
              type="button"
              className={shellStyles.menuButton}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className={shellStyles.menuButtonIcon} aria-hidden="true" />
              {t('header.menu')}
            </button>
          ) : null}
        </div>
      </div>
      {signedIn ? (
        <nav id={menuId} className={shellStyles.mobileMenu} hidden={!menuOpen} aria-label={t('header.mobileMenu')}>
          <ul>
            <li>
              <Link to={paths.landing()}>{t('header.menuHome')}</Link>
            </li>
            <li>
              <Link to={paths.formSelection()}>{t('header.menuFormSelection')}</Link>
            </li>
            {logout ? (
              <li>
                <a href={logout} onClick={removeAllDrafts}>
                  {t('header.logout')}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
