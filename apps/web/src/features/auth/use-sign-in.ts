import { useQueryClient } from '@tanstack/react-query';
import type { AuthenticationLinkRequest } from '@taxcert/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { queryKeys, useApi } from '../../lib/api/api';
import { COOKIES, writeCookie } from '../../lib/session/cookies';
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
  const mutation = api.auth.authenticationLink.useMutation();

  async function signIn(body: AuthenticationLinkRequest): Promise<void> {
    setFailure(null);
    // The reactions table comes while the call is under way, as the failure dialog's chunk does (ADR 075); should it
    // not arrive, the dialog shows its generic words.
    const reactions = loadReactions().catch(() => undefined);
    try {
      const { body: result } = await mutation.mutateAsync({ body });
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
      const reaction = (await reactions)?.reactTo(error, { in: 'sign-in' }, t);
      setFailure({ message: reaction?.do === 'show' ? reaction.text : null });
    }
  }

  return {
    signIn,
    pending: mutation.isPending,
    done: mutation.isSuccess,
    failure,
    clearFailure: () => setFailure(null),
  };
}
