import type { Locator } from 'playwright-core';

/**
 * The controls in `within` smaller than a 44 × 44 px tap target (WCAG 2.5.5), as
 * `tag "text" (width × height)`: buttons, links, selects, text fields and summaries by their own box; a radio or
 * checkbox by its label, which is its tap target (components/ui/field.module.css). Only what is shown counts.
 */
export async function smallTapTargets(within: Locator): Promise<string[]> {
  return within.evaluate((root) => {
    const controls = [
      ...root.querySelectorAll<HTMLElement>(
        'button, a[href], select, textarea, summary, input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"])',
      ),
      ...[...root.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')].flatMap(
        (input) => [...(input.labels ?? [])],
      ),
    ];
    return (
      controls
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        // A visually hidden control (1 × 1 px, e.g. a file input behind its button) is no target.
        .filter(({ box }) => box.width > 1 && box.height > 1)
        .filter(({ box }) => Math.round(box.height) < 44 || Math.round(box.width) < 44)
        .map(
          ({ el, box }) =>
            `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 40)}" (${Math.round(box.width)} × ${Math.round(box.height)})`,
        )
    );
  });
}
