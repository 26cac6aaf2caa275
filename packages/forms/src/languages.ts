import { catalogueEntry } from './catalogue';

/**
 * The locale to send with a form type's calls: the chosen one when the form's content exists in it (its
 * catalogue entry's languages), else English; English for an unknown type.
 */
export function formLocale(formType: string, locale: string): string {
  return (catalogueEntry(formType)?.languages as readonly string[] | undefined)?.includes(locale) ? locale : 'en';
}
