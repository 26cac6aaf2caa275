import { z } from 'zod';
import { c } from '../c';
import { FormDataSchema, FormTypeSchema, IdParamsSchema } from '../schemas/common';
import { ErrorSchema } from '../schemas/error';
import { ValidationResultSchema } from '../schemas/validation';

/**
 * questionnaire/{a}/{b}/validate (ADR 0001): {a} is the questionnaire kind — `form` or `formgroup` — and
 * {b} the id of the form or group. Validates answers with the engine without saving them.
 */
export const questionnaireRouter = c.router({
  validateForm: {
    method: 'POST',
    path: '/questionnaire/form/:id/validate',
    pathParams: IdParamsSchema,
    body: FormDataSchema,
    responses: { 200: ValidationResultSchema, 404: ErrorSchema },
    summary: "Validate a form questionnaire's answers",
  },
  validateFormGroup: {
    method: 'POST',
    path: '/questionnaire/formgroup/:id/validate',
    pathParams: IdParamsSchema,
    body: z.record(FormTypeSchema, FormDataSchema),
    responses: { 200: z.array(ValidationResultSchema), 404: ErrorSchema },
    summary: "Validate a form group questionnaire's answers, per form type",
  },
});
