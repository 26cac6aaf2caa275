import type { WidgetKind } from '../types/definition';
import type { RuleDef } from '../types/rules';

/** File types a questionnaire upload accepts (spec §9: PDF, CSV, XLS, XLSX), by the answer's file name. */
const UPLOAD_FILE = /\.(pdf|csv|xls|xlsx)$/i;

/**
 * Rules a widget kind brings with it, applied after the question's own rules (and like them, only to a
 * visible, enabled question). The definition adds what varies per question: `required`, or a narrower
 * `dateWindow` (e.g. a birth date: 125 years ago to yesterday).
 * - datePicker (spec §5): a real yyyy-MM-dd date, and no future date (max is today).
 * - upload (spec §5, §9): the uploaded file is a PDF, CSV, XLS or XLSX file.
 * - exchange: none. Its only constraint (at least 3 characters) is when it searches; a name that
 *   matches no exchange may be kept (spec §5 lists no rule for it).
 */
export const widgetRules: Partial<Record<WidgetKind, readonly RuleDef[]>> = {
  datePicker: [
    { kind: 'dateFormat', format: 'yyyy-MM-dd', message: 'questionnaire.datePicker.formatErrorMessage' },
    { kind: 'dateWindow', format: 'yyyy-MM-dd', maxDaysAgo: 0, message: 'questionnaire.datePicker.futureErrorMessage' },
  ],
  upload: [{ kind: 'pattern', pattern: UPLOAD_FILE, message: 'questionnaire.supportingDocUpload.typeErrorMessage' }],
};

/** The rules of a widget kind (none for most kinds). */
export const rulesOfWidget = (kind: WidgetKind): readonly RuleDef[] => widgetRules[kind] ?? [];
