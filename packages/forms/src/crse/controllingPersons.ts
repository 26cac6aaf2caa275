import type { BlockDef, QuestionDef } from '@taxcert/engine';
import { INTERNATIONAL_ADDRESS_LABELS } from '../blocks/address';
import { controllingPersonsBlock, type ControllingPersonsBlockOptions } from '../blocks/controllingPerson';

const ADDRESSES = new Set(['address', 'mailingAddress']);

/** An address repeater of a controlling person with the labels of an address outside the US (city or town, postal code). */
function international(question: QuestionDef): QuestionDef {
  if (!ADDRESSES.has(question.id) || !question.items) return question;
  const questions = question.items.questions.map((q) => ({
    ...q,
    label: INTERNATIONAL_ADDRESS_LABELS[q.id] ?? q.label,
  }));
  return { ...question, items: { ...question.items, questions } };
}

/**
 * The shared controlling-persons block as the CRS forms ask it: each person's addresses with the international
 * labels the CRS forms' own addresses use, not the W-9's "City", "State", "ZIP code".
 */
export function crsControllingPersonsBlock(options: ControllingPersonsBlockOptions): BlockDef {
  const block = controllingPersonsBlock(options);
  return {
    ...block,
    questions: block.questions.map((question) =>
      question.items
        ? { ...question, items: { ...question.items, questions: question.items.questions.map(international) } }
        : question,
    ),
  };
}
