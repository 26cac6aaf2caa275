import type { Answers, BlockAnswers } from '@taxcert/engine';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * A form's settled answers, read at once and subscribed to block by block (ADR 113): the answers useFormAnswers last
 * settled, written when a change settles, before React renders. A block's questions subscribe to their own block's
 * answers, so a keystroke re-renders the block it changed and not the form around it.
 */
export interface SettledAnswers {
  get: () => Answers;
  subscribe: (listener: () => void) => () => void;
}

/** The settled answers with their one writer's `set` (useFormAnswers). */
export interface SettledAnswersWriter extends SettledAnswers {
  set: (answers: Answers) => void;
}

export function createSettledAnswers(initial: Answers): SettledAnswersWriter {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(answers) {
      if (answers === current) return;
      current = answers;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The settled answers of the form being rendered (FormRenderer provides them). */
export const SettledAnswersContext = createContext<SettledAnswers | null>(null);

const NO_ANSWERS: BlockAnswers = {};

/** One block's settled answers: the same object while the block is unchanged; re-renders when it changes. */
export function useBlockAnswers(blockId: string): BlockAnswers {
  const settled = useContext(SettledAnswersContext);
  if (!settled) throw new Error('useBlockAnswers outside a FormRenderer');
  return useSyncExternalStore(settled.subscribe, () => settled.get()[blockId] ?? NO_ANSWERS);
}
