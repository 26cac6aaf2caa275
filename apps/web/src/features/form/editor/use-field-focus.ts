import { useCallback, useEffect, useRef, useState } from 'react';
import { panelId } from './FormTabs';

/** Frames to wait for the field to be on the page and shown (a tab just opened, a card opening, the rest of a form still rendering). */
export const FIELD_WAIT_FRAMES = 60;
/** Frames after focusing in which a field pushed off the screen (the page still settling above it) is brought back. */
export const FIELD_SETTLE_FRAMES = 20;

/** Shown: in the page, under no `hidden` ancestor and not `display: none` (a collapsed card, another form's tab). */
function isShown(element: HTMLElement): boolean {
  if (!element.isConnected || element.closest('[hidden]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** Whether the element is inside the window (the fixed action bar's height is kept by the page's scroll padding). */
function onScreen(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return true; // no layout to judge (not a browser)
  return rect.top >= 0 && rect.bottom <= window.innerHeight;
}

/**
 * Brings the field into view: its whole question — label, field and the message under it — when the question
 * fits in the window, else the field itself in the middle (centring a question taller than the window left its
 * field off the screen).
 */
function reveal(target: HTMLElement): void {
  const question = target.closest<HTMLElement>('[data-question]');
  const fits = question !== null && question.getBoundingClientRect().height <= window.innerHeight * 0.8;
  (fits ? question : target).scrollIntoView?.({ block: 'center' });
}

/**
 * Going to a field of any form on the page (a results-panel link, or the first invalid field): in a group its
 * form's tab is selected first; then — once that form is on the page and the field is shown — the first of
 * `domIds` found (else the first control the form marks invalid, else the form's heading) is scrolled into view
 * and focused. For a few frames after, a field the page pushed off the screen while settling (the results panel
 * opening above it, a card expanding) is scrolled back (focus after Check landed off-screen).
 */
export function useFieldFocus(active: string, setActive: (formType: string) => void) {
  const [pending, setPending] = useState<{ formType: string; domIds: readonly string[] } | null>(null);
  /** The frame the current going-to waits for: a new one replaces it; leaving the page ends it. */
  const handle = useRef(0);
  useEffect(() => () => cancelAnimationFrame(handle.current), []);

  useEffect(() => {
    if (!pending || pending.formType !== active) return;
    cancelAnimationFrame(handle.current);
    let frame = 0;
    let focused: HTMLElement | null = null;
    let focusedAt = 0;
    const fallback = (): HTMLElement | null => {
      const root: ParentNode = document.getElementById(panelId(pending.formType)) ?? document;
      return (
        root.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        document.getElementById(`${panelId(pending.formType)}-title`)
      );
    };
    const step = () => {
      frame += 1;
      if (focused === null) {
        const byId = pending.domIds.map((id) => document.getElementById(id)).find((el) => el !== null) ?? null;
        const waited = frame >= FIELD_WAIT_FRAMES || pending.domIds.length === 0;
        const target = byId && isShown(byId) ? byId : waited ? (byId ?? fallback()) : null;
        if (target) {
          reveal(target);
          target.focus({ preventScroll: true });
          focused = target;
          focusedAt = frame;
          setPending(null);
        }
      } else if (document.activeElement !== focused) {
        return; // the customer has moved on
      } else if (!onScreen(focused)) {
        focused.scrollIntoView?.({ block: 'center' });
      }
      if (focused === null || frame - focusedAt < FIELD_SETTLE_FRAMES) handle.current = requestAnimationFrame(step);
    };
    step();
  }, [pending, active]);

  return useCallback(
    (formType: string, domIds: readonly string[]) => {
      setActive(formType);
      setPending({ formType, domIds });
    },
    [setActive],
  );
}
