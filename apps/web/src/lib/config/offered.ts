/**
 * Whether the institution offers a form type or a form group (app-shell.md §2): enabled and visible. Form
 * selection shows only these, their routes send anything else back to the start, and nothing may offer another.
 */
export function isOffered<T extends { isEnabled: boolean; isVisible: boolean }>(
  entry: T | null | undefined,
): entry is T {
  return !!entry && entry.isEnabled && entry.isVisible;
}
