import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { centralRedirect } from './http-errors';

/**
 * Returns a handler that applies the central redirects (401, 403/498, 403, 429, 503) to a failure and
 * says whether it did, so a call site can deal with everything else itself.
 */
export function useCentralRedirect(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      const to = centralRedirect(error);
      if (!to) return false;
      void navigate(to, { replace: true });
      return true;
    },
    [navigate],
  );
}
