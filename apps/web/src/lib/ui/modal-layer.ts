import { useSyncExternalStore } from 'react';

/**
 * Where notifications show while a modal dialog is open. A modal opened with showModal() sits in the
 * browser's top layer and makes the rest of the page inert, so the page's notification bar would be hidden
 * behind it and its close button unreachable. Each open Modal offers a slot; the notification bar renders
 * into the topmost one, and back in the page once the last modal closes.
 */
const slots: HTMLElement[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Offers `slot` for notifications; the returned function withdraws it. */
export function offerNotificationSlot(slot: HTMLElement): () => void {
  slots.push(slot);
  emit();
  return () => {
    const index = slots.lastIndexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    emit();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The slot of the topmost open modal, or null when none is open. */
export function useNotificationSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => slots.at(-1) ?? null,
    () => null,
  );
}
