import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (a lazily loaded route, a form loading its definition). */
const WAIT_MS = 10_000;

/**
 * Places focus on the new page's main heading. False while there is none yet; true when done or not ours
 * to do: a dialog is open (it holds focus), or the page already put focus somewhere in itself.
 */
function focusHeading(main: HTMLElement): boolean {
  if (document.querySelector('dialog[open]')) return true;
  const active = document.activeElement;
  if (active && active !== document.body && main.contains(active)) return true;
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * After a route change (not the first page load), focus moves to the new page's h1 once it is on the page — so
 * keyboard and screen-reader users start reading the new page at its heading, not at the top of the document
 * (WCAG 2.4.3). `mainId` is the id of the page's main element.
 */
export function useHeadingFocusOnNavigation(mainId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main || focusHeading(main)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [pathname, mainId]);
}
