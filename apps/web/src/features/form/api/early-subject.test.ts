import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys, type Api } from '../../../lib/api/api';
import type { Booted } from '../../../lib/api/start-up';
import { EARLY_FOR_MS, takeEarlySubject } from './early-subject';
import { preloadSubject, preloadSubjectPage } from './preload-subject';
import type { SubjectRef } from './subject';

const W9: SubjectRef = { kind: 'form', type: 'w9_2024', id: 7 };
const GROUP: SubjectRef = { kind: 'group', type: 'crsiw8ben', id: 9 };
const answer = (status: number) => ({ status, body: { id: 7 }, headers: new Headers() });

/** An API whose subject GETs answer `status` and whose reference calls fail (the preload asks for them too). */
function fakeApi(status = 200) {
  const forms = vi.fn(() => Promise.resolve(answer(status)));
  const groups = vi.fn(() => Promise.resolve(answer(status)));
  const failing = { query: () => Promise.reject(new Error('not in this test')) };
  const api = {
    forms: { get: { query: forms } },
    formGroups: { get: { query: groups } },
    config: new Proxy({}, { get: () => failing }),
  } as unknown as Api;
  return { api, forms, groups };
}

/** A page load whose start-up calls have answered: the auth state and the start-up catalogue's language. */
function booted(api: Api, authState = 'Authorised', locale = 'de'): Booted {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.authState, { status: 200, body: { authState }, headers: new Headers() });
  queryClient.setQueryData(queryKeys.bootCatalogue, { locale, messages: {} });
  return { api, queryClient, calls: Promise.resolve() };
}

describe('a page load that lands on a form asks for its GET early (ADR 114)', () => {
  it('sends the GET in the form type language once signed in, and the screen takes its answer once', async () => {
    const { api, forms } = fakeApi();
    await preloadSubject(W9, booted(api, 'Authorised', 'de'), () => 1_000);
    expect(forms).toHaveBeenCalledTimes(1);
    // The W-9 exists in English only (formLocale): its calls ask in English whatever the interface language.
    expect(forms).toHaveBeenCalledWith({ params: { id: 7 }, extraHeaders: { 'accept-language': 'en' } });
    expect(await takeEarlySubject(W9, 'de', 1_000 + EARLY_FOR_MS)).toEqual(answer(200));
    expect(await takeEarlySubject(W9, 'de', 1_000)).toBeNull();
  });

  it("sends a group's GET in the interface language", async () => {
    const { api, groups } = fakeApi();
    await preloadSubject(GROUP, booted(api, 'Authorised', 'fr'), () => 0);
    expect(groups).toHaveBeenCalledWith({ params: { id: 9 }, extraHeaders: { 'accept-language': 'fr' } });
    expect(await takeEarlySubject(GROUP, 'fr', 0)).toEqual(answer(200));
  });

  it('sends nothing for a customer who is not signed in', async () => {
    const { api, forms } = fakeApi();
    const form = { ...W9, id: 11 };
    await preloadSubject(form, booted(api, 'NotAuthorised'), () => 0);
    expect(forms).not.toHaveBeenCalled();
    expect(await takeEarlySubject(form, 'de', 0)).toBeNull();
  });

  it('waits for the start-up calls to answer, and sends nothing when the auth state failed', async () => {
    const { api, forms } = fakeApi();
    const form = { ...W9, id: 12 };
    let answered: () => void = () => {};
    const boot = { ...booted(api, 'Authorised', 'en'), calls: new Promise<void>((r) => (answered = r)) };
    const preloaded = preloadSubject(form, boot, () => 0);
    await Promise.resolve();
    expect(forms).not.toHaveBeenCalled();
    answered();
    await preloaded;
    expect(forms).toHaveBeenCalledTimes(1);

    const failed = booted(api, 'Authorised', 'en');
    failed.queryClient.removeQueries({ queryKey: queryKeys.authState });
    await failed.queryClient.prefetchQuery({
      queryKey: queryKeys.authState,
      queryFn: () => Promise.reject(new Error('offline')),
    });
    await preloadSubject({ ...W9, id: 13 }, failed, () => 0);
    expect(forms).toHaveBeenCalledTimes(1);
  });

  it('is not taken for another subject or language, when too old, or when the server refused it', async () => {
    const { api } = fakeApi();
    const form = (id: number) => ({ ...W9, id });
    await preloadSubject(form(14), booted(api, 'Authorised', 'en'), () => 0);
    expect(await takeEarlySubject(form(15), 'en', 0)).toBeNull();
    // Asking spends it: the screen's next fetch goes to the server.
    expect(await takeEarlySubject(form(14), 'en', 0)).toBeNull();

    await preloadSubject(form(16), booted(api, 'Authorised', 'en'), () => 0);
    expect(await takeEarlySubject(form(16), 'es', 0)).toBeNull();

    await preloadSubject(form(17), booted(api, 'Authorised', 'en'), () => 0);
    expect(await takeEarlySubject(form(17), 'en', EARLY_FOR_MS + 1)).toBeNull();

    // A failure (here 403, a session that timed out) is never shown from here: the screen asks and meets it itself.
    const refused = fakeApi(403);
    await preloadSubject(form(18), booted(refused.api, 'Authorised', 'en'), () => 0);
    expect(await takeEarlySubject(form(18), 'en', 0)).toBeNull();
  });

  it('holds nothing once the screen has asked for the subject (a preload that ended late)', async () => {
    const { api, forms } = fakeApi();
    const form = { ...W9, id: 19 };
    expect(await takeEarlySubject(form, 'en', 0)).toBeNull();
    await preloadSubject(form, booted(api, 'Authorised', 'en'), () => 0);
    expect(forms).not.toHaveBeenCalled();
    // So a later fetch of the form (after a change the customer made) goes to the server.
    expect(await takeEarlySubject(form, 'en', 0)).toBeNull();
  });

  it("a route's preload sends nothing for a bad id or a form type without a definition", async () => {
    const { api, forms, groups } = fakeApi();
    const boot = Promise.resolve(booted(api, 'Authorised', 'en'));
    preloadSubjectPage({ kind: 'form', type: 'w9_2024', id: null }, boot);
    preloadSubjectPage({ kind: 'form', type: 'w8bene', id: 20 }, boot);
    preloadSubjectPage({ kind: 'group', type: 'nogroup', id: 21 }, boot);
    await boot;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(forms).not.toHaveBeenCalled();
    expect(groups).not.toHaveBeenCalled();
    preloadSubjectPage({ kind: 'form', type: 'w9_2024', id: 22 }, boot);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(forms).toHaveBeenCalledTimes(1);
  });
});
