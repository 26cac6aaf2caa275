import type { AnswerValue, BlockAnswers } from '../types/answers';
import type { QuestionDef } from '../types/definition';
import { cloneAnswer } from '../answers/clone';

/** questionnaire-and-forms.md §4: repeaters add and remove items within min and max; items beyond the minimum are removable. */

const itemsOf = (value: AnswerValue): AnswerValue[] => (Array.isArray(value) ? value : []);
const minOf = (question: QuestionDef): number => question.props?.min ?? 0;
const maxOf = (question: QuestionDef): number => question.props?.max ?? Number.POSITIVE_INFINITY;

/**
 * A new item: the defaults of the item's questions; a repeater inside the item without a default starts with its
 * `min` new items, as a block's repeater does (e.g. a controlling person's one required address).
 */
export function newItem(question: QuestionDef): BlockAnswers {
  const item: BlockAnswers = {};
  for (const inner of question.items?.questions ?? []) {
    if (inner.default !== undefined) item[inner.id] = cloneAnswer(inner.default);
    else if (inner.widget === 'repeater' && inner.items && minOf(inner) > 0) item[inner.id] = initialItems(inner);
  }
  return item;
}

/** The items a repeater starts with: `min` new items. */
export function initialItems(question: QuestionDef): BlockAnswers[] {
  return Array.from({ length: minOf(question) }, () => newItem(question));
}

export function canAddItem(question: QuestionDef, value: AnswerValue): boolean {
  return itemsOf(value).length < maxOf(question);
}

export function canRemoveItem(question: QuestionDef, value: AnswerValue, index: number): boolean {
  return index >= minOf(question) && index < itemsOf(value).length;
}

/** The items with a new one at the end, or the same items when the maximum is reached. */
export function addItem(question: QuestionDef, value: AnswerValue): AnswerValue[] {
  const items = itemsOf(value);
  return canAddItem(question, items) ? [...items, newItem(question)] : items;
}

/** The items without the one at `index`, or the same items when it is not removable. */
export function removeItem(question: QuestionDef, value: AnswerValue, index: number): AnswerValue[] {
  const items = itemsOf(value);
  return canRemoveItem(question, items, index) ? items.filter((_, i) => i !== index) : items;
}
