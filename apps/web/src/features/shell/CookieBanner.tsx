import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COOKIES, CONSENT_GIVEN, LONG_LIVED_EXPIRY, readCookie, writeCookie } from '../../lib/session/cookies';
import { paths } from '../../lib/navigation/paths';
import buttons from '../../components/ui/button.module.css';
import shellStyles from './shell.module.css';

/** The page's CSS variable holding the banner's height while it shows (0 otherwise). */
const HEIGHT_VARIABLE = '--cookie-banner-height';

/** The consent cookie is read, not watched: only the banner's own button sets it. */
const unwatched = () => () => undefined;
const consentMissing = () => readCookie(COOKIES.consent) !== CONSENT_GIVEN;
/**
 * A page rendered at build time shows the banner (ADR 095): most who land on one have not consented, and a banner that
 * arrived with the app would be the page's largest text painted late (its LCP). Hydrated, it goes where consent was given.
 */
const atBuildTime = () => true;

/**
 * The cookie banner (app-shell.md §4): closing it sets the consent cookie until 2038-01-01. While it shows,
 * its height is the page's `--cookie-banner-height`, so what sticks to the bottom of the page (the form's
 * action bar) stands above it instead of under it.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const wanted = useSyncExternalStore(unwatched, consentMissing, atBuildTime);
  const [closed, setClosed] = useState(false);
  const shown = wanted && !closed;
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
    setClosed(true);
  }
  return (
    <section ref={banner} className={shellStyles.cookieBanner} aria-label={t('cookieBanner.label')}>
      <p className={shellStyles.cookieBannerText}>
        {t('cookieBanner.text')} <Link to={paths.links('cookies')}>{t('cookieBanner.more')}</Link>
      </p>
      <button type="button" className={buttons.primary} onClick={close}>
        {t('cookieBanner.accept')}
      </button>
    </section>
  );
}
