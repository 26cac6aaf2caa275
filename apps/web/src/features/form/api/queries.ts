import { useQuery } from '@tanstack/react-query';
import type { FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { memberTypesOf, type SubjectRef } from './subject';

/**
 * Starts loading the definitions of a subject's forms (their family's chunks) before its screen renders: the page's
 * preload (app/router.tsx) calls it as soon as the route's chunk is in, so the chunks load beside the start-up calls
 * and the shell's first render rather than after them; `useDefinitionsQuery` then finds them loaded. A failure is
 * left to that query, which shows it.
 */
export function preloadDefinitions(ref: Pick<SubjectRef, 'kind' | 'type'>): void {
  for (const formType of memberTypesOf(ref) ?? []) loadDefinition(formType).catch(() => undefined);
}

/**
 * The definitions of the subject's forms in order (each family its own chunk, loaded on demand); null when
 * the group is not catalogued or one of its forms has no definition yet (the unsupported-form card).
 */
export function useDefinitionsQuery(ref: SubjectRef) {
  return useQuery({
    queryKey: ['definitions', ref.kind, ref.type],
    queryFn: async (): Promise<FormDefinition[] | null> => {
      const types = memberTypesOf(ref);
      if (!types) return null;
      const defs = await Promise.all(types.map((formType) => loadDefinition(formType)));
      return defs.every((d): d is FormDefinition => d !== undefined) ? defs : null;
    },
    staleTime: Infinity,
    retry: false,
  });
}
