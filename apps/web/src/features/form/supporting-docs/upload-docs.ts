import type { SupportingDoc } from '@taxcert/contracts';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subjectQueryKey, type SubjectRef } from '../api/subject';

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
export function mergeDocs(
  current: readonly SupportingDoc[],
  answered: readonly SupportingDoc[],
  deleted: ReadonlySet<number> = new Set(),
): SupportingDoc[] {
  const byId = new Map<number, SupportingDoc>();
  for (const doc of [...current, ...answered]) if (!deleted.has(doc.id)) byId.set(doc.id, doc);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** What the cached GET of a form or group holds that the documents need (both answers have these). */
interface CachedOwner {
  status: number;
  body: { supportingDocs: SupportingDoc[]; workflowState: { stage: number } };
}

/**
 * The supporting documents of the loaded form or group live in one place: the react-query cache of its GET
 * (forms/{id} or formgroups/{id}). The supporting-docs section and the questionnaire uploader both read and
 * write them there, so a document deleted in one is gone from the other (questionnaire-and-forms.md §4).
 */
export function useSubjectDocs(subject: SubjectRef | null) {
  const client = useQueryClient();
  const key = useMemo(() => (subject ? subjectQueryKey(subject) : ['no-subject']), [subject]);

  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = useCallback(() => client.getQueryData<CachedOwner>(key), [client, key]);
  const response = useSyncExternalStore(subscribe, read);

  const update = useCallback(
    (change: (docs: SupportingDoc[]) => SupportingDoc[]) =>
      client.setQueryData<CachedOwner>(key, (old) =>
        old?.status === 200 ? { ...old, body: { ...old.body, supportingDocs: change(old.body.supportingDocs) } } : old,
      ),
    [client, key],
  );
  /** Takes in an upload's answer (the owner's whole list), see {@link mergeDocs}. */
  const setDocs = useCallback(
    (docs: SupportingDoc[]) => update((old) => mergeDocs(old, docs, deletedIn(client.getQueryCache()))),
    [client, update],
  );
  const removeDoc = useCallback(
    (id: number) => {
      deletedIn(client.getQueryCache()).add(id);
      update((old) => old.filter((doc) => doc.id !== id));
    },
    [client, update],
  );
  /** The workflow stage now (null when the form or group is not loaded). */
  const currentStage = useCallback(() => {
    const data = read();
    return data?.status === 200 ? data.body.workflowState.stage : null;
  }, [read]);

  const docs = response?.status === 200 ? response.body.supportingDocs : undefined;
  return { docs, setDocs, removeDoc, currentStage };
}
