import type { FormFamily } from '@taxcert/engine';
import { formCatalogue, isCatalogued } from './catalogue';

type Locale = 'en' | 'de' | 'es' | 'fr' | 'it' | 'nl' | 'pl' | 'zh' | 'zh-hant';

/**
 * The interface languages a form type's content exists in. The spec says form and validate calls use
 * English when the form type does not support the chosen language, without listing which do; our
 * assumption (to confirm with the institution): IRS forms are English only (the IRS publishes them in
 * English), CRS and FATCA/CRS self-certifications in every interface language, the CRA's RC518/RC519 in
 * Canada's official languages.
 */
const languagesByFamily: Record<FormFamily, readonly Locale[]> = {
  W: ['en'],
  CRS: ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant'],
  'FATCA CRS': ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant'],
  RC: ['en', 'fr'],
};

/** The locale to send with a form type's calls: the chosen one when the form supports it, else English. */
export function formLocale(formType: string, locale: string): string {
  if (!isCatalogued(formType)) return 'en';
  return (languagesByFamily[formCatalogue[formType].family] as readonly string[]).includes(locale) ? locale : 'en';
}
