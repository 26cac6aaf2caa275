import { createContext, type ReactNode } from 'react';

/**
 * What a locked question says under its field, by field name (`blockId.questionId`), in place of the lock groups'
 * "Read only: this answer comes from our records": a form of a group names the form a shared answer is entered in
 * and links to it (ADR 029). Null (the default, or for a field it does not know): the lock groups' notice. For a
 * question the customer may answer, a note of where its answer is filled in from (a group's following block),
 * described by it; null: none.
 */
export type LockNote = (name: string) => ReactNode;
export const LockNoteContext = createContext<LockNote | null>(null);
