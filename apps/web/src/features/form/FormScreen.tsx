import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { UnsupportedFormType } from '../../components/ui/FormTypeCards';
import { LoadingState } from '../../components/ui/LoadingState';
import { StatusCard } from '../../components/ui/StatusCard';
import { reactTo, useFailureHandler } from '../../lib/failures';
import { LeaveGuardProvider } from '../../lib/navigation/leave-guard';
import { useDateLocale } from '../../lib/i18n/locale-format';
import { paths } from '../../lib/navigation/paths';
import { useOnlineConfig } from '../../lib/session/session';
import { useDefinitionsQuery } from './api/queries';
import { memberTypesOf, successPathOf, useSubjectQuery, type SubjectRef } from './api/subject';
import { FormPage, type FormPageTitles } from './components/FormPage';
import { FormEditor } from './editor/FormEditor';
import { useInitialReference, usePrefetchReference } from './editor/use-initial-reference';
import { membersOf } from './logic/members';
import { isFinished } from './logic/submission';
import buttons from '../../components/ui/button.module.css';
import { isOffered } from '../../lib/config/offered';

/**
 * /forms/:formType/:formId and /forms/groups/:groupType/:formGroupId (app-shell.md §2): loads the form or
 * group and the definitions of its forms, then hands over to the editor. Not offered → `/`; a form without a
 * definition → the unsupported card; 404 (or a group of another type) → not found; signed → success page.
 */
export function FormScreen({ subject }: { subject: SubjectRef }) {
  const { t, i18n } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The language's date-fns locale (a form's month lists) loads beside the form's calls (lib/i18n/date-locales.ts).
  const dates = useDateLocale(i18n.language);
  // Only the first opening waits for it: a later change of language must not take the open form (its results,
  // an open dialog, what was typed) off the page while the new locale loads; the date widgets wait on their own.
  const [datesOnce, setDatesOnce] = useState(dates !== 'loading');
  useEffect(() => {
    if (dates !== 'loading') setDatesOnce(true);
  }, [dates]);
  const config = useOnlineConfig();
  const handleFailure = useFailureHandler();
  usePrefetchReference(memberTypesOf(subject));
  const definitions = useDefinitionsQuery(subject);
  const query = useSubjectQuery(subject);
  const offered = (subject.kind === 'form' ? config?.formTypes : config?.formGroups)?.find(
    (entry) => entry.formType === subject.type,
  );
  const loaded = query.subject;
  const members = useMemo(
    () => (loaded && definitions.data ? membersOf(loaded.forms, definitions.data, config) : null),
    [loaded, definitions.data, config],
  );
  // The forms open settled with their reference data (the W-8BEN-E's limitation on benefits needs the treaty country's).
  const ready = useInitialReference(members);
  // The editor's first render (every row of a long form) is a background render that yields to the browser every
  // few milliseconds, rather than one long task while the page cannot answer (the largest form's TBT);
  // the loading state stays until it is done, so nothing shows half-built.
  const reference = useDeferredValue(ready);

  useEffect(() => {
    if (query.isError) handleFailure(query.error, { in: 'form load' });
  }, [query.isError, query.error, handleFailure]);

  if (offered && !isOffered(offered)) return <Navigate to={paths.landing()} replace />;
  if (definitions.isPending) return <LoadingState label={t('form.loading')} />;
  if (definitions.data === null || definitions.isError) return <UnsupportedFormType formType={subject.type} />;
  if (query.isPending) return <LoadingState label={t('form.loading')} />;
  // The reaction to a failed load (its redirect is performed by the effect above).
  const failed = query.isError ? reactTo(query.error, { in: 'form load' }, t) : null;
  if (failed?.do === 'redirect') return <LoadingState label={t('form.loading')} />;
  if (query.notFound || failed?.do === 'not-found') return <NotFound />;
  if (!loaded) {
    return (
      <StatusCard
        title={t('form.loadErrorTitle')}
        tone="error"
        actions={
          <Link className={buttons.secondary} to={paths.formSelection()}>
            {t('common.backToSelection')}
          </Link>
        }
      >
        <p>{failed?.do === 'error-view' ? failed.text : t('status.server.text')}</p>
      </StatusCard>
    );
  }
  if (isFinished(loaded.workflowState.stage)) return <Navigate to={successPathOf(subject)} replace />;
  if (!members) return <UnsupportedFormType formType={subject.type} />;

  const [first] = members;
  const alone = subject.kind === 'form' && first !== undefined;
  const title = offered?.title ?? (alone ? t(first.def.title) : t(`questionnaire.group.${subject.type}.title`));
  const revision =
    config?.formTypes.find((entry) => entry.formType === first?.formType)?.revision ?? first?.def.revision ?? '';
  const official = alone ? t(first.def.title) : undefined;
  const titles: FormPageTitles = {
    eyebrow: alone ? revision : t('formGroup.eyebrow', { count: members.length }),
    title,
    officialTitle: official !== title ? official : undefined,
  };
  // What is opening is known: its header is painted now, while the form's reference data and its first render
  // (every row of a long form) follow below it, in the loading state's place; the header stays as it is.
  return (
    <FormPage titles={titles} group={members.length !== 1} titleRef={titleRef}>
      {reference && datesOnce ? (
        // The unsaved-changes prompt guards the editor, the one place with answers to lose (off the start-up file).
        <LeaveGuardProvider>
          <FormEditor
            key={`${subject.kind}/${subject.id}`}
            subject={subject}
            members={members}
            reference={reference}
            stage={loaded.workflowState.stage}
            titleRef={titleRef}
            title={title}
          />
        </LeaveGuardProvider>
      ) : (
        <LoadingState label={t('form.loading')} />
      )}
    </FormPage>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusCard title={t('status.notFound.title')}>
      <p>{t('status.notFound.text')}</p>
    </StatusCard>
  );
}
