import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react/dialog';
import type { ReactNode } from 'react';

/**
 * A modal dialog on Ariakit (focus moved in, trapped and restored; Escape and the backdrop close it
 * unless `dismissible` is false). Presentational: the caller owns `open` and every action.
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
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className={`modal modal--${size}`}
      backdrop={<div className="modal-backdrop" />}
      hideOnEscape={dismissible}
      hideOnInteractOutside={dismissible}
      unmountOnHide
    >
      <div className="modal__header">
        <DialogHeading className="modal__title">{title}</DialogHeading>
        {closeLabel ? (
          <DialogDismiss className="modal__close" aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </DialogDismiss>
        ) : null}
      </div>
      <div className="modal__body">{children}</div>
      {footer ? <div className="modal__footer">{footer}</div> : null}
    </Dialog>
  );
}
