import type { BlockAnswers } from '../types/answers';
import type { GiinLayout, QuestionDef } from '../types/definition';
import { bn } from './bn';
import { ein } from './ein';
import { ftin } from './ftin';
import { giin } from './giin';
import type { IdentifierKind, IdentifierModule } from './identifier';
import { itin } from './itin';
import { sin } from './sin';
import { ssn } from './ssn';
import { trustAccount } from './trustAccount';

/** The module of each identifier kind. */
export const identifierModules: Readonly<Record<IdentifierKind, IdentifierModule>> = {
  ssn,
  itin,
  ein,
  giin,
  ftin,
  sin,
  bn,
  trustAccount,
};

/** The identifier each box layout of the `giin` widget takes (questionnaire-and-forms.md §5): the GIIN, the 15-box BN, the T- field. */
export const giinLayoutKind: Readonly<Record<GiinLayout, IdentifierKind>> = {
  giin16: 'giin',
  giin15: 'bn',
  t8: 'trustAccount',
};

/**
 * The kind of identifier a question's answer is: the one the question declares (`props.identifier`), or, for a
 * US TIN whose type the customer chooses (`props.tinTypeFrom`), 'ein' or 'ssn' by that answer. Undefined for a
 * question that is no identifier. What the browser's boxes, the review and the PDF lay out comes from here, never
 * from the form type.
 */
export function identifierKindOf(question: QuestionDef, block: BlockAnswers = {}): IdentifierKind | undefined {
  const from = question.props?.tinTypeFrom;
  if (from !== undefined) {
    const chosen = block[from];
    if (chosen === 'Ein') return 'ein';
    if (chosen === 'Ssn') return 'ssn';
  }
  return question.props?.identifier;
}

/** The module of a question's identifier (see {@link identifierKindOf}). */
export function identifierOf(question: QuestionDef, block: BlockAnswers = {}): IdentifierModule | undefined {
  const kind = identifierKindOf(question, block);
  return kind === undefined ? undefined : identifierModules[kind];
}
