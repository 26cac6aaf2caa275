import type { FormFamily } from '@taxcert/engine';

export type DateFormat = 'MM-dd-yyyy' | 'dd-MM-yyyy';

/** The sign dialog's date formats (app-shell.md §5). */
export type SignDateFormat = 'MM-dd-yyyy' | 'dd-MM-yyyy' | 'yyyy-MM-dd';

/** The interface languages (app-shell.md §7). */
export type Locale = 'en' | 'de' | 'es' | 'fr' | 'it' | 'nl' | 'pl' | 'zh' | 'zh-hant';

/** What the form types of a family share unless a type says otherwise (see the catalogue). */
export interface FamilyDefaults {
  /** questionnaire-and-forms.md §9: MM-dd-yyyy for W forms; dd-MM-yyyy for CRS and rc forms (FATCA CRS taken as CRS). */
  dateFormat: DateFormat;
  /** App-shell.md §5: MM-dd-yyyy for W-8 and W-9, dd-MM-yyyy for CRS (and FATCA CRS), yyyy-MM-dd for rc518 and rc519. */
  signDateFormat: SignDateFormat;
  /** App-shell.md §4 "Authentication": CRS and FATCA CRS forms are signed without the e-signature PIN. */
  esignPin: boolean;
  /**
   * The spec says form and validate calls use English when the form type does not support the chosen
   * language, without listing which do; our assumption (to confirm with the institution): IRS forms are
   * English only (the IRS publishes them in English), CRS and FATCA/CRS self-certifications in every
   * interface language, the CRA's RC518/RC519 in Canada's official languages.
   */
  languages: readonly Locale[];
  /** Where the languages come from: the publisher's own word where the reference gives it, else our assumption. */
  languagesSource: string;
}

const everyLanguage: readonly Locale[] = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'zh', 'zh-hant'];

export const familyDefaults: Readonly<Record<FormFamily, FamilyDefaults>> = {
  W: {
    dateFormat: 'MM-dd-yyyy',
    signDateFormat: 'MM-dd-yyyy',
    esignPin: true,
    languages: ['en'],
    // The IRS's Spanish W-9, Form W-9(SP), is a form of its own that the catalogue does not list.
    languagesSource:
      'The IRS publishes Forms W-9, W-8BEN, W-8BEN-E, W-8IMY, W-8ECI and W-8EXP in English (ours, unconfirmed against irs.gov: the reference names only the English revisions).',
  },
  CRS: {
    dateFormat: 'dd-MM-yyyy',
    signDateFormat: 'dd-MM-yyyy',
    esignPin: false,
    languages: everyLanguage,
    languagesSource:
      'The OECD fixes the data elements, not a form: each jurisdiction and institution writes its self-certification in its own languages (reference crs.md, its closing correction). ASSUMPTION (ours, to confirm with the institution): it offers its CRS self-certifications in every interface language.',
  },
  'FATCA CRS': {
    dateFormat: 'dd-MM-yyyy',
    signDateFormat: 'dd-MM-yyyy',
    esignPin: false,
    languages: everyLanguage,
    languagesSource:
      "An institution's own combined form, as the CRS self-certifications (ASSUMPTION, ours: offered in every interface language).",
  },
  RC: {
    dateFormat: 'dd-MM-yyyy',
    signDateFormat: 'yyyy-MM-dd',
    esignPin: true,
    languages: ['en', 'fr'],
    languagesSource:
      'The CRA publishes RC518 and RC519 in English and French (reference canada-rc518-rc519.md names the French RC518).',
  },
};
