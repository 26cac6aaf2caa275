import { formLocale } from '@taxcert/forms';
import { isErrorResponse } from '@ts-rest/core';
import type { Api } from '../../../lib/api/api';
import type { SubjectRef } from './subject';

/**
 * A page load that lands on a form or a group (ADR 114): what its first render waits for — its GET, the reference
 * lists, the country names and the date-fns locale — is asked for as soon as the start-up calls say the customer is
 * signed in, beside the rest of the start-up (the screen's chunks, i18n, the shell's first render), instead of once
 * the screen has rendered. The GET's answer waits here, once, for the screen's first fetch of that subject in that
 * language: a 2xx answer at most {@link EARLY_FOR_MS} old is taken; anything else (another subject or language, a
 * failure, too old, taken already) and the screen asks itself, so every failure is met by the screen's own handling.
 */
export const EARLY_FOR_MS = 10_000;

/**
 * The subject's GET as the screen sends it. A form's Accept-Language (app-shell.md §7) is the interface language when
 * the form type exists in it, else English, so that texts from the server (rejections, PDFs) match the form; a group's
 * is the interface language.
 */
export function fetchSubject(api: Api, ref: SubjectRef, language: string, signal?: AbortSignal) {
  const call = { params: { id: ref.id }, ...(signal && { fetchOptions: { signal } }) };
  return ref.kind === 'form'
    ? api.forms.get.query({ ...call, extraHeaders: { 'accept-language': formLocale(ref.type, language) } })
    : api.formGroups.get.query({ ...call, extraHeaders: { 'accept-language': language } });
}
export type SubjectAnswer = Awaited<ReturnType<typeof fetchSubject>>;

/** The subject's GET for the screen's query: a non-2xx answer is thrown (the query's error), as ts-rest's hook does. */
export async function fetchSubjectOrThrow(
  api: Api,
  ref: SubjectRef,
  language: string,
  signal?: AbortSignal,
): Promise<SubjectAnswer> {
  const answer = await fetchSubject(api, ref, language, signal);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the answer is the error, as ts-rest throws it
  if (isErrorResponse(answer)) throw answer;
  return answer;
}

const subjectOf = (ref: SubjectRef) => `${ref.kind}/${ref.type}/${ref.id}`;
const keyOf = (ref: SubjectRef, language: string) => `${subjectOf(ref)}/${language}`;

let early: { key: string; sentAt: number; answer: Promise<SubjectAnswer> } | undefined;
/**
 * The subjects the screen has fetched on this page. An answer is held only for the screen's first fetch: one held
 * after it (a preload that ended late) could be taken by a later fetch and be older than a change made in between.
 */
const asked = new Set<string>();

/** The early answer for this subject and language, once: if it was sent under {@link EARLY_FOR_MS} ago and is 2xx. */
export function takeEarlySubject(ref: SubjectRef, language: string, now = Date.now()): Promise<SubjectAnswer | null> {
  asked.add(subjectOf(ref));
  const held = early;
  early = undefined;
  if (!held || held.key !== keyOf(ref, language) || now - held.sentAt > EARLY_FOR_MS) return Promise.resolve(null);
  return held.answer.then(
    (answer) => (isErrorResponse(answer) ? null : answer),
    () => null,
  );
}

/** Sends the subject's GET now and holds its answer for the screen (preload-subject.ts), unless the screen has asked. */
export function holdEarlySubject(ref: SubjectRef, language: string, api: Api, sentAt: number): void {
  if (asked.has(subjectOf(ref))) return;
  early = { key: keyOf(ref, language), sentAt, answer: fetchSubject(api, ref, language) };
  // A rejection is the screen's to meet when it asks again; none is left unhandled here.
  early.answer.catch(() => undefined);
}
