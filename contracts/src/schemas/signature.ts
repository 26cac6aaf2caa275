import { z } from 'zod';
import { CollectableSupportingDocTypeSchema } from './supportingdocs';
import { WorkflowStateSchema } from './workflow';

/**
 * The signature payload of app-shell.md §3. The browser sends printName, capacity, signDate and, when an
 * affidavit is generated, its type and data; the server fills the rest from the session.
 */
export const SignatureRequestSchema = z
  .object({
    accountId: z.number().int().positive().optional(),
    customerName: z.string().max(200).optional(),
    customerId: z.number().int().positive().optional(),
    printName: z.string().max(200),
    capacity: z.string().max(200),
    signDate: z.string().max(40),
    collectableSupportingDocType: CollectableSupportingDocTypeSchema.nullable().optional(),
    collectableSupportingDocData: z.record(z.string(), z.string()).nullable().optional(),
    signature: z.string().max(200).optional(),
  })
  .strict();
export type SignatureRequest = z.infer<typeof SignatureRequestSchema>;

export const SignResponseSchema = z
  .object({
    linkedCollectableSupportingDocId: z.number().int().positive().nullable(),
    workflowState: WorkflowStateSchema,
  })
  .strict();
