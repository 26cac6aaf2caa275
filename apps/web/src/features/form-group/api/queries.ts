import { useQuery } from '@tanstack/react-query';
import type { FormDefinition } from '@taxcert/engine';
import { formGroupCatalogue, isFormGroup, loadDefinition } from '@taxcert/forms';
import { useApi } from '../../../lib/api';

/** The query key of a form group (GET formgroups/{id}). */
export const groupQueryKey = (id: number) => ['formgroups', id] as const;

/** GET /api/formgroups/{id}: always fresh when the group screen opens; a missing group is an answer. */
export function useFormGroupQuery(formGroupId: number) {
  const api = useApi();
  return api.formGroups.get.useQuery({
    queryKey: groupQueryKey(formGroupId),
    queryData: { params: { id: formGroupId } },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/**
 * The definitions of a group's forms in the catalogue's order (each family its own chunk); null when the
 * group is not catalogued or one of its forms has no definition yet.
 */
export function useMemberDefinitionsQuery(groupType: string) {
  return useQuery({
    queryKey: ['group-definitions', groupType],
    queryFn: async (): Promise<FormDefinition[] | null> => {
      if (!isFormGroup(groupType)) return null;
      const members = await Promise.all(formGroupCatalogue[groupType].map((formType) => loadDefinition(formType)));
      return members.every((m): m is FormDefinition => m !== undefined) ? members : null;
    },
    staleTime: Infinity,
    retry: false,
  });
}
