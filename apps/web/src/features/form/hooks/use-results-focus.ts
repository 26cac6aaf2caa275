import { useEffect, useRef } from 'react';

/**
 * After each Check (`checks` counts them): focus goes to the first problem — `focusFirstProblem` moves it and
 * answers true — so the customer lands on what to fix, not at the top of the page; when there is none to go
 * to, the results panel scrolls into view and its heading takes focus, so keyboard and screen-reader users
 * land on what the Check found. Used by the form and the form group.
 */
export function useResultsFocus(checks: number, focusFirstProblem: () => boolean) {
  const resultsRef = useRef<HTMLElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(focusFirstProblem);
  first.current = focusFirstProblem;
  useEffect(() => {
    if (checks === 0) return;
    if (first.current()) return;
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    resultsHeadingRef.current?.focus({ preventScroll: true });
  }, [checks]);
  return { resultsRef, resultsHeadingRef };
}
