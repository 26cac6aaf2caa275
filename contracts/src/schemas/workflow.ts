import { z } from 'zod';

/**
 * Workflow stage numbers (ADR 0001). The spec fixes only that stage 2 goes straight to Signing and that a
 * stage above 2 means the form is done (success route).
 */
export const WorkflowStage = {
  New: 0,
  Confirmed: 1,
  Certified: 2,
  Signed: 3,
  Submitted: 4,
} as const;
export const WorkflowStageSchema = z.number().int().min(0).max(4);

export const WorkflowStateSchema = z
  .object({
    stage: WorkflowStageSchema,
    updatedAt: z.string().datetime().nullable(),
  })
  .strict();
export type WorkflowState = z.infer<typeof WorkflowStateSchema>;

/** formReviewState: whether the customer ticked "I have reviewed the preview" and when. */
export const FormReviewSchema = z
  .object({
    reviewed: z.boolean(),
    reviewedAt: z.string().datetime().nullable(),
  })
  .strict();
