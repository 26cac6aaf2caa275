import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import { deferred, useDeferred } from '../../lib/api/deferred';
import { useChangeLanguage, useLanguagesQuery } from '../../lib/i18n/language';
import { paths } from '../../lib/navigation/paths';
import shellStyles from './shell.module.css';

const formLanguages = deferred(() => import('./form-languages'));

/**
 * Starts loading what the selector needs on a form's or a group's page, beside that page's own chunk (the start-up's
 * preload, app/router.tsx), so that it is there when the header first renders there.
 */
export function preloadFormLanguages(): void {
  formLanguages.load().catch(() => undefined);
}

/** The form type or group type of the page, when it shows a form or a group. */
function useSubjectType(): string | null {
  const form = useMatch(paths.form.pattern);
  const group = useMatch(paths.formGroup.pattern);
  return form?.params.formType ?? group?.params.groupType ?? null;
}

/**
 * The language selector (app-shell.md §2): shown only when more than one language is offered. On a form's
 * page, each other language the form does not exist in says so in its option (ADR 006: the form itself stays
 * in English), so the customer knows before choosing.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const languages = useLanguagesQuery(true).data?.body ?? [];
  const { change, pending } = useChangeLanguage();
  const subject = useSubjectType();
  // Until it has arrived (or while its chunk cannot be had), each option shows the language's plain name.
  const shownInsteadOf = useDeferred(formLanguages, subject !== null)?.shownInsteadOf;
  if (languages.length <= 1) return null;
  // A form that does not exist in a language shows in English (formLocale). The language in use keeps its
  // plain name (the closed selector shows it; the form's own notice says it is in English).
  const staysEnglish = (locale: string) =>
    locale !== i18n.language && subject !== null && shownInsteadOf?.(subject, locale) === 'en';
  return (
    <div className={shellStyles.languageSelector}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select id={id} value={i18n.language} disabled={pending} onChange={(event) => void change(event.target.value)}>
        {languages.map((language) => (
          <option
            key={language.locale}
            value={language.locale}
            lang={staysEnglish(language.locale) ? undefined : language.locale}
          >
            {staysEnglish(language.locale)
              ? t('header.languageFormInEnglish', { language: language.name })
              : language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
