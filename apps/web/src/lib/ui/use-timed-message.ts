import { useCallback, useEffect, useRef, useState } from 'react';

/** PIN and confirmation messages show for 5 s (app-shell.md §9). */
export const MESSAGE_DISPLAY_MS = 5000;

/** A message that disappears by itself after 5 s. */
export function useTimedMessage<T>(ms = MESSAGE_DISPLAY_MS): [T | null, (message: T | null) => void] {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (next: T | null) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (next !== null) timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
