import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage, useLanguagesQuery } from '../../lib/language';

/** The language selector (app-shell.md §2): shown only when more than one language is offered. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const languages = useLanguagesQuery(true).data?.body ?? [];
  const { change, pending } = useChangeLanguage();
  if (languages.length <= 1) return null;
  return (
    <div className="language-selector">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select id={id} value={i18n.language} disabled={pending} onChange={(event) => void change(event.target.value)}>
        {languages.map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
