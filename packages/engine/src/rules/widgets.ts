import type { DateFormat, QuestionDef, WidgetKind } from '../types/definition';
import type { RuleDef } from '../types/rules';

/**
 * A questionnaire upload's answer: the id of the supporting document uploaded for the form (questionnaire-and-forms.md §7: the uploader
 * links it to the form). The file's type (PDF, CSV, XLS, XLSX, questionnaire-and-forms.md §9) is checked where the file is — the upload
 * widget before sending it, the server by its bytes — not in the answer, which is the link to it.
 */
const DOCUMENT_ID = /^\d+$/;

/**
 * The document type an upload question uploads and expects linked to the form: its id, lower-cased, names a type of
 * the online configuration's `supportingDocumentTypes` (question `pooledWhdStatement` → `pooledwhdstatement`).
 */
export const uploadDocumentType = (questionId: string): string => questionId.toLowerCase();

/**
 * Rules a widget kind brings with it, applied after the question's own rules (and like them, only to a
 * visible, enabled question). The definition adds what varies per question: `required`, or a narrower
 * `dateWindow` (e.g. a birth date: 125 years ago to yesterday).
 * - datePicker (questionnaire-and-forms.md §5): a real yyyy-MM-dd date, and no future date (max is today).
 * - upload (questionnaire-and-forms.md §5, §7): the answer is an uploaded document's id (the simulator checks that it is the form's).
 * - exchange: none. Its only constraint (at least 3 characters) is when it searches; a name that
 *   matches no exchange may be kept (questionnaire-and-forms.md §5 lists no rule for it).
 */
export const widgetRules: Partial<Record<WidgetKind, readonly RuleDef[]>> = {
  datePicker: [
    { kind: 'dateFormat', format: 'yyyy-MM-dd', message: 'questionnaire.datePicker.formatErrorMessage' },
    { kind: 'dateWindow', format: 'yyyy-MM-dd', maxDaysAgo: 0, message: 'questionnaire.datePicker.futureErrorMessage' },
  ],
  upload: [
    { kind: 'pattern', pattern: DOCUMENT_ID, message: 'questionnaire.supportingDocUpload.notUploadedErrorMessage' },
  ],
};

/** The rules of a widget kind (none for most kinds). */
export const rulesOfWidget = (kind: WidgetKind): readonly RuleDef[] => widgetRules[kind] ?? [];

/**
 * The most characters a typed answer of each widget kind holds: what fits the box it prints in on the
 * official form at the PDF's type size, one line for a name or an address line, a few lines for a free-text
 * explanation. A question's own `maxLength` rule, or `props.maxLength`, is narrower where its box is. The lengths
 * and the boxes they were chosen for are listed in docs/forms.md. Kinds whose answer is chosen, not typed (radio,
 * select, country, checkbox, repeater), are held to their options by `shapeRules` instead.
 */
export const ANSWER_MAX_LENGTH = {
  text: 100,
  textarea: 1000,
  tin: 20,
  giin: 19,
  exchange: 100,
  date: 20,
  datePicker: 10,
  number: 20,
  upload: 20,
} as const satisfies Partial<Record<WidgetKind, number>>;

/** Message keys of the shape rules (translated in every catalogue, fixtures/languages/<locale>/answers.json). */
export const SHAPE_MESSAGES = {
  option: 'questionnaire.answer.notAnOptionErrorMessage',
  country: 'questionnaire.answer.notACountryErrorMessage',
  type: 'questionnaire.answer.wrongTypeErrorMessage',
  tooLong: 'questionnaire.answer.tooLongErrorMessage',
  unprintable: 'questionnaire.answer.unprintableErrorMessage',
  date: 'questionnaire.answer.dateErrorMessage',
  number: 'questionnaire.answer.numberErrorMessage',
  range: 'questionnaire.answer.rangeErrorMessage',
} as const;

/** The most characters the question's answer holds: `props.maxLength`, else its widget kind's; undefined: not typed. */
export function maxLengthOf(question: QuestionDef): number | undefined {
  const kind = question.widget as keyof typeof ANSWER_MAX_LENGTH;
  return question.props?.maxLength ?? ANSWER_MAX_LENGTH[kind];
}

/** The earliest and latest date a date answer may hold where its question sets no window of its own. */
const DATE_RANGE = { min: '1900-01-01', max: '2099-12-31' } as const;

/**
 * The rules that hold an answer to its question's kind, run on every answer the answers leave visible —
 * disabled ones too, which the browser never lets a customer change: a choice one offered value, a country a
 * known jurisdiction (of the restricted list), a tick a tick, a repeater a list of items, a typed answer text
 * of printable characters (no control character; a textarea's line breaks and tabs are fine) within `maxLengthOf`, a date a real date in the question's format within 1900–2099, a number a decimal within
 * the question's `min` and `max`. A kind of rule the question already has (its own `dateFormat`, `maxLength`…)
 * is not added twice: the question's own message is the more specific one.
 */
export function shapeRules(question: QuestionDef, own: readonly RuleDef[]): readonly RuleDef[] {
  const all = kindRules(question);
  return own.length === 0 || !all.some((rule) => own.some((o) => o.kind === rule.kind))
    ? all
    : all.filter((rule) => !own.some((o) => o.kind === rule.kind));
}

/**
 * The shape rules of a question before its own rules are taken out: built once per question object (they read only
 * its widget and props), not on every evaluation of every answer (ADR 097).
 */
const byQuestion = new WeakMap<QuestionDef, readonly RuleDef[]>();
function kindRules(question: QuestionDef): readonly RuleDef[] {
  let rules = byQuestion.get(question);
  if (!rules) {
    rules = Object.freeze(buildShapeRules(question));
    byQuestion.set(question, rules);
  }
  return rules;
}

function buildShapeRules(question: QuestionDef): RuleDef[] {
  const rules: RuleDef[] = [];
  const add = (rule: RuleDef) => rules.push(rule);
  switch (question.widget) {
    case 'radio':
    case 'select':
      add({ kind: 'option', message: SHAPE_MESSAGES.option });
      return rules;
    case 'country':
      add({ kind: 'country', message: SHAPE_MESSAGES.country });
      return rules;
    case 'checkbox':
      add({ kind: 'answerType', answerKind: 'tick', message: SHAPE_MESSAGES.type });
      return rules;
    case 'repeater':
      add({ kind: 'answerType', answerKind: 'items', message: SHAPE_MESSAGES.type });
      return rules;
    default:
      break;
  }
  add({ kind: 'answerType', answerKind: 'text', message: SHAPE_MESSAGES.type });
  add({ kind: 'printable', multiline: question.widget === 'textarea', message: SHAPE_MESSAGES.unprintable });
  const max = maxLengthOf(question);
  if (max !== undefined) add({ kind: 'maxLength', max, message: SHAPE_MESSAGES.tooLong });
  const format = question.props?.format;
  if (question.widget === 'date' && isDateFormatText(format)) {
    add({ kind: 'dateFormat', format, message: SHAPE_MESSAGES.date });
    add({ kind: 'dateWindow', format, ...DATE_RANGE, message: SHAPE_MESSAGES.date });
  }
  if (question.widget === 'number') {
    add({ kind: 'decimal', message: SHAPE_MESSAGES.number });
    if (question.props?.min !== undefined || question.props?.max !== undefined)
      add({ kind: 'range', message: SHAPE_MESSAGES.range });
  }
  return rules;
}

const DATE_FORMATS: readonly string[] = ['dd-MM-yyyy', 'MM-dd-yyyy', 'yyyy-MM-dd'] satisfies DateFormat[];
const isDateFormatText = (format: string | undefined): format is DateFormat =>
  format !== undefined && DATE_FORMATS.includes(format);
