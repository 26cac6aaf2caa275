import type { AnswerValue } from '@taxcert/engine';
import { createContext } from 'react';

/**
 * The answers a new form opened with from the customer's record, by field name (`blockId.questionId`; ADR 072): a
 * question whose answer is still the one given here shows the "filled in from our records" mark, described by it.
 * Null (the default): no marks.
 */
export type PrefilledAnswers = ReadonlyMap<string, AnswerValue>;
export const PrefilledContext = createContext<PrefilledAnswers | null>(null);
