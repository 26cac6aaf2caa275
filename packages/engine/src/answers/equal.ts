import type { AnswerValue } from '../types/answers';

/** Deep equality of two answers. */
export function sameAnswer(a: AnswerValue, b: AnswerValue): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameAnswer(item, b[i]));
  const ao = a as Record<string, AnswerValue>;
  const bo = b as Record<string, AnswerValue>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const key of keys) if (!sameAnswer(ao[key], bo[key])) return false;
  return true;
}
