import type { WidgetKind } from '../types/definition';
import type { RuleDef } from '../types/rules';

/**
 * A questionnaire upload's answer: the id of the supporting document uploaded for the form (spec §7: the uploader
 * links it to the form). The file's type (PDF, CSV, XLS, XLSX, spec §9) is checked where the file is — the upload
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
 * - datePicker (spec §5): a real yyyy-MM-dd date, and no future date (max is today).
 * - upload (spec §5, §7): the answer is an uploaded document's id (the simulator checks that it is the form's).
 * - exchange: none. Its only constraint (at least 3 characters) is when it searches; a name that
 *   matches no exchange may be kept (spec §5 lists no rule for it).
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
