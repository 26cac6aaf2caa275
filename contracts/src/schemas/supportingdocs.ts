import { z } from 'zod';

export const SupportingDocSchema = z
  .object({
    id: z.number().int().positive(),
    type: z.string(),
    typeDescription: z.string(),
    localeDescription: z.string(),
    originalFileName: z.string(),
    fileName: z.string(),
    isNoFormDoc: z.boolean(),
    /** Bytes, and when it was uploaded (ISO 8601): shown in the list when the API gives them. */
    size: z.number().int().nonnegative().optional(),
    uploadedAt: z.string().datetime().optional(),
  })
  .strict();
export type SupportingDoc = z.infer<typeof SupportingDocSchema>;

export const CollectableSupportingDocTypeSchema = z.enum(['AffidavitOfUnchangedStatus']);

export const CollectableSupportingDocSchema = z
  .object({
    collectableSupportingDocType: CollectableSupportingDocTypeSchema,
    linkedId: z.number().int().positive().nullable(),
  })
  .strict();
export type CollectableSupportingDoc = z.infer<typeof CollectableSupportingDocSchema>;

export const LinkedCollectableDocSchema = z
  .object({ linkedCollectableSupportingDocId: z.number().int().positive().nullable() })
  .strict();

export const LinkTypeSchema = z.enum(['form', 'formGroup']);

/** Query of the upload call (app-shell.md §7). */
export const UploadQuerySchema = z
  .object({
    docCategory: z.literal('supportingdocument'),
    docType: z.string().min(1),
    id: z.coerce.number().int().positive(),
    linkType: LinkTypeSchema,
    category: z.string().optional(),
    type: z.string().optional(),
  })
  .strict();

/** Body of supportingdocs/preview: the collectable doc to render before it is signed. */
export const SupportingDocPreviewSchema = z
  .object({
    collectableSupportingDocType: CollectableSupportingDocTypeSchema,
    collectableSupportingDocData: z.record(z.string(), z.string()),
    formId: z.number().int().positive().optional(),
    formGroupId: z.number().int().positive().optional(),
  })
  .strict();
