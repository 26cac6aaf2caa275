import { useEffect, useRef } from 'react';

/**
 * After each Check (`checks` counts them) the results panel scrolls into view and its heading takes focus,
 * so keyboard and screen-reader users land on what the Check found. Used by the form and the form group.
 */
export function useResultsFocus(checks: number) {
  const resultsRef = useRef<HTMLElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (checks === 0) return;
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    resultsHeadingRef.current?.focus({ preventScroll: true });
  }, [checks]);
  return { resultsRef, resultsHeadingRef };
}
