import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COOKIES, CONSENT_GIVEN, LONG_LIVED_EXPIRY, readCookie, writeCookie } from '../../lib/cookies';
import { paths } from '../../lib/paths';

/** The cookie banner (app-shell.md §4): closing it sets the consent cookie until 2038-01-01. */
export function CookieBanner() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => readCookie(COOKIES.consent) !== CONSENT_GIVEN);
  if (!shown) return null;
  function close() {
    writeCookie(COOKIES.consent, CONSENT_GIVEN, LONG_LIVED_EXPIRY);
    setShown(false);
  }
  return (
    <section className="cookie-banner" aria-label={t('cookieBanner.label')}>
      <p className="cookie-banner__text">
        {t('cookieBanner.text')} <Link to={paths.links('cookies')}>{t('cookieBanner.more')}</Link>
      </p>
      <button type="button" className="button button--primary" onClick={close}>
        {t('cookieBanner.accept')}
      </button>
    </section>
  );
}
