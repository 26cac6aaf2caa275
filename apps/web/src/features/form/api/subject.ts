import type { Form, FormGroup, LinkTypeSchema, Submission, SupportingDoc, WorkflowState } from '@taxcert/contracts';
import { formGroupCatalogue, GROUP_SIGN_DATE_FORMAT, isFormGroup, signDateFormatOf } from '@taxcert/forms';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys, useApi } from '../../../lib/api/api';
import { fetchSubjectOrThrow, takeEarlySubject } from './early-subject';
import { paths } from '../../../lib/navigation/paths';
import type { z } from 'zod';

type LinkType = z.infer<typeof LinkTypeSchema>;

/**
 * What is being submitted (app-shell.md §2): one form (`/forms/{formType}/{formId}`) or a form group
 * (`/forms/groups/{groupType}/{formGroupId}`) whose forms are signed together. Everything the screen, the
 * editor, the dialogs, the success page and the supporting documents do is parametrised by this value; none
 * of them asks which of the two it is except through the functions below.
 */
export type SubjectRef = { kind: 'form' | 'group'; type: string; id: number };

/** The query key of the subject's GET (forms/{id} or formgroups/{id}). */
export const subjectQueryKey = (ref: SubjectRef): readonly unknown[] =>
  ref.kind === 'form' ? queryKeys.form(ref.id) : (['formgroups', ref.id] as const);

/** The subject's own page and success page. */
export const subjectPath = (ref: SubjectRef): string =>
  ref.kind === 'form'
    ? paths.form({ formType: ref.type, formId: ref.id })
    : paths.formGroup({ groupType: ref.type, formGroupId: ref.id });
export const successPathOf = (ref: SubjectRef): string =>
  ref.kind === 'form'
    ? paths.formSuccess({ formType: ref.type, formId: ref.id })
    : paths.formGroupSuccess({ groupType: ref.type, formGroupId: ref.id });

/** The owner of the subject's supporting documents, as uploads name it (link type form or formGroup). */
export const docsOwnerOf = (ref: SubjectRef): { id: number; linkType: LinkType } => ({
  id: ref.id,
  linkType: ref.kind === 'form' ? 'form' : 'formGroup',
});

/** The form types of the subject in order: the form's own, or the group's members from the catalogue (null when unknown). */
export function memberTypesOf(ref: Pick<SubjectRef, 'kind' | 'type'>): readonly string[] | null {
  if (ref.kind === 'form') return [ref.type];
  return isFormGroup(ref.type) ? formGroupCatalogue[ref.type] : null;
}

/** The sign dialog's date format: the form type's own (app-shell.md §5), one format for a group. */
export const signDateFormatOfSubject = (ref: SubjectRef): string =>
  ref.kind === 'form' ? signDateFormatOf(ref.type) : GROUP_SIGN_DATE_FORMAT;

/** A loaded subject, the same shape for a form and a group. */
export interface LoadedSubject {
  forms: Form[];
  workflowState: WorkflowState;
  supportingDocs: SupportingDoc[];
  /** The account the form or group was started for. */
  accountId: number;
  /** Its confirmation reference and time of submission once submitted (ADR 023); null before or when the API sends none. */
  submission: Submission | null;
}

/** The subject as the editor sees it: a form is a group of one. */
export function loadedSubject(body: Form | FormGroup): LoadedSubject {
  const common = {
    workflowState: body.workflowState,
    supportingDocs: body.supportingDocs,
    accountId: body.accountId,
    submission: body.submission ?? null,
  };
  return 'forms' in body ? { forms: body.forms, ...common } : { forms: [body], ...common };
}

/**
 * GET forms/{id} (in the form type's language) or GET formgroups/{id}: always fresh when the screen opens;
 * a missing form or group is an answer, not a transient failure. Only the subject's own query runs.
 */
export function useSubjectQuery(ref: SubjectRef, purpose: 'screen' | 'success' = 'screen') {
  const api = useApi();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const query = useQuery({
    queryKey: purpose === 'screen' ? subjectQueryKey(ref) : [...subjectQueryKey(ref), 'success'],
    // The screen's first fetch takes the answer a page load that landed here asked for early (early-subject.ts).
    queryFn: async ({ signal }) =>
      (purpose === 'screen' ? await takeEarlySubject(ref, language) : null) ??
      fetchSubjectOrThrow(api, ref, language, signal),
    staleTime: 0,
    gcTime: purpose === 'screen' ? 0 : 5 * 60_000,
    retry: false,
  });
  const body = query.data?.status === 200 ? query.data.body : undefined;
  // A group of another type under this id is not this page's group.
  const mismatch = body !== undefined && 'groupType' in body && body.groupType !== ref.type;
  return {
    isPending: query.isPending,
    isError: query.isError,
    error: query.error as unknown,
    notFound: mismatch,
    subject: body && !mismatch ? loadedSubject(body) : undefined,
  };
}
