import type { BlockDef, QuestionDef } from '@taxcert/engine';
import { INTERNATIONAL_ADDRESS_LABELS } from './address';
import { controllingPersonsBlock, type ControllingPersonsBlockOptions } from './controllingPerson';

const ADDRESSES = new Set(['address', 'mailingAddress']);

/**
 * The CRS templates' own label of an address's first line (crs.md, CRS-I Part 1: house, apartment or suite number
 * and street), in our words — not the W-9's "Address (number, street, and apt. or suite no.)".
 */
export const CRS_STREET_LABEL = 'questionnaire.crs.address.line1.label';

/** The question with the CRS templates' street label when it is an address's first line. */
export const withCrsStreetLabel = (question: QuestionDef): QuestionDef =>
  question.id === 'line1' ? { ...question, label: CRS_STREET_LABEL } : question;

export interface CrsControllingPersonsBlockOptions extends ControllingPersonsBlockOptions {
  /**
   * The CRS-E's guidance (crs-canada-lines.md §1): controlling persons are natural persons, looked through an entity
   * that holds a position; for a legal person ownership first, then control by other means, then the senior managing
   * official. The repeater's label says it in short (it prints, in the review and the PDF), its hint and the type's
   * hint in full; each address's first line under the CRS templates' label. Off by default.
   */
  guidance?: boolean;
}

/** An address repeater of a controlling person with the labels of an address outside the US (city or town, postal code). */
function international(question: QuestionDef, guidance: boolean): QuestionDef {
  if (!ADDRESSES.has(question.id) || !question.items) return question;
  const questions = question.items.questions.map((q) => {
    const relabelled = { ...q, label: INTERNATIONAL_ADDRESS_LABELS[q.id] ?? q.label };
    return guidance ? withCrsStreetLabel(relabelled) : relabelled;
  });
  return { ...question, items: { ...question.items, questions } };
}

/** A person's questions with the guidance on the type of controlling person. */
function guided(question: QuestionDef): QuestionDef {
  return question.id === 'type' ? { ...question, hint: 'questionnaire.crse.controllingPersonType.hint' } : question;
}

/**
 * The shared controlling-persons block as the CRS forms ask it: each person's addresses with the international
 * labels the CRS forms' own addresses use, not the W-9's "City", "State", "ZIP code"; with `guidance`, the CRS-E's
 * guidance on who a controlling person is.
 */
export function crsControllingPersonsBlock(options: CrsControllingPersonsBlockOptions): BlockDef {
  const { guidance = false, ...shared } = options;
  const block = controllingPersonsBlock(shared);
  return {
    ...block,
    questions: block.questions.map((question) => {
      if (!question.items) return question;
      const items = question.items.questions.map((item) => international(guidance ? guided(item) : item, guidance));
      const repeater = { ...question, items: { ...question.items, questions: items } };
      return guidance
        ? {
            ...repeater,
            label: 'questionnaire.crse.controllingPersons.label',
            hint: 'questionnaire.crse.controllingPersons.hint',
          }
        : repeater;
    }),
  };
}
