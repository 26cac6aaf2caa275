/**
 * One way to name a field, for the engine, the simulator and the web app alike. A field's path is its
 * block id and question id and, inside a repeater item, the item's index and the item question's id (and
 * so on, level by level): `['taxResidences', 'taxResidences', 0, 'country']`. Written as text it is the
 * parts joined by `.` — the validation result's `field` and the form's field name
 * (`taxResidences.taxResidences.0.country`); its DOM id is `q-` and the parts joined by `-`
 * (`q-taxResidences-taxResidences-0-country`), which the results panel's links and the first-invalid
 * focus look up.
 */
export type FieldPath = readonly [blockId: string, questionId: string, ...inItems: (string | number)[]];

/** The text form of a path (validation `field`, form field name). */
export const fieldPathText = (path: FieldPath): string => path.join('.');

/** The DOM id of the control a path names. */
export const fieldDomId = (path: FieldPath): string => `q-${path.join('-')}`;

/** The DOM id of a question inside a repeater item, from the repeater question's own DOM id. */
export const itemFieldDomId = (repeaterDomId: string, index: number, itemQuestionId: string): string =>
  `${repeaterDomId}-${index}-${itemQuestionId}`;

/** The path of an engine failure: its block, then its question path inside the block. */
export const failureFieldPath = (failure: {
  blockId: string;
  questionId: string;
  path: readonly (string | number)[];
}): FieldPath => {
  const [questionId = failure.questionId, ...inItems] = failure.path;
  return [failure.blockId, String(questionId), ...inItems];
};

/**
 * Parses the text form back: at least a block and a question, every part non-empty; an item index is a
 * number. Null for anything else.
 */
export function parseFieldPath(text: string): FieldPath | null {
  const parts = text.split('.');
  const [blockId, questionId, ...inItems] = parts;
  if (!blockId || !questionId || !parts.every((part) => part.length > 0)) return null;
  return [blockId, questionId, ...inItems.map((part) => (/^\d+$/.test(part) ? Number(part) : part))];
}
