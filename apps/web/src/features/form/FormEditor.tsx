import type { FormResponseSchema, ValidationResult } from '@taxcert/contracts';
import type { FormDefinition } from '@taxcert/engine';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApi } from '../../lib/api';
import { useOnlineConfig } from '../../lib/session';
import { describeFailure } from '../../lib/http-errors';
import { FormLanguageNotice } from '../../lib/form-language';
import { useFormLanguageHeaders } from '../../lib/form-locale';
import { useNotifications } from '../../lib/notifications';
import { useUnsavedChangesPrompt } from '../../lib/leave-guard';
import { useCentralRedirect } from '../../lib/use-central-redirect';
import { ActionBar } from './components/ActionBar';
import { ResultsPanel, ResultsPlaceholder } from './components/ResultsPanel';
import { certificationText } from './dialogs/certification-text';
import { SubmissionDialogs } from './dialogs/SubmissionDialogs';
import { useSubmission } from './dialogs/use-submission';
import { affidavitRequest, signerCapacity } from './logic/affidavit';
import { focusFirstInvalid, supportsQuestionnaire } from './logic/first-invalid';
import { useFormAnswers } from './hooks/use-form-answers';
import { useReferenceData } from './hooks/use-reference-data';
import { answersKey, initialAnswers, submittableAnswers } from './logic/answers';
import { buttonRules } from './logic/button-rules';
import { classifyResult } from './logic/results';
import { needsRevert } from './logic/submission';
import { useDisplayMode } from './renderer/display-mode';
import { FormRenderer } from './renderer/FormRenderer';
import { ResultsColumn } from './renderer/ResultsColumn';
import { ReferenceDataContext, TinMatchContext } from './widgets/contexts';
import { SupportingDocsSection } from '../supporting-docs/SupportingDocsSection';
import { useResultsFocus } from './hooks/use-results-focus';

type LoadedForm = z.infer<typeof FormResponseSchema>;

/**
 * The form being completed: react-hook-form holds the answers (FormData shape), the engine evaluates
 * them on every change (visibility, disabling, client errors) and hidden answers are cleared. Check
 * validates on the server; Sign and submit runs the submission stages of app-shell.md §4.
 */
export function FormEditor({ def, form, carried, title, revision, previewOnly }: {
  def: FormDefinition;
  form: LoadedForm;
  /** The saved answers with those carried from the pre-qualifying questionnaire laid over: unsaved, so dirty. */
  carried?: LoadedForm['data'] | undefined;
  title: string;
  revision: string;
  previewOnly: boolean;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const config = useOnlineConfig();
  const redirect = useCentralRedirect();
  const { notify } = useNotifications();
  const displayMode = useDisplayMode();

  const [initial] = useState(() => initialAnswers(def, carried ?? form.data));
  const referenceData = useReferenceData(form.formType);
  const { control, values, evaluation, data: currentData, isEdited, forceEdit, readData } = useFormAnswers(def, initial, referenceData.reference);
  const [result, setResult] = useState<ValidationResult | null>(form.validationResult);
  // What the server holds; carried answers differ from it until the first Check saves them.
  const [checkedKey, setCheckedKey] = useState(() => answersKey(submittableAnswers(def, initialAnswers(def, form.data))));
  const [workflowStage, setWorkflowStage] = useState(form.workflowState.stage);
  const submission = useSubmission({ formType: form.formType, formId: form.formId, previewOnly, workflowStage, onWorkflowStage: setWorkflowStage });
  const questionnaireSupported = supportsQuestionnaire(config?.formDisplayMode);
  const [checks, setChecks] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const validate = api.forms.validate.useMutation();
  const revert = api.forms.revert.useMutation();
  const languageHeaders = useFormLanguageHeaders(form.formType);
  const classified = useMemo(() => (result ? classifyResult(result) : null), [result]);
  const dirty = answersKey(currentData) !== checkedKey;
  // The IRS TIN match of the last Check, shown at the TIN only while the answers are the ones checked.
  const tinMatch = useMemo(() => ({ tinMatched: dirty ? undefined : result?.tinMatched, field: 'usTin.tin' }), [dirty, result]);
  // Leaving with unchecked changes asks 'Are you sure you want to leave this page?' (app-shell.md §2).
  useUnsavedChangesPrompt(dirty);
  const rules = buttonRules({
    hasResult: result !== null,
    rejectionCount: classified?.rejections.length ?? 0,
    dirty,
    validating: validate.isPending,
    loading: false,
    stage: workflowStage,
    questionnaireSupported,
  });

  // After each Check the results panel opens, scrolls into view and takes focus.
  const { resultsRef, resultsHeadingRef } = useResultsFocus(checks);

  async function onCheck() {
    forceEdit();
    const data = readData();
    try {
      const { body } = await validate.mutateAsync({ params: { formType: form.formType, id: form.formId }, body: data, extraHeaders: languageHeaders });
      setResult(body);
      // Changed answers of a confirmed or certified form are reviewed and certified again (PUT revert).
      if (needsRevert(workflowStage, answersKey(data) !== checkedKey)) {
        setWorkflowStage((await revert.mutateAsync({ params: { id: form.formId } })).body.stage);
      }
      setCheckedKey(answersKey(data));
      setChecks((n) => n + 1);
    } catch (error) {
      if (redirect(error)) return;
      // §8: the body's {code, message}; a missing body → 500 'Something's not quite right…'; network → 502.
      notify(describeFailure(error, t));
    }
  }

  /** Sign and submit; with the guided questionnaire it first shows every error and stops at the first. */
  function onSignAndSubmit() {
    if (questionnaireSupported) {
      forceEdit();
      if (!evaluation.valid) {
        requestAnimationFrame(() => focusFirstInvalid(evaluation));
        return;
      }
    }
    submission.start();
  }

  function scrollToTop() {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    titleRef.current?.focus({ preventScroll: true });
  }

  return (
    <div className="page page--form">
      <header className="page-header">
        <p className="eyebrow">{revision}</p>
        <h1 ref={titleRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="hint">{t('form.requiredNote')}</p>
        <FormLanguageNotice />
      </header>

      <div className={`form-layout form-layout--${displayMode.toLowerCase()}`}>
        <aside className="form-layout__aside" ref={resultsRef}>
          <ResultsColumn mode={displayMode} hasResult={classified !== null} checks={checks}>
            {classified ? (
              <ResultsPanel result={classified} stale={dirty} headingRef={resultsHeadingRef} />
            ) : (
              <ResultsPlaceholder />
            )}
          </ResultsColumn>
        </aside>
        <form className="form-layout__main" noValidate onSubmit={(event) => event.preventDefault()} aria-label={title}>
          <ReferenceDataContext.Provider value={referenceData.widgets}>
            <TinMatchContext.Provider value={tinMatch}>
              <FormRenderer mode={displayMode} def={def} evaluation={evaluation} answers={values} control={control} isEdited={isEdited} />
            </TinMatchContext.Provider>
          </ReferenceDataContext.Provider>
        </form>
      </div>

      <SupportingDocsSection formId={form.formId} />

      <ActionBar
        rules={rules}
        validating={validate.isPending}
        onCheck={() => void onCheck()}
        onSignAndSubmit={onSignAndSubmit}
        onScrollTop={scrollToTop}
      />

      <SubmissionDialogs
        submission={submission}
        formId={form.formId}
        formType={form.formType}
        answers={currentData}
        previewOnly={previewOnly}
        certification={certificationText(form.formType, values, def.signatureSection)}
        signer={{ capacity: signerCapacity(values[def.signatureSection]), affidavit: affidavitRequest(form.formType, title, revision, values[def.signatureSection]) }}
      />
    </div>
  );
}
