import { z } from 'zod';
import { FormDataSchema, FormTypeSchema } from './common';
import { AccountSchema } from './config';
import { CollectableSupportingDocSchema, SupportingDocSchema } from './supportingdocs';
import { ValidationResultSchema } from './validation';
import { FormReviewSchema, WorkflowStageSchema, WorkflowStateSchema } from './workflow';

/**
 * `data` (ADR 021, our addition): answers the new form starts with, laid over its defaults and pre-fill — the
 * pre-qualifying questionnaire's carried answers, so they are saved with the form and survive a reload. For a
 * group, per form type.
 */
export const AddFormRequestSchema = z
  .object({
    isOnline: z.boolean(),
    accountId: z.number().int().positive(),
    formType: FormTypeSchema,
    data: FormDataSchema.optional(),
  })
  .strict();
export const AddFormGroupRequestSchema = z
  .object({
    isOnline: z.boolean(),
    accountId: z.number().int().positive(),
    formTypes: z.array(FormTypeSchema).min(2),
    data: z.record(FormTypeSchema, FormDataSchema).optional(),
  })
  .strict();

export const AddResponseSchema = z
  .object({
    success: z.boolean(),
    formId: z.number().int().positive().optional(),
    formGroupId: z.number().int().positive().optional(),
    error: z.object({ code: z.number().int(), message: z.string() }).strict().nullable(),
    collectableSupportingDocs: z.array(CollectableSupportingDocSchema),
  })
  .strict();

/**
 * `submission` (ADR 023, our addition to the Form and FormGroup entities): the confirmation reference the
 * institution gives a signed form or group (in preview-only mode, a submitted one) and the moment it received
 * it, for the success page. Absent or null before; an API without it still answers the contract.
 */
export const SubmissionSchema = z
  .object({ reference: z.string().min(1).max(40), submittedAt: z.string().datetime() })
  .strict();
export type Submission = z.infer<typeof SubmissionSchema>;

/** The Form entity of app-shell.md §3. */
export const FormSchema = z
  .object({
    formType: FormTypeSchema,
    formId: z.number().int().positive(),
    data: FormDataSchema,
    customerDbId: z.number().int().positive(),
    accountId: z.number().int().positive(),
    validationResult: ValidationResultSchema.nullable(),
    supportingDocs: z.array(SupportingDocSchema),
    review: FormReviewSchema,
    workflowState: WorkflowStateSchema,
    collectableSupportingDocs: z.array(CollectableSupportingDocSchema),
    submission: SubmissionSchema.nullable().optional(),
  })
  .strict();
export type Form = z.infer<typeof FormSchema>;

/** GET forms/{id}: the form plus the customer and accounts it belongs to. */
export const FormResponseSchema = FormSchema.extend({
  customer: z.object({ customerId: z.number().int().positive(), customerName: z.string() }).strict(),
  accounts: z.array(AccountSchema),
}).strict();

export const FormGroupSchema = z
  .object({
    formGroupId: z.number().int().positive(),
    groupType: FormTypeSchema,
    accountId: z.number().int().positive(),
    customerDbId: z.number().int().positive(),
    forms: z.array(FormSchema),
    supportingDocs: z.array(SupportingDocSchema),
    review: FormReviewSchema,
    workflowState: WorkflowStateSchema,
    collectableSupportingDocs: z.array(CollectableSupportingDocSchema),
    submission: SubmissionSchema.nullable().optional(),
  })
  .strict();
export type FormGroup = z.infer<typeof FormGroupSchema>;

/** PUT confirm: saves the answers being confirmed; the reply is true when nothing more is needed. */
export const ConfirmRequestSchema = z.object({ data: FormDataSchema.optional() }).strict();
export const SubmitRequestSchema = z.object({ stage: WorkflowStageSchema }).strict();
