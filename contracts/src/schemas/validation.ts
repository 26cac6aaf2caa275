import { z } from 'zod';

/**
 * One finding of a validate call. Codes starting `WRN` are warnings, `REC` recommendations, anything
 * else a rejection. `field` (our addition) is the `blockId.questionId` the finding is about, when it is
 * about one field, so the results panel can link to it.
 */
export const ValidationItemSchema = z
  .object({
    code: z.string().min(1),
    codeDescription: z.string(),
    field: z.string().optional(),
  })
  .strict();
export type ValidationItem = z.infer<typeof ValidationItemSchema>;

export const ValidationResultSchema = z
  .object({
    valid: z.boolean(),
    formType: z.string(),
    customerId: z.number().int(),
    customerName: z.string(),
    rejections: z.array(ValidationItemSchema),
    warnings: z.array(ValidationItemSchema),
    /** Outcome of the IRS-style TIN match: true matched, false not matched, null not checked. */
    tinMatched: z.boolean().nullable(),
  })
  .strict();
export type ValidationResult = z.infer<typeof ValidationResultSchema>;

// Defined without zod in the client entry (a browser reads them without the schemas, ADR 026).
export { isRecommendationCode, isWarningCode } from '../client/codes';
