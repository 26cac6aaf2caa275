import { useQuery } from '@tanstack/react-query';
import type { FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { memberTypesOf, type SubjectRef } from './subject';

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
