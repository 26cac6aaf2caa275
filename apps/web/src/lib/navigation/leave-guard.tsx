import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { forgetResume } from '../session/drafts';

/**
 * The unsaved-changes prompt (app-shell.md §2): leaving a dirty form asks 'Are you sure you want to leave
 * this page?'. BrowserRouter has no useBlocker, so this guard
 * - wraps the router's navigator: every in-app link and navigate() goes through push/replace;
 * - guards the browser's Back button with a sentinel history entry (same address) pushed while the page is
 *   dirty: Back lands on the page's own entry (it stays mounted), asks, and either really goes back or puts
 *   the sentinel back;
 * - asks the browser to confirm reloads and closing the tab (beforeunload).
 * Navigations marked `{ state: { leaveGuard: 'skip' } }` (forced redirects such as a session time-out) pass.
 */
interface LeaveGuard {
  setDirty: (dirty: boolean) => void;
  /** True when the page may be left now: it is clean, or the customer confirms leaving it. */
  confirmLeave: () => boolean;
}

const LeaveGuardContext = createContext<LeaveGuard | null>(null);
const SENTINEL = '__taxcertLeaveGuard';

function isSkipped(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { leaveGuard?: unknown }).leaveGuard === 'skip';
}

function currentState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

const onSentinel = () => currentState()[SENTINEL] === true;
const pushSentinel = () => window.history.pushState({ ...currentState(), [SENTINEL]: true }, '');

export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { i18n } = useTranslation();
  const dirty = useRef(false);
  const ignoreNextPop = useRef(false);
  // Read when asked: the catalogue arrives after this provider mounts.
  const message = useRef<() => string>(() => '');
  message.current = () => i18n.t('leave.confirm');
  // The customer chose to leave: the answers stay kept for that form (ADR 047), but the start page no longer leads
  // back to it, as it does after a new sign-in.
  const confirmed = useRef(() => {
    const leaving = window.confirm(message.current());
    if (leaving) forgetResume();
    return leaving;
  });

  useEffect(() => {
    const nav = navigator as typeof navigator & {
      push: (...args: unknown[]) => void;
      replace: (...args: unknown[]) => void;
    };
    const push = nav.push.bind(nav);
    const replace = nav.replace.bind(nav);
    const allowed = (state: unknown) => !dirty.current || isSkipped(state) || confirmed.current();
    nav.push = (...args: unknown[]) => {
      if (allowed(args[1])) {
        dirty.current = false;
        push(...args);
      }
    };
    nav.replace = (...args: unknown[]) => {
      if (allowed(args[1])) {
        dirty.current = false;
        replace(...args);
      }
    };
    const onPopState = () => {
      if (ignoreNextPop.current) {
        ignoreNextPop.current = false;
        return;
      }
      // Back from the sentinel onto the dirty page's own entry.
      if (!dirty.current || onSentinel()) return;
      if (confirmed.current()) {
        dirty.current = false;
        window.history.back();
      } else {
        pushSentinel();
      }
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = message.current();
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      nav.push = push;
      nav.replace = replace;
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [navigator]);

  const value = useMemo<LeaveGuard>(
    () => ({
      confirmLeave: () => !dirty.current || confirmed.current(),
      setDirty: (next) => {
        if (next === dirty.current) return;
        dirty.current = next;
        if (next && !onSentinel()) {
          pushSentinel();
        } else if (!next && onSentinel()) {
          // Clean again: drop the sentinel so that Back works at the first press.
          ignoreNextPop.current = true;
          window.history.back();
        }
      },
    }),
    [],
  );
  return <LeaveGuardContext.Provider value={value}>{children}</LeaveGuardContext.Provider>;
}

/** Marks the page dirty while `dirty` is true: leaving it asks for confirmation. */
export function useUnsavedChangesPrompt(dirty: boolean): void {
  const guard = useContext(LeaveGuardContext);
  useEffect(() => {
    if (!guard) return;
    guard.setDirty(dirty);
    return () => guard.setDirty(false);
  }, [guard, dirty]);
}

/**
 * Asks, before an action that ends in leaving the page (starting another form), what the guard would ask on the way
 * out: true when the page is clean or the customer confirms. The navigation that follows passes the guard with
 * `{ state: { leaveGuard: 'skip' } }`, so the question is not asked twice.
 */
export function useLeaveConfirmation(): () => boolean {
  const guard = useContext(LeaveGuardContext);
  return guard ? guard.confirmLeave : () => true;
}
