import type { FormData } from '@taxcert/contracts';
import type { Answers, FormEvaluation } from '@taxcert/engine';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FormLanguageNotice } from '../../../lib/form-language';
import { useFormAnswers } from '../../form/hooks/use-form-answers';
import { useReferenceData } from '../../form/hooks/use-reference-data';
import type { DisplayMode } from '../../form/renderer/display-mode';
import { FormRenderer } from '../../form/renderer/FormRenderer';
import { ReferenceDataContext, TinMatchContext } from '../../form/widgets/contexts';
import type { Member } from '../logic/members';
import { panelId, tabId } from './FormTabs';

/** What the group editor asks of one form: show every error, the answers as sent now, the engine's view. */
export interface MemberHandle {
  forceEdit: () => void;
  readData: () => FormData;
  evaluation: () => FormEvaluation;
}

/**
 * One form of the group: its own answers (react-hook-form, the engine's evaluation and change effects
 * through the single-form hook) kept while another form's tab is shown; its tab panel — a heading with
 * the form's title and revision, then its blocks — is rendered only while its tab is selected.
 */
export function MemberForm({ member, initial, active, mode, tinMatched, onData, handles }: {
  member: Member;
  initial: Answers;
  active: boolean;
  mode: DisplayMode;
  /** The TIN match of the form's last Check while its answers are unchanged. */
  tinMatched: boolean | null | undefined;
  onData: (formType: string, data: FormData) => void;
  handles: RefObject<Map<string, MemberHandle>>;
}) {
  const { t } = useTranslation();
  const { formType, def } = member;
  const referenceData = useReferenceData(formType);
  const { control, values, evaluation, data, isEdited, forceEdit, readData } = useFormAnswers(def, initial, referenceData.reference);
  const tinMatch = useMemo(() => ({ tinMatched, field: 'usTin.tin' }), [tinMatched]);
  const evaluationRef = useRef(evaluation);
  evaluationRef.current = evaluation;

  useEffect(() => {
    const map = handles.current;
    map.set(formType, { forceEdit, readData, evaluation: () => evaluationRef.current });
    return () => {
      map.delete(formType);
    };
  }, [handles, formType, forceEdit, readData]);

  useEffect(() => onData(formType, data), [onData, formType, data]);

  if (!active) return null;
  const title = member.titleIsKey ? t(member.title) : member.title;
  const headingId = `${panelId(formType)}-title`;
  return (
    <div className="group-panel" role="tabpanel" id={panelId(formType)} aria-labelledby={tabId(formType)}>
      <header className="group-panel__header">
        <h2 id={headingId} className="group-panel__title" tabIndex={-1}>
          {title}
        </h2>
        <p className="group-panel__revision">{member.revision}</p>
        <FormLanguageNotice />
      </header>
      <form noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby={headingId}>
        <ReferenceDataContext.Provider value={referenceData.widgets}>
          <TinMatchContext.Provider value={tinMatch}>
            <FormRenderer mode={mode} def={def} evaluation={evaluation} answers={values} control={control} isEdited={isEdited} />
          </TinMatchContext.Provider>
        </ReferenceDataContext.Provider>
      </form>
    </div>
  );
}
