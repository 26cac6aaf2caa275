import { useQuery } from '@tanstack/react-query';
import { loadDefinition } from '@taxcert/forms';
import { queryKeys, useApi } from '../../../lib/api';
import { useFormLanguageHeaders } from '../../../lib/form-locale';

/** GET /api/forms/{id}: always fresh when the form screen opens; in the form type's language. */
export function useFormQuery(formId: number, formType: string) {
  const api = useApi();
  const headers = useFormLanguageHeaders(formType);
  return api.forms.get.useQuery({
    queryKey: queryKeys.form(formId),
    queryData: { params: { id: formId }, extraHeaders: headers },
    staleTime: 0,
    gcTime: 0,
    // A missing form is an answer, not a transient failure.
    retry: false,
  });
}

/** The definition of a form type (its own chunk, loaded on demand); null for an unsupported type. */
export function useDefinitionQuery(formType: string) {
  return useQuery({
    queryKey: ['definition', formType],
    queryFn: async () => (await loadDefinition(formType)) ?? null,
    staleTime: Infinity,
    retry: false,
  });
}
