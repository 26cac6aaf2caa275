import { useCallback, useEffect, useState } from 'react';
import { panelId } from './FormTabs';

/**
 * Going to a field of any form on the page (a results-panel link, or the first invalid field): in a group its
 * form's tab is selected first; then — once that form is on the page — the first of `domIds` found (else the
 * first control the form marks invalid, else the form's heading) is scrolled into view and focused.
 */
export function useFieldFocus(active: string, setActive: (formType: string) => void) {
  const [pending, setPending] = useState<{ formType: string; domIds: readonly string[] } | null>(null);

  useEffect(() => {
    if (!pending || pending.formType !== active) return;
    const root: ParentNode = document.getElementById(panelId(pending.formType)) ?? document;
    const target =
      pending.domIds.map((id) => document.getElementById(id)).find((element) => element !== null) ??
      root.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      document.getElementById(`${panelId(pending.formType)}-title`);
    // The whole question — its label, the field and the message under it — comes into view, not the field alone.
    (target?.closest('.question') ?? target)?.scrollIntoView?.({ block: 'center' });
    target?.focus({ preventScroll: true });
    setPending(null);
  }, [pending, active]);

  return useCallback(
    (formType: string, domIds: readonly string[]) => {
      setActive(formType);
      setPending({ formType, domIds });
    },
    [setActive],
  );
}
