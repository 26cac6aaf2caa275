import { useEffect, useRef } from 'react';

const MARK = '__taxcertSigning';

function currentState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/**
 * Browser Back while `active` cancels instead of leaving the page (app-shell.md §4: "browser back during
 * signing cancels signing"). On activation a history entry for the same address, marked as ours, is
 * pushed; Back pops it and calls `onBack`, the page staying where it is. When the step ends otherwise
 * (cancel, or signed), the entry is taken back off, so the next Back leaves the page as usual.
 */
export function useBackCancels(active: boolean, onBack: () => void): void {
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;

  useEffect(() => {
    if (!active) return;
    window.history.pushState({ ...currentState(), [MARK]: true }, '');
    let popped = false;
    const onPopState = () => {
      if (currentState()[MARK] === true) return;
      popped = true;
      onBackRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      // Ended without Back: drop our entry, unless a navigation has already replaced it (the success route).
      if (!popped && currentState()[MARK] === true) window.history.back();
    };
  }, [active]);
}
