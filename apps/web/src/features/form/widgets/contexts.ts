import type { JurisdictionsResponseSchema, StockMarketSchema } from '@taxcert/contracts';
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
 * The questionnaire upload (spec §5): the size limit from configuration and the call that stores the
 * file. `onFile` resolves once the file is stored (the answer becomes its name) and rejects when the
 * upload failed. `onRemove` is told when the customer removes the file.
 */
export interface UploadSettings {
  /** Megabytes; the default is the spec's 5 (app-shell.md §9). */
  maxSizeMb?: number;
  onFile?: (file: File, field: string) => Promise<void> | void;
  onRemove?: (field: string, answer: string) => void;
}
export const UploadContext = createContext<UploadSettings>({});

export const DEFAULT_MAX_UPLOAD_MB = 5;
