import { clearHidden, type Answers, type FormDefinition, type ReferenceData } from '@taxcert/engine';
import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ownCatalogue } from './catalogues';
import staticData from '../../../../fixtures/reference/static-data.json';
import type { DisplayMode } from '../questionnaire/renderer/display-mode';
import { FormRenderer } from '../questionnaire/renderer/FormRenderer';
import { PrefilledContext, type PrefilledAnswers } from '../questionnaire/renderer/prefill-mark';
import { useFormAnswers } from '../questionnaire/use-form-answers';
import {
  QuestionnaireUploaderContext,
  ReferenceDataContext,
  type JurisdictionsData,
  type QuestionnaireUploader,
} from '../questionnaire/widgets/contexts';

/** The simulator's reference data (fixtures/reference), as the form screen passes it to the engine and the widgets. */
export const referenceData = staticData as unknown as ReferenceData;
const jurisdictions: JurisdictionsData = {
  jurisdictions: referenceData.jurisdictions ?? [],
  usTaxTreatyCountries: referenceData.usTaxTreatyCountries ?? [],
  annexIICountries: referenceData.annexIICountries ?? [],
};

/** The day the tests' date rules read (a fixed working day: no test depends on the date). */
export const FORM_TODAY = new Date('2024-06-15T12:00:00Z');

const catalogues = {
  // Every file of the locale's folder, as the simulator serves it (a form's lines have catalogue files of their own).
  en: ownCatalogue('en'),
  fr: ownCatalogue('fr'),
};

/**
 * An i18next instance with the catalogues a form screen reads (flat keys, as the app configures them): English,
 * or French for a form that exists in French (the CRA's RC518/RC519, the CRS forms).
 */
export async function formI18n(locale: keyof typeof catalogues = 'en'): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: catalogues[locale] } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

type FormAnswers = ReturnType<typeof useFormAnswers>;

/**
 * Renders a real form definition as the form screen does (FormRenderer over useFormAnswers, with the
 * reference data), without the screen's calls. `answers` are settled first (hidden answers cleared).
 * `options.uploader` stands in for the form screen's questionnaire uploader (the upload widget's calls);
 * `options.prefilled` for the answers the form screen says came from the customer's record (MemberForm).
 * `form()` is the hook's latest state (answers, evaluation, forceEdit…); `setMode` switches the layout
 * keeping the answers, as a resize to or from phone width does.
 */
export function renderForm(
  i18n: I18n,
  def: FormDefinition,
  answers: Answers,
  mode: DisplayMode,
  options: { uploader?: QuestionnaireUploader; prefilled?: PrefilledAnswers } = {},
) {
  let latest: FormAnswers | undefined;
  function Harness({ layout }: { layout: DisplayMode }) {
    const form = useFormAnswers(def, initial, referenceData);
    latest = form;
    return (
      <FormRenderer
        mode={layout}
        def={def}
        evaluation={form.evaluation}
        answers={form.settled}
        control={form.control}
        isEdited={form.isEdited}
      />
    );
  }
  const initial = clearHidden(def, answers, { reference: referenceData, today: FORM_TODAY });
  const harness = (layout: DisplayMode) =>
    options.uploader ? (
      <QuestionnaireUploaderContext.Provider value={options.uploader}>
        <Harness layout={layout} />
      </QuestionnaireUploaderContext.Provider>
    ) : (
      <Harness layout={layout} />
    );
  const tree = (layout: DisplayMode) => (
    <I18nextProvider i18n={i18n}>
      <PrefilledContext.Provider value={options.prefilled ?? null}>
        <ReferenceDataContext.Provider value={{ jurisdictions }}>{harness(layout)}</ReferenceDataContext.Provider>
      </PrefilledContext.Provider>
    </I18nextProvider>
  );
  const result = render(tree(mode));
  return {
    ...result,
    form: (): FormAnswers => {
      if (!latest) throw new Error('The form has not rendered');
      return latest;
    },
    setMode: (layout: DisplayMode) => result.rerender(tree(layout)),
  };
}
