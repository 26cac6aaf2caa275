import type { SupportingDoc } from '@taxcert/contracts';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { queryKeys, useApi } from './api';

/**
 * Documents deleted in this app (per query cache): an upload's answer made before the delete must not
 * bring them back.
 */
const deletedByCache = new WeakMap<object, Set<number>>();
function deletedIn(cache: object): Set<number> {
  let deleted = deletedByCache.get(cache);
  if (!deleted) {
    deleted = new Set();
    deletedByCache.set(cache, deleted);
  }
  return deleted;
}

/**
 * Folds an upload's answer (the owner's whole list when the server answered) into the list shown: uploads
 * run in parallel and may answer out of order, so a document is kept if either list has it, unless it
 * was deleted here meanwhile. In id order (the order of upload).
 */
export function mergeDocs(current: readonly SupportingDoc[], answered: readonly SupportingDoc[], deleted: ReadonlySet<number> = new Set()): SupportingDoc[] {
  const byId = new Map<number, SupportingDoc>();
  for (const doc of [...current, ...answered]) if (!deleted.has(doc.id)) byId.set(doc.id, doc);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The loaded form's supporting documents live in one place: the react-query cache of GET forms/{id}.
 * The supporting-docs section and the questionnaire uploader both read and write them here, so a
 * document deleted in one is gone from the other (questionnaire-and-forms.md §4).
 */
export function useFormDocs(formId: number) {
  const api = useApi();
  const client = api.useQueryClient();
  const key = useMemo(() => queryKeys.form(formId), [formId]);

  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = useCallback(() => client.forms.get.getQueryData(key), [client, key]);
  const response = useSyncExternalStore(subscribe, read);

  /** Takes in an upload's answer (the owner's whole list), see {@link mergeDocs}. */
  const setDocs = useCallback(
    (docs: SupportingDoc[]) => {
      client.forms.get.setQueryData(key, (old) =>
        old?.status === 200 ? { ...old, body: { ...old.body, supportingDocs: mergeDocs(old.body.supportingDocs, docs, deletedIn(client.getQueryCache())) } } : old,
      );
    },
    [client, key],
  );
  const removeDoc = useCallback(
    (id: number) => {
      deletedIn(client.getQueryCache()).add(id);
      client.forms.get.setQueryData(key, (old) =>
        old?.status === 200 ? { ...old, body: { ...old.body, supportingDocs: old.body.supportingDocs.filter((doc) => doc.id !== id) } } : old,
      );
    },
    [client, key],
  );
  /** The form's workflow stage now (null when the form is not loaded). */
  const currentStage = useCallback(() => {
    const data = read();
    return data?.status === 200 ? data.body.workflowState.stage : null;
  }, [read]);

  const docs = response?.status === 200 ? response.body.supportingDocs : undefined;
  return { docs, setDocs, removeDoc, currentStage };
}
