import { useQueries } from '@tanstack/react-query';
import type { ReferenceData } from '@taxcert/engine';
import { formReference, treatyCountriesOf } from '@taxcert/forms';
import { useOnlineConfig } from '../../../lib/session';
import { referenceQuery, useReferenceSource } from '../hooks/use-reference-data';
import type { Member } from '../logic/members';

/**
 * The reference data each form opens with, by form type (the treaty countries of its saved answers): null while
 * it loads. The editor settles the saved answers with it — what it calls saved, and what the form opens with,
 * are then the answers a Check sends — and the form's own reference query finds it in the cache. A failed call
 * opens the form without it, as before (its questions offer every option).
 */
export function useInitialReference(members: readonly Member[] | null): Readonly<Record<string, ReferenceData>> | null {
  const source = useReferenceSource();
  const config = useOnlineConfig();
  const results = useQueries({
    queries: (members ?? []).map((m) => referenceQuery(source, treatyCountriesOf(m.def, m.form.data))),
  });
  if (!members || results.some((result) => result.isPending)) return null;
  return Object.fromEntries(members.map((m, index) => [m.formType, formReference(results[index]?.data ?? {}, m.formType, config)]));
}
