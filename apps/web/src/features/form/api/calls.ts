import type { FormData, SignatureRequest } from '@taxcert/contracts';
import { formLocale } from '@taxcert/forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi, type Api } from '../../../lib/api/api';
import { failedAnswer } from '../../../lib/failures';
import type { SubjectRef } from './subject';

const PDF = { accept: 'application/pdf' };

/** The body of a 2xx answer; any other answer is thrown as a FailureError (the failure the caller handles). */
function ok<R extends { status: number; body: unknown }>(response: R): Extract<R, { status: 200 }>['body'] {
  if (response.status < 200 || response.status > 299) throw failedAnswer(response);
  return (response as Extract<R, { status: 200 }>).body;
}

/**
 * Every call of the submission flow for one subject (app-shell.md §7 "Forms" and "Form groups"): a form's
 * calls under forms/{id}, a group's under formgroups/{id} with the member's form type where a call is about
 * one form. Each member's calls are made in that form type's language (§7). Non-2xx answers throw.
 */
export function subjectCalls(api: Api, ref: SubjectRef, language: string) {
  const id = ref.id;
  const lang = (formType: string) => ({ 'accept-language': formLocale(formType, language) });
  if (ref.kind === 'form') {
    const params = { id };
    return {
      validate: async (formType: string, body: FormData) =>
        ok(await api.forms.validate.mutate({ params: { formType, id }, body, extraHeaders: lang(formType) })),
      revert: async () => ok(await api.forms.revert.mutate({ params })),
      /** The answers being confirmed, by form type. */
      confirm: async (answers: Readonly<Record<string, FormData>>) =>
        ok(await api.forms.confirm.mutate({ params, body: { data: answers[ref.type] ?? {} } })),
      certify: async () => ok(await api.forms.certify.mutate({ params })),
      sign: async (body: SignatureRequest) => ok(await api.forms.sign.mutate({ params, body })),
      submit: async () => ok(await api.forms.submit.mutate({ params, body: { stage: 4 } })),
      pdfPreview: (formType: string, signal?: AbortSignal) =>
        api.forms.pdfPreview.query({
          params,
          extraHeaders: { ...PDF, ...lang(formType) },
          ...(signal ? { fetchOptions: { signal } } : {}),
        }),
      pdfDownload: (formType: string) =>
        api.forms.pdfDownload.query({ params, extraHeaders: { ...PDF, ...lang(formType) } }),
      linkedCollectableDoc: async () => ok(await api.supportingDocs.linkedCollectableDocForm.query({ params })),
    };
  }
  const params = { id };
  return {
    validate: async (formType: string, body: FormData) =>
      ok(await api.formGroups.validate.mutate({ params: { id, formType }, body, extraHeaders: lang(formType) })),
    revert: async () => ok(await api.formGroups.revert.mutate({ params })),
    confirm: async (answers: Readonly<Record<string, FormData>>) =>
      ok(await api.formGroups.confirm.mutate({ params, body: { data: { ...answers } } })),
    certify: async () => ok(await api.formGroups.certify.mutate({ params })),
    sign: async (body: SignatureRequest) => ok(await api.formGroups.sign.mutate({ params, body })),
    submit: async () => ok(await api.formGroups.submit.mutate({ params, body: { stage: 4 } })),
    pdfPreview: (formType: string, signal?: AbortSignal) =>
      api.formGroups.pdfPreview.query({
        params: { id, formType },
        extraHeaders: { ...PDF, ...lang(formType) },
        ...(signal ? { fetchOptions: { signal } } : {}),
      }),
    pdfDownload: (formType: string) =>
      api.formGroups.pdfDownload.query({ params: { id, formType }, extraHeaders: { ...PDF, ...lang(formType) } }),
    linkedCollectableDoc: async () => ok(await api.supportingDocs.linkedCollectableDocFormGroup.query({ params })),
  };
}
export type SubjectCalls = ReturnType<typeof subjectCalls>;

/** The subject's calls, in the current interface language's form locales. */
export function useSubjectCalls(ref: SubjectRef): SubjectCalls {
  const api = useApi();
  const { i18n } = useTranslation();
  return useMemo(() => subjectCalls(api, ref, i18n.language), [api, ref, i18n.language]);
}
