import type { FormData } from '@taxcert/contracts';
import { answersKey } from '../../../questionnaire/answers';

/**
 * The answers each form of the editor holds now (as sent: hidden answers cleared), kept outside React state so
 * that a keystroke does not re-render the page around the form (ADR 027). Each MemberForm writes its form's
 * answers when a change settles; the page subscribes to what it shows — whether a form changed since its last
 * Check (useCheck) — and reads the answers themselves when it acts (Check, Sign and submit).
 */
export interface AnswersStore {
  get: (formType: string) => FormData;
  /** The stable text of the form's answers (answersKey), computed once per change. */
  key: (formType: string) => string;
  set: (formType: string, data: FormData) => void;
  subscribe: (listener: () => void) => () => void;
}

const EMPTY: FormData = {};

export function createAnswersStore(initial: Readonly<Record<string, FormData>>): AnswersStore {
  const data = new Map(Object.entries(initial));
  const keys = new Map([...data].map(([formType, answers]) => [formType, answersKey(answers)]));
  const listeners = new Set<() => void>();
  return {
    get: (formType) => data.get(formType) ?? EMPTY,
    key: (formType) => keys.get(formType) ?? answersKey(EMPTY),
    set(formType, answers) {
      if (data.get(formType) === answers) return;
      data.set(formType, answers);
      keys.set(formType, answersKey(answers));
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
