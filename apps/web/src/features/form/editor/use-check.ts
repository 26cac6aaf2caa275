import type { FormData, ValidationResult } from '@taxcert/contracts';
import { formLocale } from '@taxcert/forms';
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { answersKey } from '../../../questionnaire/answers';
import { useFailureHandler } from '../../../lib/failures';
import type { SubjectCalls } from '../api/calls';
import type { Member, Results } from '../logic/members';
import type { AnswersStore } from './answers-store';
import { needsRevert } from '../logic/submission';
import type { MemberHandle } from './MemberForm';

/**
 * Check (app-shell.md §4): every form's errors are shown, then each form is saved and validated on the
 * server (forms/{formType}/{id}/validate, or formgroups/{id}/{formType}/validate for each form of a group,
 * in parallel). Changed answers of a confirmed or certified subject are reviewed and certified again, so it
 * is reverted first (PUT revert). The results of the forms that were validated are kept even when another
 * form's call failed; a failure is shown as §8 says (central redirect, else a notification).
 */
export function useCheck({
  calls,
  language,
  members,
  handles,
  answers,
  savedKeys,
  workflowStage,
  onWorkflowStage,
}: {
  calls: SubjectCalls;
  /** The interface language (the calls' form locales follow it). */
  language: string;
  members: readonly Member[];
  handles: RefObject<Map<string, MemberHandle>>;
  /** Each form's answers now; the page re-renders only when a form's being changed since its last Check flips. */
  answers: AnswersStore;
  /** Per form type, the key of the answers the server holds (see answersKey). */
  savedKeys: Readonly<Record<string, string>>;
  workflowStage: number;
  onWorkflowStage: (stage: number) => void;
}) {
  const handleFailure = useFailureHandler();
  const [results, setResults] = useState<Results>(() =>
    Object.fromEntries(members.map((m) => [m.formType, m.form.validationResult])),
  );
  // What the server holds: the answers last checked (as loaded, until a Check).
  const [checkedKeys, setCheckedKeys] = useState(savedKeys);
  const checkedData = useRef<Record<string, FormData>>(
    Object.fromEntries(members.map((m) => [m.formType, answers.get(m.formType)])),
  );
  const checkedIn = useRef(language);
  const [validating, setValidating] = useState(false);
  const [checks, setChecks] = useState(0);

  const dirty = useSyncExternalStore(answers.subscribe, () =>
    members
      .map((m) => m.formType)
      .filter((type) => answers.key(type) !== checkedKeys[type])
      .join(' '),
  );
  const dirtyForms = new Set(dirty === '' ? [] : dirty.split(' '));

  async function check() {
    setValidating(true);
    try {
      const sent = members.map((m) => {
        const handle = handles.current.get(m.formType);
        handle?.forceEdit();
        return { formType: m.formType, answers: handle?.readData() ?? answers.get(m.formType) };
      });
      const changed = sent.some(({ formType, answers }) => answersKey(answers) !== checkedKeys[formType]);
      if (needsRevert(workflowStage, changed)) onWorkflowStage((await calls.revert()).stage);
      const settled = await Promise.allSettled(sent.map(({ formType, answers }) => calls.validate(formType, answers)));
      const checked: Record<string, ValidationResult> = {};
      settled.forEach((outcome, index) => {
        const formType = sent[index]?.formType;
        if (formType && outcome.status === 'fulfilled') checked[formType] = outcome.value;
      });
      setResults((all) => ({ ...all, ...checked }));
      for (const { formType, answers } of sent) if (checked[formType]) checkedData.current[formType] = answers;
      checkedIn.current = language;
      setCheckedKeys((all) => ({
        ...all,
        ...Object.fromEntries(sent.filter((s) => checked[s.formType]).map((s) => [s.formType, answersKey(s.answers)])),
      }));
      if (Object.keys(checked).length > 0) setChecks((n) => n + 1);
      const failure = settled.find((outcome) => outcome.status === 'rejected');
      if (failure) throw failure.reason;
    } catch (error) {
      // app-shell.md §8: the body's {code, message}; a missing body → 500 'Something's not quite right…'; network → 502.
      handleFailure(error, { in: 'action' });
    } finally {
      setValidating(false);
    }
  }

  // A language change shows the results again in the new language without Check (ADR 006): the answers last
  // checked are validated again, silently, for each form whose calls' language changed (a W-9 stays English).
  // They are the answers the server holds, so nothing changes but the language; a failure keeps the results.
  useEffect(() => {
    const before = checkedIn.current;
    if (before === language) return;
    checkedIn.current = language;
    if (validating || workflowStage > 0) return;
    const again = members.filter(
      (m) => results[m.formType] && formLocale(m.formType, before) !== formLocale(m.formType, language),
    );
    for (const m of again) {
      calls
        .validate(m.formType, checkedData.current[m.formType] ?? {})
        .then((result) => setResults((all) => ({ ...all, [m.formType]: result })))
        .catch(() => undefined);
    }
    // Only a language change starts this; the other values are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  return { results, dirtyForms, validating, checks, check, checkedKeys, checkedData: checkedData.current };
}
