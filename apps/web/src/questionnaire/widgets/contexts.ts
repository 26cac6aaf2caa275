import type { JurisdictionsResponseSchema, StockMarketSchema, SupportingDoc } from '@taxcert/contracts';
import { createContext } from 'react';
import type { z } from 'zod';

/**
 * What the widgets read without a prop of their own. The form screen provides these; each has a safe
 * default, so a widget rendered without its provider (a test, the pre-qualifying screen) still works.
 */

/**
 * The IRS TIN-match result of the last server validation (`tinMatched` of the validation result):
 * true shows the green "matched" message, false the red not-matched one, null/undefined nothing.
 * `field`, when given, is the field name (blockId.questionId) the result belongs to; without it the
 * result applies to every TIN widget of the form.
 */
export interface TinMatch {
  tinMatched?: boolean | null | undefined;
  field?: string | undefined;
}
export const TinMatchContext = createContext<TinMatch>({});

export type StockMarket = z.infer<typeof StockMarketSchema>;
export type JurisdictionsData = z.infer<typeof JurisdictionsResponseSchema>;

/** Reference data from GET config/stockmarkets and GET config/jurisdictions (undefined until loaded). */
export interface ReferenceDataValue {
  stockMarkets?: readonly StockMarket[] | undefined;
  jurisdictions?: JurisdictionsData | undefined;
}
export const ReferenceDataContext = createContext<ReferenceDataValue>({});

/**
 * The questionnaire uploader (questionnaire-and-forms.md §4, §7; app-shell.md §9), provided by the screen that
 * owns the documents (the form screen): the size limit; `upload` stores a file for the form or group being
 * completed and resolves with its document; `discard` deletes it again (silently when leaving the page); `docs`
 * is the owner's list (undefined while there is none); `justSubmitted` says whether the form or group has just
 * been signed or submitted, when its uploads are kept; `docTypeFor` names a question's document type.
 */
export interface QuestionnaireUploader {
  maxSizeMb: number;
  docs: readonly SupportingDoc[] | undefined;
  upload: (file: File, docType: string) => Promise<SupportingDoc>;
  discard: (id: number, silent?: boolean) => Promise<void>;
  justSubmitted: () => boolean;
  docTypeFor: (questionId: string) => string;
}

export const DEFAULT_MAX_UPLOAD_MB = 5;

/** Without a provider (a questionnaire outside a form) nothing can be uploaded. */
export const QuestionnaireUploaderContext = createContext<QuestionnaireUploader>({
  maxSizeMb: DEFAULT_MAX_UPLOAD_MB,
  docs: undefined,
  upload: () => Promise.reject(new Error('The questionnaire uploader needs a form or group to upload for')),
  discard: () => Promise.resolve(),
  justSubmitted: () => false,
  docTypeFor: () => 'other',
});
