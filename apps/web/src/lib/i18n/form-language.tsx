import { useQuery } from '@tanstack/react-query';
import { formLocale } from '@taxcert/forms';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useApi } from '../api/api';
import { catalogueQuery } from './language';
import infoNotice from '../../components/ui/info-notice.module.css';

/** What the notice says, in the interface language, that language and its translate function. */
type Say = (key: string, options?: Record<string, unknown>) => string;
const NoticeContext = createContext<{ text: string; lang: string; t: Say } | null>(null);

/**
 * A form's content in the language its calls use (app-shell.md §7: "form and validate calls use English if
 * the form type is not a supported language"). When the interface language is one the form type does not
 * exist in — an IRS form in German — its questions, messages, certification and dialogs show in English: the
 * language the server checks it in and prints its PDF in, so what the customer reads and certifies is what
 * is printed. The page around it keeps the interface language; the content carries its own `lang`
 * (WCAG 3.1.2) and `FormLanguageNotice` says why. Until the catalogue is there (or if it cannot load) the
 * content shows in the interface language.
 */
export function FormLanguage({ formType, children }: { formType: string; children: ReactNode }) {
  const { i18n, t } = useTranslation();
  const api = useApi();
  const locale = formLocale(formType, i18n.language);
  const differs = locale !== i18n.language;
  const catalogue = useQuery({ ...catalogueQuery(api, locale), enabled: differs });
  // A clone on its own copy of the store, holding the form language's catalogue: the app's instance is untouched.
  const instance = useMemo(() => {
    if (!differs || !catalogue.data) return null;
    const clone = i18n.cloneInstance({ lng: catalogue.data.locale, forkResourceStore: true });
    clone.addResourceBundle(catalogue.data.locale, 'translation', catalogue.data.messages, true, true);
    return clone;
  }, [differs, catalogue.data, i18n]);
  const notice = useMemo(
    () => ({
      text: t('form.englishOnly'),
      lang: i18n.language,
      t: (key: string, options?: Record<string, unknown>) => t(key, options),
    }),
    [t, i18n.language],
  );

  // One tree shape whatever the language, so that switching it never remounts the form (and loses answers):
  // the interface language until the form's catalogue is there.
  const active = instance ?? i18n;
  return (
    <NoticeContext.Provider value={instance ? notice : null}>
      <I18nextProvider i18n={active}>
        <div lang={instance ? locale : i18n.language} className={infoNotice.formLanguage}>
          {children}
        </div>
      </I18nextProvider>
    </NoticeContext.Provider>
  );
}

/**
 * Inside `FormLanguage` showing a form in another language than the interface: the interface's language and
 * texts (for an explanation beside the form's official text, ADR 006); null when the form shows in it.
 */
export function useInterfaceLanguage(): { lang: string; t: Say } | null {
  const notice = useContext(NoticeContext);
  return notice ? { lang: notice.lang, t: notice.t } : null;
}

/** Inside `FormLanguage` showing a form in another language than the interface: says so, in the interface's. */
export function FormLanguageNotice() {
  const notice = useContext(NoticeContext);
  if (!notice) return null;
  return (
    <p className={`${infoNotice.infoNotice} ${infoNotice.infoNoticeFormLanguage}`} lang={notice.lang}>
      {notice.text}
    </p>
  );
}
