import type { FormData, FormGroup, ValidationResult } from '@taxcert/contracts';
import { formLocale } from '@taxcert/forms';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api';
import { describeFailure } from '../../lib/http-errors';
import { useUnsavedChangesPrompt } from '../../lib/leave-guard';
import { useNotifications } from '../../lib/notifications';
import { useOnlineConfig } from '../../lib/session';
import { useCentralRedirect } from '../../lib/use-central-redirect';
import { ActionBar } from '../form/components/ActionBar';
import { ResultsPlaceholder } from '../form/components/ResultsPanel';
import { answersKey, initialAnswers, submittableAnswers } from '../form/logic/answers';
import { buttonRules } from '../form/logic/button-rules';
import { firstInvalidDomIds, supportsQuestionnaire } from '../form/logic/first-invalid';
import { groupSignDate } from '../form/logic/sign-date';
import { needsRevert } from '../form/logic/submission';
import { useDisplayMode } from '../form/renderer/display-mode';
import { ResultsColumn } from '../form/renderer/ResultsColumn';
import { FormTabs } from './components/FormTabs';
import { GroupDialogs } from './components/GroupDialogs';
import { GroupResultsPanel } from './components/GroupResultsPanel';
import { FormLanguage } from '../../lib/form-language';
import { MemberForm, type MemberHandle } from './components/MemberForm';
import { useFieldFocus } from './hooks/use-field-focus';
import { useGroupSubmission } from './hooks/use-group-submission';
import { classifyGroup, groupRuleFacts, type GroupResults, type Member } from './logic/members';
import { useResultsFocus } from '../form/hooks/use-results-focus';

/**
 * A form group being completed (app-shell.md §2 "/forms/groups/…"): each form in its own tab with its
 * own answers, one Check that validates every form (POST formgroups/{id}/{formType}/validate), and one
 * Sign and submit through the stages of §4 for the whole group — one confirmation with each form's
 * preview, one certification, one signature (date 'MMMM dd, yyyy') — then the group's success page.
 */
export function GroupEditor({ group, members, title }: { group: FormGroup; members: Member[]; title: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const redirect = useCentralRedirect();
  const { notify } = useNotifications();
  const config = useOnlineConfig();
  const displayMode = useDisplayMode();
  const previewOnly = config?.previewOnlyMode ?? false;
  const questionnaireSupported = supportsQuestionnaire(config?.formDisplayMode);
  const formGroupId = group.formGroupId;

  const [initial] = useState(() => Object.fromEntries(members.map((m) => [m.formType, initialAnswers(m.def, m.form.data)])));
  const [data, setData] = useState<Record<string, FormData>>(() =>
    Object.fromEntries(members.map((m) => [m.formType, submittableAnswers(m.def, initial[m.formType] ?? {})])),
  );
  const [checkedKeys, setCheckedKeys] = useState(() => Object.fromEntries(Object.entries(data).map(([type, d]) => [type, answersKey(d)])));
  const [results, setResults] = useState<GroupResults>(() => Object.fromEntries(members.map((m) => [m.formType, m.form.validationResult])));
  const [workflowStage, setWorkflowStage] = useState(group.workflowState.stage);
  const [active, setActive] = useState(members[0]?.formType ?? '');
  const [validating, setValidating] = useState(false);
  const [checks, setChecks] = useState(0);
  const handles = useRef(new Map<string, MemberHandle>());
  const titleRef = useRef<HTMLHeadingElement>(null);
  const validate = api.formGroups.validate.useMutation();
  const revert = api.formGroups.revert.useMutation();
  const goToField = useFieldFocus(active, setActive);
  const formTypes = useMemo(() => members.map((m) => m.formType), [members]);
  const submission = useGroupSubmission({ groupType: group.groupType, formGroupId, formTypes, previewOnly, workflowStage, onWorkflowStage: setWorkflowStage });

  const onData = useCallback((formType: string, next: FormData) => setData((all) => (all[formType] === next ? all : { ...all, [formType]: next })), []);
  const dirtyForms = useMemo(() => new Set(formTypes.filter((type) => answersKey(data[type] ?? {}) !== checkedKeys[type])), [formTypes, data, checkedKeys]);
  const facts = groupRuleFacts(members, results, dirtyForms);
  const rules = buttonRules({ ...facts, validating, loading: false, stage: workflowStage, questionnaireSupported });
  const classified = useMemo(() => classifyGroup(members, results), [members, results]);
  const titleOf = useCallback((m: Member) => (m.titleIsKey ? t(m.title) : m.title), [t]);
  // Leaving with unchecked changes asks 'Are you sure you want to leave this page?' (app-shell.md §2).
  useUnsavedChangesPrompt(facts.dirty);

  // After each Check the results panel opens, scrolls into view and takes focus.
  const { resultsRef, resultsHeadingRef } = useResultsFocus(checks);

  async function onCheck() {
    setValidating(true);
    try {
      const sent = members.map((m) => {
        const handle = handles.current.get(m.formType);
        handle?.forceEdit();
        return { formType: m.formType, answers: handle?.readData() ?? data[m.formType] ?? {} };
      });
      // Changed answers of a confirmed or certified group are reviewed and certified again (PUT revert).
      if (needsRevert(workflowStage, facts.dirty)) setWorkflowStage((await revert.mutateAsync({ params: { id: formGroupId } })).body.stage);
      const settled = await Promise.allSettled(
        sent.map(({ formType, answers }) =>
          validate.mutateAsync({ params: { id: formGroupId, formType }, body: answers, extraHeaders: { 'accept-language': formLocale(formType, i18n.language) } }),
        ),
      );
      const checked: Record<string, ValidationResult> = {};
      settled.forEach((outcome, index) => {
        const formType = sent[index]?.formType;
        if (formType && outcome.status === 'fulfilled') checked[formType] = outcome.value.body;
      });
      setResults((all) => ({ ...all, ...checked }));
      setCheckedKeys((all) => ({ ...all, ...Object.fromEntries(sent.filter((s) => checked[s.formType]).map((s) => [s.formType, answersKey(s.answers)])) }));
      if (Object.keys(checked).length > 0) setChecks((n) => n + 1);
      const failure = settled.find((outcome) => outcome.status === 'rejected');
      if (failure) throw failure.reason;
    } catch (error) {
      // §8: the body's {code, message}; a missing body → 500 'Something's not quite right…'; network → 502.
      if (!redirect(error)) notify(describeFailure(error, t));
    } finally {
      setValidating(false);
    }
  }

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

  function scrollToTop() {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    titleRef.current?.focus({ preventScroll: true });
  }

  const first = members[0];
  const capacity = first ? data[first.formType]?.[first.def.signatureSection]?.capacity : undefined;
  const tabs = members.map((m) => ({ formType: m.formType, title: titleOf(m), revision: m.revision, rejections: classified.find((c) => c.member === m)?.result.rejections.length }));

  return (
    <div className="page page--form page--group">
      <header className="page-header">
        <p className="eyebrow">{t('formGroup.eyebrow', { count: members.length })}</p>
        <h1 ref={titleRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="hint">{t('form.requiredNote')}</p>
      </header>

      <div className={`form-layout form-layout--${displayMode.toLowerCase()}`}>
        <aside className="form-layout__aside" ref={resultsRef}>
          <ResultsColumn mode={displayMode} hasResult={classified.length > 0} checks={checks}>
            {classified.length > 0 ? (
              <GroupResultsPanel
                forms={classified.map(({ member, result }) => ({ formType: member.formType, title: titleOf(member), result }))}
                stale={facts.dirty}
                headingRef={resultsHeadingRef}
                onGoTo={(formType, domId) => goToField(formType, [domId])}
              />
            ) : (
              <ResultsPlaceholder />
            )}
          </ResultsColumn>
        </aside>
        <div className="form-layout__main">
          <FormTabs tabs={tabs} active={active} onSelect={setActive} />
          {members.map((m) => (
            <FormLanguage key={m.formType} formType={m.formType}>
              <MemberForm
                member={m}
                initial={initial[m.formType] ?? {}}
                active={m.formType === active}
                mode={displayMode}
                tinMatched={dirtyForms.has(m.formType) ? undefined : results[m.formType]?.tinMatched}
                onData={onData}
                handles={handles}
              />
            </FormLanguage>
          ))}
        </div>
      </div>

      <ActionBar rules={rules} validating={validating} onCheck={() => void onCheck()} onSignAndSubmit={onSignAndSubmit} onScrollTop={scrollToTop} />

      <GroupDialogs
        submission={submission}
        formGroupId={formGroupId}
        forms={members.map((m) => ({ formType: m.formType, title: titleOf(m) }))}
        answers={data}
        statements={members.map((m) => ({ formType: m.formType, title: titleOf(m), statementKey: m.def.certificationStatement ?? 'certification.generic.intro' }))}
        previewOnly={previewOnly}
        signDate={groupSignDate()}
        defaultCapacity={typeof capacity === 'string' ? capacity : ''}
      />
    </div>
  );
}
