import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerformReaction } from './late-reactions';
import { reactTo, type FailureContext, type Reaction } from './reactions';

export { loginUrl } from './late-reactions';

/**
 * Returns `handle(error, context)`: looks the failure up in the reactions table, performs what the app does
 * itself — a redirect (replacing the entry, past the leave guard), the login URL, a notification — and
 * returns the reaction, so the call site shows the rest (text inside its dialog, its not-found or error view).
 */
export function useFailureHandler(): (error: unknown, context: FailureContext) => Reaction {
  const { t } = useTranslation();
  const perform = usePerformReaction();
  return useCallback((error: unknown, context: FailureContext) => perform(reactTo(error, context, t)), [t, perform]);
}
