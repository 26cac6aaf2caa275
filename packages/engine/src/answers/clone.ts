import type { AnswerValue } from '../types/answers';

/** A deep copy of an answer, so that callers never share arrays or objects with a definition. */
export function cloneAnswer(value: AnswerValue): AnswerValue {
  if (Array.isArray(value)) return value.map(cloneAnswer);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cloneAnswer(item)]));
  }
  return value;
}
