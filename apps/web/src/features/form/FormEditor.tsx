import { useQueryClient } from '@tanstack/react-query';
import type { FormResponseSchema, ValidationResult, WorkflowState } from '@taxcert/contracts';
import type { FormDefinition } from '@taxcert/engine';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { queryKeys, useApi } from '../../lib/api';
import { errorBody } from '../../lib/http-errors';
import { useFormLanguageHeaders } from '../../lib/form-locale';
import { useNotifications } from '../../lib/notifications';
import { useUnsavedChangesPrompt } from '../../lib/leave-guard';
import { useCentralRedirect } from '../../lib/use-central-redirect';
import { ActionBar } from './components/ActionBar';
import { ResultsPanel, ResultsPlaceholder } from './components/ResultsPanel';
import { certificationText } from './dialogs/certification-text';
import { useFormAnswers } from './hooks/use-form-answers';
import { useReferenceData } from './hooks/use-reference-data';
import { answersKey, initialAnswers, submittableAnswers } from './logic/answers';
import { buttonRules } from './logic/button-rules';
import { classifyResult } from './logic/results';
import { stageAfterConfirm, stageOnSignAndSubmit, type SubmissionStage } from './logic/submission';
import { formatToday } from './logic/today';
import { FormRenderer } from './renderer/FormRenderer';
import { ReferenceDataContext, TinMatchContext } from './widgets/contexts';

const ConfirmationDialog = lazy(() => import('./dialogs/ConfirmationDialog'));
const CertificationDialog = lazy(() => import('./dialogs/CertificationDialog'));
const SigningDialog = lazy(() => import('./dialogs/SigningDialog'));

type LoadedForm = z.infer<typeof FormResponseSchema>;

/**
 * The form being completed: react-hook-form holds the answers (FormData shape), the engine evaluates
 * them on every change (visibility, disabling, client errors) and hidden answers are cleared. Check
 * validates on the server; Sign and submit runs the submission stages of app-shell.md §4.
 */
export function FormEditor({ def, form, title, revision, previewOnly }: {
  def: FormDefinition;
  form: LoadedForm;
  title: string;
  revision: string;
  previewOnly: boolean;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const redirect = useCentralRedirect();
  const { notify } = useNotifications();

  const [initial] = useState(() => initialAnswers(def, form.data));
  const referenceData = useReferenceData(form.formType);
  const { control, values, evaluation, data: currentData, isEdited, forceEdit, readData } = useFormAnswers(def, initial, referenceData.reference);
  const [result, setResult] = useState<ValidationResult | null>(form.validationResult);
  const [checkedKey, setCheckedKey] = useState(() => answersKey(submittableAnswers(def, initial)));
  const [workflowStage, setWorkflowStage] = useState(form.workflowState.stage);
  const [stage, setStage] = useState<SubmissionStage>('Validating');
  const [checks, setChecks] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const validate = api.forms.validate.useMutation();
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
  });

  // After each Check the results panel opens, scrolls into view and takes focus.
  useEffect(() => {
    if (checks === 0) return;
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    resultsHeadingRef.current?.focus({ preventScroll: true });
  }, [checks]);

  async function onCheck() {
    forceEdit();
    const data = readData();
    try {
      const { body } = await validate.mutateAsync({ params: { formType: form.formType, id: form.formId }, body: data, extraHeaders: languageHeaders });
      setResult(body);
      setCheckedKey(answersKey(data));
      setChecks((n) => n + 1);
    } catch (error) {
      if (redirect(error)) return;
      const body = errorBody(error);
      notify({ code: body?.code ?? 500, message: body?.message ?? t('form.validateError') });
    }
  }

  const successPath = `/forms/${form.formType}/${form.formId}/success`;
  async function finish() {
    await queryClient.invalidateQueries({ queryKey: queryKeys.form(form.formId) });
    await navigate(successPath, { replace: true });
  }

  function onConfirmed(done: boolean) {
    const next = stageAfterConfirm(done);
    if (next === 'Done') void finish();
    else setStage(next);
  }

  function onCertified(state: WorkflowState) {
    setWorkflowStage(state.stage);
    setStage('Signing');
  }

  function scrollToTop() {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    titleRef.current?.focus({ preventScroll: true });
  }

  const cancel = () => setStage('Validating');
  const signatureBlock = values[def.signatureSection] ?? {};
  const capacity = typeof signatureBlock.capacity === 'string' ? signatureBlock.capacity : '';

  return (
    <div className="page page--form">
      <header className="page-header">
        <p className="eyebrow">{revision}</p>
        <h1 ref={titleRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="hint">{t('form.requiredNote')}</p>
      </header>

      <div className="form-layout">
        <aside className="form-layout__aside" ref={resultsRef}>
          {classified ? (
            <ResultsPanel result={classified} stale={dirty} headingRef={resultsHeadingRef} />
          ) : (
            <ResultsPlaceholder />
          )}
        </aside>
        <form className="form-layout__main" noValidate onSubmit={(event) => event.preventDefault()} aria-label={title}>
          <ReferenceDataContext.Provider value={referenceData.widgets}>
            <TinMatchContext.Provider value={tinMatch}>
              <FormRenderer def={def} evaluation={evaluation} answers={values} control={control} isEdited={isEdited} />
            </TinMatchContext.Provider>
          </ReferenceDataContext.Provider>
        </form>
      </div>

      <ActionBar
        rules={rules}
        validating={validate.isPending}
        onCheck={() => void onCheck()}
        onSignAndSubmit={() => setStage(stageOnSignAndSubmit(workflowStage))}
        onScrollTop={scrollToTop}
      />

      <Suspense fallback={null}>
        {stage === 'Confirmation' ? (
          <ConfirmationDialog
            formId={form.formId}
            formType={form.formType}
            answers={currentData}
            previewOnly={previewOnly}
            onCancel={cancel}
            onConfirmed={onConfirmed}
          />
        ) : null}
        {stage === 'Certification' ? (
          <CertificationDialog
            formId={form.formId}
            text={certificationText(form.formType, values, def.signatureSection)}
            onCancel={cancel}
            onCertified={onCertified}
          />
        ) : null}
        {stage === 'Signing' ? (
          <SigningDialog
            formId={form.formId}
            signDate={formatToday(def.dateFormat)}
            defaultCapacity={capacity}
            onCancel={cancel}
            onSubmitted={() => void finish()}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
