/**
 * The cookies of app-shell.md §9: consent, EULA, login session, the authentication link's resend
 * reference and the locale. Consent and EULA expire 2038-01-01; the others last the browser session.
 * None of them holds an answer: what the customer types stays in memory.
 */
export const COOKIES = {
  consent: 'taxcert_consent',
  eula: 'taxcert_eula',
  loginSession: 'taxcert_login_session',
  resendReference: 'taxcert_resend_reference',
  locale: 'taxcert_locale',
} as const;
export type CookieName = (typeof COOKIES)[keyof typeof COOKIES];

/** Cookie values of an accepted EULA and a given consent. */
export const EULA_ACCEPTED = 'accepted';
export const CONSENT_GIVEN = 'yes';

/** Expiry of the consent and EULA cookies. */
export const LONG_LIVED_EXPIRY = new Date(Date.UTC(2038, 0, 1));

export function readCookie(name: CookieName, doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: CookieName, value: string, expires?: Date, doc: Document = document): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (expires) parts.push(`expires=${expires.toUTCString()}`);
  if (doc.location?.protocol === 'https:') parts.push('Secure');
  doc.cookie = parts.join('; ');
}

export function deleteCookie(name: CookieName, doc: Document = document): void {
  doc.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
}
