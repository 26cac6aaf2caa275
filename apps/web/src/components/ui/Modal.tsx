import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { offerNotificationSlot } from '../../lib/ui/modal-layer';
import modal from './modal.module.css';

/** A size's class (medium is the dialog's own width). */
const SIZES = { small: modal.modalSmall, medium: '', large: modal.modalLarge };

/**
 * A modal dialog on the native `<dialog>` element opened with showModal(): the browser moves focus in,
 * makes the rest of the page inert, and restores focus on close. Escape and a click on the backdrop close
 * it unless `dismissible` is false. Presentational: the caller owns `open` and every action.
 * (Replaces Ariakit, which cost ~18 KB gzip on every screen with a dialog.)
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'medium',
  closeLabel,
  dismissible = true,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Accessible name of the corner close button; omitted = no corner button. */
  closeLabel?: string;
  dismissible?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // While open, notifications show inside the dialog (the page under it is inert): lib/ui/modal-layer.ts.
  useLayoutEffect(() => {
    if (!open || !slotRef.current) return;
    return offerNotificationSlot(slotRef.current);
  }, [open]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // Closing before React removes the element lets the browser restore focus.
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, [open]);

  if (!open) return null;

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    if (dismissible) onClose();
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the ::backdrop targets the dialog itself.
    if (dismissible && event.target === event.currentTarget) onClose();
  }

  return (
    <dialog
      ref={ref}
      className={`${modal.modal} ${SIZES[size]}`}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className={modal.modalHeader}>
        <h2 id={titleId} className={modal.modalTitle}>
          {title}
        </h2>
        {closeLabel ? (
          <button type="button" className={modal.modalClose} aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div ref={slotRef} className={modal.modalNotifications} />
      <div className={modal.modalBody}>{children}</div>
      {footer ? <div className={modal.modalFooter}>{footer}</div> : null}
    </dialog>
  );
}
