import { useQueryClient } from '@tanstack/react-query';
import type { AuthenticationLinkRequest } from '@taxcert/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { queryKeys, useApi } from '../../lib/api/api';
import { COOKIES, writeCookie } from '../../lib/session/cookies';
import { failedAnswer } from '../../lib/failures/failure';
import { loadReactions } from '../../lib/failures/late-reactions';
import { safeInternalPath } from './safe-path';
import { paths } from '../../lib/navigation/paths';

/**
 * POST /api/authentaLink. Success: refresh the auth state and config (now with the customer), then go to
 * `navigateToPath` or `/`. Any failure yields the server's message or the generic one (the reactions table).
 */
export function useSignIn() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  // The call's state: a plain call rather than react-query's mutation, whose observer would otherwise sit in the
  // start-up file for this one screen (ADR 093); a non-2xx answer is thrown as a failure, as the form's calls do.
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');

  async function signIn(body: AuthenticationLinkRequest): Promise<void> {
    setFailure(null);
    // The reactions table comes while the call is under way, as the failure dialog's chunk does (ADR 075); should it
    // not arrive, the dialog shows its generic words.
    const reactions = loadReactions().catch(() => undefined);
    setState('pending');
    try {
      const answer = await api.auth.authenticationLink.mutate({ body });
      if (answer.status !== 200) throw failedAnswer(answer);
      setState('done');
      const result = answer.body;
      // The no-email confirmation's resend reference lives in a cookie (app-shell.md §9).
      if (result.resendReference) writeCookie(COOKIES.resendReference, result.resendReference);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.authState }),
        queryClient.invalidateQueries({ queryKey: queryKeys.config }),
      ]);
      // loginSuccess false: the customer confirms a PIN first (no-email confirmation, /confirmPin).
      void navigate(
        safeInternalPath(result.navigateToPath, result.loginSuccess ? paths.landing() : paths.confirmPin()),
        { replace: true },
      );
    } catch (error) {
      setState((now) => (now === 'pending' ? 'idle' : now));
      const reaction = (await reactions)?.reactTo(error, { in: 'sign-in' }, t);
      setFailure({ message: reaction?.do === 'show' ? reaction.text : null });
    }
  }

  return {
    signIn,
    pending: state === 'pending',
    done: state === 'done',
    failure,
    clearFailure: () => setFailure(null),
  };
}
