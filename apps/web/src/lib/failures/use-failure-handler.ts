import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useNotifications } from '../ui/notifications';
import { useRuntimeConfig } from '../config/runtime-config';
import { reactTo, type FailureContext, type Reaction } from './reactions';

/** The login URL a 401 on the config call leads to, keeping the current query string (app-shell.md §8). */
export function loginUrl(apiHost: string, search: string): string {
  return `${apiHost}/api/auth/login${search}`;
}

/**
 * Returns `handle(error, context)`: looks the failure up in the reactions table, performs what the app does
 * itself — a redirect (replacing the entry, past the leave guard), the login URL, a notification — and
 * returns the reaction, so the call site shows the rest (text inside its dialog, its not-found or error view).
 */
export function useFailureHandler(): (error: unknown, context: FailureContext) => Reaction {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { apiHost } = useRuntimeConfig();
  return useCallback(
    (error: unknown, context: FailureContext) => {
      const reaction = reactTo(error, context, t);
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
    [t, navigate, notify, apiHost],
  );
}
