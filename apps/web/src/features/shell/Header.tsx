import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiUrl, useRuntimeConfig } from '../../lib/runtime-config';
import { useSelectedAccount } from '../../lib/selected-account';
import { useCustomerName, useOnlineConfig } from '../../lib/session';

/** Home link, the customer with the selected account, help and logout (app-shell.md §2 "Header"). */
export function Header() {
  const { t } = useTranslation();
  const config = useOnlineConfig();
  const { apiHost } = useRuntimeConfig();
  const customerName = useCustomerName();
  const { account } = useSelectedAccount();
  const signedIn = Boolean(config?.customer);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">T</span>
          <span className="brand__name">{t('header.home')}</span>
        </Link>
        <div className="site-header__end">
          {signedIn && customerName ? (
            <p className="customer">
              <span className="visually-hidden">{t('header.signedInAs')} </span>
              <span className="customer__name">{customerName}</span>
              {account ? <span className="customer__account">{account.displayName}</span> : null}
            </p>
          ) : null}
          <nav aria-label={t('header.navigation')} className="site-nav">
            {config?.helpLink ? (
              <a href={config.helpLink.url} target="_blank" rel="noreferrer">
                {t(config.helpLink.labelKey)}
              </a>
            ) : null}
            {signedIn && config?.isLogoutEnabled ? <a href={apiUrl(apiHost, '/api/auth/logout')}>{t('header.logout')}</a> : null}
          </nav>
        </div>
      </div>
    </header>
  );
}
