import type { Form } from '@taxcert/contracts';

/** A form as GET forms/{id} (or a group's forms) answers it before any Check: stage 0, no documents, for tests. */
export function savedForm(formType: string, formId: number, data: Form['data'] = {}): Form {
  return {
    formType,
    formId,
    data,
    customerDbId: 1001,
    accountId: 5001,
    validationResult: null,
    supportingDocs: [],
    review: { reviewed: false, reviewedAt: null },
    workflowState: { stage: 0, updatedAt: null },
    collectableSupportingDocs: [],
  };
}
