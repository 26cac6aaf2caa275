import { formLocale } from '@taxcert/forms';
import { useTranslation } from 'react-i18next';

/**
 * The Accept-Language of a form type's calls (app-shell.md §7): the interface language when the form
 * type exists in it, else English — so texts from the server (rejections, PDFs) match the form.
 */
export function useFormLanguageHeaders(formType: string): { 'accept-language': string } {
  const { i18n } = useTranslation();
  return { 'accept-language': formLocale(formType, i18n.language) };
}
