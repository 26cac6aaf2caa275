import type { FormData } from '@taxcert/contracts';
import {
  lockedQuestions,
  type Answers,
  type FieldAnswers,
  type FormEvaluation,
  type ReferenceData,
} from '@taxcert/engine';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormLanguageNotice } from '../../../lib/i18n/form-language';
import { useOnlineConfig } from '../../../lib/session/session';
import { useFormAnswers, type LockedAnswers } from '../../../questionnaire/use-form-answers';
import type { DisplayMode } from '../../../questionnaire/renderer/display-mode';
import { FormRenderer } from '../../../questionnaire/renderer/FormRenderer';
import { PrefilledContext } from '../../../questionnaire/renderer/prefill-mark';
import { ReferenceDataContext, TinMatchContext } from '../../../questionnaire/widgets/contexts';
import { useReferenceData } from '../hooks/use-reference-data';
import type { Member } from '../logic/members';
import { prefilledAnswers } from '../logic/prefilled';
import { panelId, tabId } from './FormTabs';
import { SharedAnswerNotes, useSharedAnswers, type Sharing } from './SharedAnswers';
import groupStyles from './tabs.module.css';

/** What the editor asks of one form: show every error, the answers as sent now, the engine's view. */
export interface MemberHandle {
  forceEdit: () => void;
  readData: () => FormData;
  evaluation: () => FormEvaluation;
}

/** What the form screen gives each form, and MemberForm its answers. */
interface FormProps {
  member: Member;
  title: string;
  initial: Answers;
  /** The only form on the page (no tabs). */
  alone: boolean;
  active: boolean;
  mode: DisplayMode;
  onData: (formType: string, data: FormData) => void;
  handles: RefObject<Map<string, MemberHandle>>;
}

/**
 * One form being completed: its own answers (react-hook-form, evaluated once per change by the engine),
 * kept while another form of a group is shown. Alone, it is the page's form, named by `title`; in a group it
 * is a tab panel — a heading with the form's title and revision, then its blocks — rendered only while its
 * tab is selected. In a group, the answers it shows from another form (ADR 029) are locked, kept at the other
 * form's answer, and say where to change them; its blocks that follow another form's block follow it while they
 * agree. What a keystroke changes lives in its child (MemberAnswers), so
 * that this component's reference-data, configuration and shared-answer hooks do not run per key (ADR 027).
 */
export function MemberForm({
  member,
  title,
  initial,
  alone,
  active,
  mode,
  tinMatched,
  checked,
  onData,
  handles,
  sharing,
}: FormProps & {
  /** The TIN match of the form's last Check while its answers are unchanged. */
  tinMatched: boolean | null | undefined;
  /** The form has a Check's result (this visit's or as loaded): its answers are the customer's (ADR 072). */
  checked: boolean;
  /** A group's shared answers; undefined for a form alone. */
  sharing?: Sharing | undefined;
}) {
  const { formType, def } = member;
  const referenceData = useReferenceData(formType, def, initial);
  const { shared, locked, followed } = useSharedAnswers(sharing, formType);
  // The lock groups the online configuration names for this form type (ADR 045).
  const groups = useOnlineConfig()?.formTypes.find((f) => f.formType === formType)?.lockGroups;
  const lockedByGroups = useMemo(() => lockedQuestions(def, groups ?? []), [def, groups]);
  // ASSUMPTION (ours, unchanged): the IRS TIN match belongs to the US TIN question, usTin.tin, where a form has one.
  const tinMatch = useMemo(() => ({ tinMatched, field: 'usTin.tin' }), [tinMatched]);
  // The answers the form opened with from the customer's record, as first loaded (ADR 072).
  const [opened] = useState(() => prefilledAnswers(def, member.form));
  // Once checked, the answers are the customer's: the marks have done their work, in this visit as after a reload.
  const prefilled = checked ? null : opened;
  return (
    <PrefilledContext.Provider value={prefilled}>
      <ReferenceDataContext.Provider value={referenceData.widgets}>
        <TinMatchContext.Provider value={tinMatch}>
          <SharedAnswerNotes sharing={sharing} formType={formType} shared={shared}>
            <MemberAnswers
              member={member}
              title={title}
              initial={initial}
              alone={alone}
              active={active}
              mode={mode}
              reference={referenceData.reference}
              follow={referenceData.follow}
              locked={locked}
              lockedByGroups={lockedByGroups}
              followed={followed}
              onData={onData}
              handles={handles}
            />
          </SharedAnswerNotes>
        </TinMatchContext.Provider>
      </ReferenceDataContext.Provider>
    </PrefilledContext.Provider>
  );
}

/**
 * The answers of one form and its questions: the only part of the form screen a keystroke re-renders (besides the
 * rows it changes). It stays mounted while its form's tab is not selected, keeping the answers, and renders nothing then.
 */
function MemberAnswers({
  member,
  title,
  initial,
  alone,
  active,
  mode,
  reference,
  follow,
  locked,
  lockedByGroups,
  followed,
  onData,
  handles,
}: FormProps & {
  reference: ReferenceData;
  /** Told the settled answers: a treaty country chosen in them loads its special rates (line 10 reads them). */
  follow: (answers: Answers) => void;
  locked: LockedAnswers;
  /** The fields the form type's lock groups lock. */
  lockedByGroups: readonly string[];
  /** What its blocks that follow another form's block follow (a group's, ADR 029). */
  followed: FieldAnswers;
}) {
  const { formType, def } = member;
  const lockedFields = useMemo(() => [...Object.keys(locked), ...lockedByGroups], [locked, lockedByGroups]);
  const { control, settled, evaluation, settledData, isEdited, forceEdit, readData } = useFormAnswers(
    def,
    initial,
    reference,
    locked,
    followed,
    lockedByGroups,
  );
  const evaluationRef = useRef(evaluation);
  evaluationRef.current = evaluation;

  useEffect(() => {
    const map = handles.current;
    map.set(formType, { forceEdit, readData, evaluation: () => evaluationRef.current });
    return () => {
      map.delete(formType);
    };
  }, [handles, formType, forceEdit, readData]);

  // The settled answers, as each change settles: the reference data follows their treaty country, the page's answers
  // store holds them (ADR 113: told by subscription, so a keystroke does not render this component).
  useEffect(() => {
    const tell = () => {
      const data = settledData();
      follow(data);
      onData(formType, data);
    };
    tell();
    return settled.subscribe(tell);
  }, [settled, settledData, follow, onData, formType]);

  if (!active) return null;
  const questions = (
    <FormRenderer
      mode={mode}
      def={def}
      evaluation={evaluation}
      answers={settled}
      control={control}
      isEdited={isEdited}
      locked={lockedFields}
    />
  );
  if (alone) {
    return (
      // A form region around the blocks, each of which is a <form> (BlockQuestions).
      <div role="form" aria-label={title}>
        {questions}
      </div>
    );
  }
  return (
    <MemberPanel formType={formType} title={title} revision={member.revision}>
      {questions}
    </MemberPanel>
  );
}

/** A form of a group as the tab panel of its tab. */
function MemberPanel({
  formType,
  title,
  revision,
  children,
}: {
  formType: string;
  title: string;
  revision: string;
  children: ReactNode;
}) {
  const headingId = `${panelId(formType)}-title`;
  return (
    <div role="tabpanel" id={panelId(formType)} aria-labelledby={tabId(formType)}>
      <header className={groupStyles.groupPanelHeader}>
        <h2 id={headingId} className={groupStyles.groupPanelTitle} tabIndex={-1}>
          {title}
        </h2>
        <p className={groupStyles.groupPanelRevision}>{revision}</p>
        <FormLanguageNotice />
      </header>
      <div role="form" aria-labelledby={headingId}>
        {children}
      </div>
    </div>
  );
}
