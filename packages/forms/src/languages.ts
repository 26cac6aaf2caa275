import { catalogueEntry, formGroupCatalogue, isFormGroup } from './catalogue';

/**
 * The locale to send with a form type's calls: the chosen one when the form's content exists in it (its
 * catalogue entry's languages), else English; English for an unknown type.
 */
export function formLocale(formType: string, locale: string): string {
  return (catalogueEntry(formType)?.languages as readonly string[] | undefined)?.includes(locale) ? locale : 'en';
}

/**
 * The language a form — or some form of a group — shows in instead of `locale` (ADR 006): English when the
 * form's content does not exist in `locale`, else null. For the language selector to say so before a choice.
 */
export function shownInsteadOf(type: string, locale: string): string | null {
  const types: readonly string[] = isFormGroup(type) ? formGroupCatalogue[type] : [type];
  return types.some((member) => formLocale(member, locale) !== locale) ? 'en' : null;
}
