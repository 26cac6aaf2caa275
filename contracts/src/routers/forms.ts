import { z } from 'zod';
import { c } from '../c';
import { FormDataSchema, FormTypeSchema, IdParamsSchema, IdSchema } from '../schemas/common';
import { ErrorSchema } from '../schemas/error';
import {
  AddFormRequestSchema,
  AddResponseSchema,
  ConfirmRequestSchema,
  FormResponseSchema,
  SubmitRequestSchema,
} from '../schemas/form';
import { SignatureRequestSchema, SignResponseSchema } from '../schemas/signature';
import { ValidationResultSchema } from '../schemas/validation';
import { WorkflowStateSchema } from '../schemas/workflow';
import { pdfResponse } from './pdf';

const notFound = { 404: ErrorSchema };

export const formsRouter = c.router({
  add: {
    method: 'PUT',
    path: '/forms',
    body: AddFormRequestSchema,
    responses: { 200: AddResponseSchema },
    summary: 'Add (create) a form of a type for an account',
  },
  get: {
    method: 'GET',
    path: '/forms/:id',
    pathParams: IdParamsSchema,
    responses: { 200: FormResponseSchema, ...notFound },
    summary: 'A form with its data, customer, accounts, validation result, documents, review and workflow state',
  },
  validate: {
    method: 'POST',
    path: '/forms/:formType/:id/validate',
    pathParams: z.object({ formType: FormTypeSchema, id: IdSchema }),
    body: FormDataSchema,
    responses: { 200: ValidationResultSchema, ...notFound, 409: ErrorSchema },
    summary: 'Save the answers and validate them (rules, TIN matching)',
  },
  confirm: {
    method: 'PUT',
    path: '/forms/:id/confirm',
    pathParams: IdParamsSchema,
    body: ConfirmRequestSchema,
    responses: { 200: z.boolean(), ...notFound, 409: ErrorSchema, 422: ErrorSchema },
    summary: 'Confirm the reviewed answers; true = nothing more to do (preview-only mode)',
  },
  submit: {
    method: 'PUT',
    path: '/forms/:id/submit',
    pathParams: IdParamsSchema,
    body: SubmitRequestSchema,
    responses: { 200: WorkflowStateSchema, ...notFound, 409: ErrorSchema, 422: ErrorSchema },
    summary: 'Move the form to the given workflow stage',
  },
  revert: {
    method: 'PUT',
    path: '/forms/:id/revert',
    pathParams: IdParamsSchema,
    body: c.noBody(),
    responses: { 200: WorkflowStateSchema, ...notFound, 409: ErrorSchema },
    summary: 'Return the form to stage 0 (Validating)',
  },
  certify: {
    method: 'POST',
    path: '/forms/:id/certify',
    pathParams: IdParamsSchema,
    body: c.noBody(),
    responses: { 200: WorkflowStateSchema, ...notFound, 409: ErrorSchema, 422: ErrorSchema },
    summary: 'Certify the confirmed form (stage 2)',
  },
  sign: {
    method: 'POST',
    path: '/forms/:id/sign',
    pathParams: IdParamsSchema,
    body: SignatureRequestSchema,
    responses: { 200: SignResponseSchema, ...notFound, 409: ErrorSchema, 422: ErrorSchema },
    summary: 'Sign the certified form (stage 3)',
  },
  pdfDownload: {
    method: 'GET',
    path: '/forms/:id/pdf/download',
    pathParams: IdParamsSchema,
    responses: { 200: pdfResponse, ...notFound },
    summary: 'The form as PDF (signed when signed)',
  },
  pdfPreview: {
    method: 'GET',
    path: '/forms/:id/pdf/preview',
    pathParams: IdParamsSchema,
    responses: { 200: pdfResponse, ...notFound },
    summary: 'A preview PDF of the current answers',
  },
});
