import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COOKIES, CONSENT_GIVEN, LONG_LIVED_EXPIRY, readCookie, writeCookie } from '../../lib/session/cookies';
import { paths } from '../../lib/navigation/paths';
import buttons from '../../components/ui/button.module.css';

/** The page's CSS variable holding the banner's height while it shows (0 otherwise). */
const HEIGHT_VARIABLE = '--cookie-banner-height';

/**
 * The cookie banner (app-shell.md §4): closing it sets the consent cookie until 2038-01-01. While it shows,
 * its height is the page's `--cookie-banner-height`, so what sticks to the bottom of the page (the form's
 * action bar) stands above it instead of under it.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => readCookie(COOKIES.consent) !== CONSENT_GIVEN);
  const banner = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!shown || !element) return;
    const publish = () => root.style.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [shown]);
  if (!shown) return null;
  function close() {
    writeCookie(COOKIES.consent, CONSENT_GIVEN, LONG_LIVED_EXPIRY);
    setShown(false);
  }
  return (
    <section ref={banner} className="cookie-banner" aria-label={t('cookieBanner.label')}>
      <p className="cookie-banner__text">
        {t('cookieBanner.text')} <Link to={paths.links('cookies')}>{t('cookieBanner.more')}</Link>
      </p>
      <button type="button" className={buttons.primary} onClick={close}>
        {t('cookieBanner.accept')}
      </button>
    </section>
  );
}
