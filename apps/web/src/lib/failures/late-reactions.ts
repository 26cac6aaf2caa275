import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotifications } from '../ui/notifications';
import { deferred, useDeferred } from '../api/deferred';
import { useRuntimeConfig } from '../config/runtime-config';
import type * as ReactionsModule from './reactions';
import type { Reaction } from './reactions';

/** The login URL a 401 on the config call leads to, keeping the current query string (app-shell.md §8). */
export function loginUrl(apiHost: string, search: string): string {
  return `${apiHost}/api/auth/login${search}`;
}

/**
 * Returns `perform(reaction)`: does what the app does itself for a reaction — a redirect (replacing the entry,
 * past the leave guard), the login URL, a notification — and returns it. Apart from the reactions table, so that
 * the shell can hold it without the table (ADR 075).
 */
export function usePerformReaction(): (reaction: Reaction) => Reaction {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { apiHost } = useRuntimeConfig();
  return useCallback(
    (reaction: Reaction) => {
      if (reaction.do === 'redirect' && window.location.pathname !== reaction.to) {
        // `from`: where "Try again" on a temporary outage goes back to (ADR 046).
        const from = `${window.location.pathname}${window.location.search}`;
        void navigate(
          { pathname: reaction.to, search: reaction.search ?? '' },
          { replace: true, state: { leaveGuard: 'skip', from } },
        );
      } else if (reaction.do === 'login') {
        window.location.assign(loginUrl(apiHost, window.location.search));
      } else if (reaction.do === 'notify') {
        notify(reaction.notice);
      }
      return reaction;
    },
    [navigate, notify, apiHost],
  );
}

/** The reactions table as a chunk of its own for the shell (ADR 075); the screens import it as usual. */
const reactionsChunk = deferred<typeof ReactionsModule>(() => import('./reactions'));

/** Loads the reactions table (once; a failed load is asked for again next time). */
export const loadReactions = (): Promise<typeof ReactionsModule> => reactionsChunk.load();

/**
 * The reactions table once it has arrived, loaded when `wanted` (a start-up call has failed): the shell's start-up
 * file carries no table, since what the shell does with it is only ever wanted after a failure (ADR 075). A failed
 * load is tried again (lib/deferred.ts) while the caller shows what it shows while loading.
 */
export function useReactionsOnFailure(wanted: boolean): typeof ReactionsModule | undefined {
  return useDeferred(reactionsChunk, wanted);
}
