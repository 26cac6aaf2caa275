import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Scroll-read tolerance (app-shell.md §9). */
export const READ_TOLERANCE_PX = 1;

/** True when a scroll box shows its end, within the tolerance (also when it fits without scrolling). */
export function isScrolledToEnd(box: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return box.scrollTop + box.clientHeight >= box.scrollHeight - READ_TOLERANCE_PX;
}

/** Whether the text in `ref` has been scrolled to the end at least once (it stays read). */
export function useReadToEnd(ref: RefObject<HTMLElement | null>): { read: boolean; onScroll: () => void } {
  const [read, setRead] = useState(false);
  const check = useCallback(() => {
    const box = ref.current;
    if (box && isScrolledToEnd(box)) setRead(true);
  }, [ref]);
  useEffect(() => {
    check();
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    return () => observer.disconnect();
  }, [check, ref]);
  return { read, onScroll: check };
}
