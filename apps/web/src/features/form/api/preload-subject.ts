import type { AuthState } from '@taxcert/contracts';
import { hasDefinition } from '@taxcert/forms';
import { loadDateLocale } from '../../../lib/i18n/date-locales';
import type { Booted } from '../../../lib/api/start-up';
import { queryKeys } from '../../../lib/api/api';
import { prefetchReference } from '../editor/use-initial-reference';
import { apiReferenceSource } from '../hooks/use-reference-data';
import { holdEarlySubject } from './early-subject';
import { preloadDefinitions } from './queries';
import { memberTypesOf, type SubjectRef } from './subject';

/**
 * A form's or a group's route preload (app/router.tsx `preloadScreen`): the definitions of its forms at once, and, for
 * a valid id of a subject whose forms all have a definition, its data once the start-up is out (undefined: it failed).
 */
export function preloadSubjectPage(
  ref: Pick<SubjectRef, 'kind' | 'type'> & { id: number | null },
  booted: Promise<Booted | undefined>,
): void {
  preloadDefinitions(ref);
  const { id } = ref;
  if (id === null || !memberTypesOf(ref)?.every(hasDefinition)) return;
  void booted.then((boot) => boot && preloadSubject({ ...ref, id }, boot));
}

/**
 * The page's data preload (app/router.tsx `preloadScreen`, ADR 114): once the start-up calls have answered, if the
 * auth state says Authorised and the start-up catalogue has set the language, sends the subject's GET (held for the
 * screen: early-subject.ts) and asks for its forms' reference lists, the country names and the date-fns locale.
 * Signed out, or on a failed start-up, nothing is sent. A module of its own so that the success pages, which read
 * the subject's GET too, do not bring the reference loader.
 */
export async function preloadSubject(ref: SubjectRef, booted: Booted, now: () => number = Date.now): Promise<void> {
  const { api, queryClient } = booted;
  await booted.calls;
  const auth = queryClient.getQueryData<{ body: { authState?: AuthState } }>(queryKeys.authState);
  const catalogue = queryClient.getQueryData<{ locale: string }>(queryKeys.bootCatalogue);
  if (auth?.body.authState !== 'Authorised' || !catalogue) return;
  holdEarlySubject(ref, catalogue.locale, api, now());
  prefetchReference(queryClient, apiReferenceSource(api, queryClient), memberTypesOf(ref) ?? [], catalogue.locale);
  // The screen's first opening waits for the language's date-fns locale too (FormScreen).
  loadDateLocale(catalogue.locale).catch(() => undefined);
}
