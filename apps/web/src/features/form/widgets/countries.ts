/**
 * The ISO 3166-1 alpha-2 codes offered by the country widget for now, the US first. The names come from
 * the browser (Intl.DisplayNames) in the interface language. The full jurisdiction list from
 * GET /api/config/jurisdictions is a later issue.
 */
export const countryCodes = [
  'US', 'AR', 'AU', 'AT', 'BE', 'BR', 'CA', 'CN', 'DK', 'FI', 'FR', 'DE', 'GR', 'HK', 'IN', 'IE', 'IL', 'IT',
  'JP', 'LU', 'MX', 'NL', 'NZ', 'NO', 'PL', 'PT', 'SG', 'ZA', 'KR', 'ES', 'SE', 'CH', 'TW', 'AE', 'GB',
] as const;

/** [code, name] pairs: the US first, the rest by name in the given locale. */
export function countryOptions(locale: string): [string, string][] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const named = countryCodes.map((code): [string, string] => [code, names?.of(code) ?? code]);
  const [first, ...rest] = named;
  const collator = new Intl.Collator(locale);
  return [...(first ? [first] : []), ...rest.sort((a, b) => collator.compare(a[1], b[1]))];
}
