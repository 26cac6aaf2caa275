import type { FormData, ValidationItem } from '@taxcert/contracts';
import { evaluateForm, type ReferenceData } from '@taxcert/engine';
import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { answersKey, initialAnswers, submittableAnswers } from '../../../questionnaire/answers';
import { useDisplayMode } from '../../../questionnaire/renderer/display-mode';
import { ResultsColumn } from '../../../questionnaire/renderer/ResultsColumn';
import { FormLanguage, FormLanguageNotice } from '../../../lib/i18n/form-language';
import { useUnsavedChangesPrompt } from '../../../lib/navigation/leave-guard';
import { useOnlineConfig } from '../../../lib/session/session';
import { useSubjectCalls } from '../api/calls';
import type { SubjectRef } from '../api/subject';
import { ActionBar } from '../components/ActionBar';
import { ResultsPanel, ResultsPlaceholder } from '../components/ResultsPanel';
import { SubmissionDialogs } from '../dialogs/SubmissionDialogs';
import { useSubmission } from '../dialogs/use-submission';
import { useResultsFocus } from '../hooks/use-results-focus';
import { buttonRules } from '../logic/button-rules';
import { firstInvalidDomIds, supportsQuestionnaire } from '../logic/first-invalid';
import { fieldLabel, findingOffer, firstProblem } from '../logic/findings';
import { classifyMembers, ruleFacts, type Member } from '../logic/members';
import { SupportingDocsSection } from '../supporting-docs/SupportingDocsSection';
import { QuestionnaireUploads } from '../supporting-docs/QuestionnaireUploads';
import { wordingFor } from '../texts';
import { createAnswersStore } from './answers-store';
import { FormTabs } from './FormTabs';
import { MemberForm, type MemberHandle } from './MemberForm';
import { NotForNote } from '../components/NotForNote';
import type { Sharing } from './SharedAnswers';
import { useCheck } from './use-check';
import { DraftNotice } from './DraftNotice';
import { draftOwner, restoreDraft, useDraftKeeping } from './use-draft';
import { useFieldFocus } from './use-field-focus';
import formStyles from '../form.module.css';

const NO_REFERENCE: Readonly<Record<string, ReferenceData>> = {};

/**
 * What is being submitted — one form, or a group whose forms show as tabs — being completed: each form keeps
 * its own answers (MemberForm); Check validates every form; Sign and submit runs the stages of app-shell.md §4
 * once for all of them (one confirmation with each form's preview, one certification, the e-signature PIN
 * when §4 asks for it, one signature) and ends on the success page. The supporting documents belong to the
 * form or the group.
 */
export function FormEditor({
  subject,
  members,
  reference = NO_REFERENCE,
  stage,
  titleRef,
  title,
}: {
  subject: SubjectRef;
  members: Member[];
  /**
   * Each form's reference data as it opens (useInitialReference): its saved answers are settled with it. The form
   * screen always passes it; without it (a test of forms that read none) the forms open without reference data.
   */
  reference?: Readonly<Record<string, ReferenceData>>;
  /** The workflow stage as loaded. */
  stage: number;
  /** The page's heading (FormPage, around the editor): "back to the top" puts focus on it. */
  titleRef?: RefObject<HTMLHeadingElement | null>;
  /** The page's titles (FormPage): a form's title is a group's tab and the dialogs' name for it. */
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const config = useOnlineConfig();
  const displayMode = useDisplayMode();
  const calls = useSubjectCalls(subject);
  const previewOnly = config?.previewOnlyMode ?? false;
  const questionnaireSupported = supportsQuestionnaire(config?.formDisplayMode);
  const alone = members.length === 1;
  const wording = wordingFor(members.length);

  // What the server holds, and what the page calls saved, are the saved answers settled with the form's reference
  // data, as a Check sends them: a saved answer only the reference data shows (the W-8BEN-E's limitation on
  // benefits) is neither dropped nor taken for a change.
  const owner = draftOwner(config?.customer?.customerId, subject);
  const [server] = useState(() =>
    Object.fromEntries(
      members.map((m) => [m.formType, initialAnswers(m.def, m.form.data, undefined, reference[m.formType])]),
    ),
  );
  const [saved] = useState(() =>
    Object.fromEntries(
      members.map((m) => [
        m.formType,
        submittableAnswers(m.def, server[m.formType] ?? {}, undefined, reference[m.formType]),
      ]),
    ),
  );
  const [savedKeys] = useState(() =>
    Object.fromEntries(Object.entries(saved).map(([formType, data]) => [formType, answersKey(data)])),
  );
  // What the form opens with: the answers this browser kept since the last Check, if any (ADR 047).
  const [restored] = useState(() => restoreDraft(owner, members, saved, savedKeys, Date.now()));
  const [initial] = useState(() =>
    Object.fromEntries(
      members.map((m) => {
        const kept = restored?.forms[m.formType];
        return [
          m.formType,
          kept ? initialAnswers(m.def, kept, undefined, reference[m.formType]) : (server[m.formType] ?? {}),
        ];
      }),
    ),
  );
  // Each form's answers now, outside React state: a keystroke re-renders its row, not this page (ADR 027).
  const [answers] = useState(() => createAnswersStore(saved));
  const [workflowStage, setWorkflowStage] = useState(stage);
  const [active, setActive] = useState(members[0]?.formType ?? '');
  const handles = useRef(new Map<string, MemberHandle>());
  const goToField = useFieldFocus(active, setActive);
  const formTypes = useMemo(() => members.map((m) => m.formType), [members]);
  const submission = useSubmission({
    subject,
    formTypes,
    previewOnly,
    workflowStage,
    onWorkflowStage: setWorkflowStage,
  });
  const check = useCheck({
    calls,
    language: i18n.language,
    members,
    handles,
    answers,
    savedKeys,
    workflowStage,
    onWorkflowStage: setWorkflowStage,
  });

  useDraftKeeping({
    owner,
    subject,
    members,
    answers,
    checkedKeys: check.checkedKeys,
    server: check.checkedData,
  });

  const onData = useCallback((formType: string, next: FormData) => answers.set(formType, next), [answers]);
  const facts = ruleFacts(members, check.results, check.dirtyForms);
  const rules = buttonRules({
    ...facts,
    validating: check.validating,
    loading: false,
    stage: workflowStage,
    questionnaireSupported,
  });
  const classified = useMemo(() => classifyMembers(members, check.results), [members, check.results]);
  const titleOf = useCallback((m: Member) => (m.titleIsKey ? t(m.title) : m.title), [t]);
  // A group's forms show the answers they share from each other (ADR 029).
  const sharing = useMemo<Sharing | undefined>(
    () =>
      alone
        ? undefined
        : {
            groupType: subject.type,
            members,
            answers,
            goTo: goToField,
            titleOf: (formType) => titleOf(members.find((m) => m.formType === formType) ?? members[0]!),
          },
    [alone, subject.type, members, answers, goToField, titleOf],
  );
  // Leaving with unchecked changes asks 'Are you sure you want to leave this page?' (app-shell.md §2).
  useUnsavedChangesPrompt(facts.dirty);
  // After each Check the results panel opens; focus goes to the first problem's field (its form's tab opened
  // first), else — nothing to fix, or no field to go to — to the results' heading, scrolled into view.
  const { resultsRef, resultsHeadingRef } = useResultsFocus(check.checks, () => {
    const problem = firstProblem(
      classifyMembers(members, check.results).map(({ member, result }) => ({ formType: member.formType, result })),
    );
    if (!problem?.domId) return false;
    goToField(problem.formType, [problem.domId]);
    return true;
  });

  /** Sign and submit; with the guided questionnaire it first shows every error and stops at the first. */
  function onSignAndSubmit() {
    if (questionnaireSupported) {
      for (const handle of handles.current.values()) handle.forceEdit();
      const invalid = members.find((m) => handles.current.get(m.formType)?.evaluation().valid === false);
      const evaluation = invalid ? handles.current.get(invalid.formType)?.evaluation() : undefined;
      if (invalid && evaluation) return goToField(invalid.formType, firstInvalidDomIds(evaluation));
    }
    submission.start();
  }

  /** The engine's view of a form's answers as its MemberForm holds them (the review shows what it shows). */
  function evaluationOf(m: Member) {
    return handles.current.get(m.formType)?.evaluation() ?? evaluateForm(m.def, answers.get(m.formType));
  }

  function scrollToTop() {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    titleRef?.current?.focus({ preventScroll: true });
  }

  const tabs = members.map((m) => ({
    formType: m.formType,
    title: titleOf(m),
    revision: m.revision,
    rejections: classified.find((c) => c.member === m)?.result.rejections.length,
  }));
  return (
    // Each form's content — its questions, and its own text in the dialogs — shows in the form's language; the page
    // around it (title, results, documents, action bar, the dialogs' frame) in the interface's (ADR 006).
    <>
      {/* Between the page's header (FormPage, the form screen's) and the form. */}
      {restored ? <DraftNotice restored={restored} members={members} /> : null}

      <div
        className={
          displayMode === 'Irs' ? `${formStyles.formLayout} ${formStyles.formLayoutIrs}` : formStyles.formLayout
        }
      >
        <aside className={formStyles.formLayoutAside} ref={resultsRef}>
          <ResultsColumn mode={displayMode} hasResult={classified.length > 0} checks={check.checks}>
            {classified.length > 0 ? (
              <ResultsPanel
                forms={classified.map(({ member, result }) => ({
                  formType: member.formType,
                  title: titleOf(member),
                  result,
                  labelOf: (field: string) => fieldLabel(member.def, field, t),
                  offerOf: (item: ValidationItem) => findingOffer(member.def, item, member.form.accountId),
                }))}
                stale={facts.dirty}
                noRejectionsKey={wording.noRejections}
                readFirstKey={wording.readFirst}
                headingRef={resultsHeadingRef}
                onGoTo={(formType, domId) => goToField(formType, [domId])}
              />
            ) : (
              <ResultsPlaceholder />
            )}
          </ResultsColumn>
        </aside>
        <div className={formStyles.formLayoutMain}>
          {alone ? null : <FormTabs tabs={tabs} active={active} onSelect={setActive} />}
          <QuestionnaireUploads subject={subject}>
            {members.map((m) => (
              <FormLanguage key={m.formType} formType={m.formType}>
                {alone ? <FormLanguageNotice /> : null}
                {alone || m.formType === active ? <NotForNote def={m.def} accountId={m.form.accountId} /> : null}
                <MemberForm {...memberProps(m)} />
              </FormLanguage>
            ))}
          </QuestionnaireUploads>
        </div>
      </div>

      <SupportingDocsSection subject={subject} />

      <ActionBar
        rules={rules}
        validating={check.validating}
        onCheck={() => void check.check()}
        onSignAndSubmit={onSignAndSubmit}
        onScrollTop={scrollToTop}
      />

      {/* The dialogs are the page's frame, in the interface language; each shows the form's own text (review,
          certification) in the form's language (ADR 006). */}
      <SubmissionDialogs
        submission={submission}
        subject={subject}
        calls={calls}
        items={members.map((m) => ({
          formType: m.formType,
          title: titleOf(m),
          revision: m.revision,
          def: m.def,
          answers: answers.get(m.formType),
          evaluate: () => evaluationOf(m),
        }))}
        previewOnly={previewOnly}
      />
    </>
  );

  function memberProps(m: Member) {
    return {
      member: m,
      title: alone ? title : titleOf(m),
      initial: initial[m.formType] ?? {},
      alone,
      active: m.formType === active,
      mode: displayMode,
      tinMatched: check.dirtyForms.has(m.formType) ? undefined : check.results[m.formType]?.tinMatched,
      checked: check.results[m.formType] !== undefined,
      onData,
      handles,
      sharing,
    };
  }
}
